import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, ApiError, readJson } from '@web/lib/api-client';
import { meQueryKey } from '@web/lib/auth/use-me';

export const dashboardsQueryKey = ['dashboards'] as const;

const endpoints = {
  tenant: () => api.dashboards.tenant.$get(),
  landlord: () => api.dashboards.landlord.$get(),
  provider: () => api.dashboards.provider.$get(),
  caretaker: () => api.dashboards.caretaker.$get(),
  overview: () => api.dashboards.overview.$get(),
};

type Endpoints = typeof endpoints;
export type DashboardData<Name extends keyof Endpoints> = InferResponseType<
  (typeof api.dashboards)[Name]['$get'],
  200
>;

/**
 * One dashboard's data for the signed-in user. A 401 or 403 means the session ended or the roles changed:
 * /api/me is re-checked so the guard sends the user on.
 */
export function useDashboardData<Name extends keyof Endpoints>(name: Name) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...dashboardsQueryKey, name],
    queryFn: async () => {
      try {
        // Each endpoint's own response type; the union of the five is narrowed back by the name.
        const response = endpoints[name]() as unknown as Promise<
          Response & { json(): Promise<DashboardData<Name>> }
        >;
        return await readJson(response);
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
        throw error;
      }
    },
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
