import { queryOptions } from '@tanstack/react-query';
import type { MyActivity, OverviewDashboard } from '@common/dashboards/overview-dashboard';
import { api, readJson } from '@web/lib/api-client';

export const overviewKeys = {
  overview: ['dashboards', 'overview'] as const,
  activity: ['dashboards', 'activity'] as const,
};

/** The superadmin's figures: accounts and contact messages on ABODE. */
export const overviewDashboardQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.overview,
    queryFn: (): Promise<OverviewDashboard> => readJson(api.dashboards.overview.$get()),
  });

/** The signed-in user's own recent events (notifications and tenants' links), newest first; every 60 s. */
export const myActivityQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.activity,
    queryFn: ({ signal }): Promise<MyActivity> =>
      readJson(api.dashboards.activity.$get({}, { init: { signal } })),
    refetchInterval: 60_000,
  });
