import { queryOptions } from '@tanstack/react-query';
import type { MoneyOverview } from '@common/payments/bank-deposit-contracts';
import { api, readJson } from '@web/lib/api-client';

/** The superadmin's money overview, read again each minute while the dashboard is open. */
export const moneyOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['back-office', 'money'] as const,
    queryFn: ({ signal }): Promise<MoneyOverview> =>
      readJson(api['back-office'].money.$get(undefined, { init: { signal } })),
    refetchInterval: 60_000,
  });
