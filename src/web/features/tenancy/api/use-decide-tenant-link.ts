import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmTenantLinkInput } from '@common/tenancy/rent-terms';
import { api, readJson } from '@web/lib/api-client';
import { tenancyKeys } from './tenancy-queries';

/**
 * The landlord or caretaker confirms a tenant into a unit on agreed terms, or declines. Every view of links
 * and tenancies refreshes: the pending list and the counts drawn from it (applications, daily tasks), the
 * portfolio's occupancy and tenants, the units, the links.
 */
export function useDecideTenantLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; decision: 'decline' }
        | { id: string; decision: 'confirm'; terms: ConfirmTenantLinkInput },
    ) =>
      input.decision === 'confirm'
        ? readJson(
            api['tenant-properties'][':id'].confirm.$post({ param: { id: input.id }, json: input.terms }),
          )
        : readJson(api['tenant-properties'][':id'].decline.$post({ param: { id: input.id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tenancyKeys.all }),
  });
}
