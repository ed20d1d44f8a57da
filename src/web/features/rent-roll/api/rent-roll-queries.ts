import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBillInput } from '@common/rent/rent-contracts';
import { api, readJson } from '@web/lib/api-client';

const rentRollKeys = { summary: ['rent-roll', 'summary'] as const };

/**
 * The landlord's month: revenue, earnings, arrears, the rent roll and recent payments. Asked again every 30 s
 * while the page is open, so a tenant's payment shows without a reload.
 */
export const landlordSummaryQueryOptions = () =>
  queryOptions({
    queryKey: rentRollKeys.summary,
    queryFn: ({ signal }) => readJson(api.rent['landlord-summary'].$get({ query: {} }, { init: { signal } })),
    refetchInterval: 30_000,
  });

/** Adds a bill to a tenancy; the rent roll then shows it. */
export function useAddBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenancyId, json }: { tenancyId: string; json: AddBillInput }) =>
      readJson(api.rent.tenancies[':id'].bills.$post({ param: { id: tenancyId }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rentRollKeys.summary }),
  });
}

/** The landlord's last 12 months: occupancy, collection, arrears and revenue per month, oldest first. */
export const landlordPerformanceQueryOptions = () =>
  queryOptions({
    queryKey: ['rent-roll', 'performance'] as const,
    queryFn: ({ signal }) => readJson(api.rent['landlord-performance'].$get({}, { init: { signal } })),
    staleTime: 60_000,
  });
