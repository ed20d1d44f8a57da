import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@web/lib/api-client';
import { tenancyKeys } from './tenancy-queries';

export type TenantLinkDecision = 'confirm' | 'decline';

/**
 * The landlord or caretaker confirms or declines a tenant. Every view of links refreshes: the pending list and
 * the counts drawn from it (applications, daily tasks), the portfolio's occupancy and tenants, the links.
 */
export function useDecideTenantLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: TenantLinkDecision }) =>
      readJson(api['tenant-properties'][':id'][decision].$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenancyKeys.all }),
  });
}
