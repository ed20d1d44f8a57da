import { queryOptions } from '@tanstack/react-query';
import type { OverviewDashboard } from '@common/dashboards/overview-dashboard';
import { api, readJson } from '@web/lib/api-client';

export const overviewKeys = {
  overview: ['dashboards', 'overview'] as const,
};

/** The superadmin's overview of ABODE: counts across every feature and the latest activity. */
export const overviewDashboardQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.overview,
    queryFn: (): Promise<OverviewDashboard> => readJson(api.dashboards.overview.$get()),
  });
