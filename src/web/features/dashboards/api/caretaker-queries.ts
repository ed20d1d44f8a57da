import { queryOptions } from '@tanstack/react-query';
import type { CaretakerDailyTasks } from '@common/dashboards/caretaker-daily-tasks';
import { api, readJson } from '@web/lib/api-client';

/** The caretaker's tasks for today, computed by the server from the records; kept fresh while open. */
export const caretakerDailyTasksQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboards', 'caretaker', 'daily-tasks'] as const,
    queryFn: ({ signal }): Promise<CaretakerDailyTasks> =>
      readJson(api.dashboards.caretaker['daily-tasks'].$get({}, { init: { signal } })),
    refetchInterval: 30_000,
  });
