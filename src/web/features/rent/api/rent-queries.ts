import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TenancyInvoices } from '@common/rent/rent-contracts';
import { api, readJson } from '@web/lib/api-client';

/**
 * Under the wallet's root (['wallet']): money that moves in the wallet (a deposit that pays an invoice, a
 * payment) refreshes the invoices with one invalidation, whichever screen made it.
 */
const rentKeys = {
  invoices: (tenancyId: string) => ['wallet', 'rent', 'invoices', tenancyId] as const,
};

/** A tenancy's invoices and bills, newest month first, with their payments and the tenancy's credit. */
export const tenancyInvoicesQueryOptions = (tenancyId: string) =>
  queryOptions({
    queryKey: rentKeys.invoices(tenancyId),
    queryFn: ({ signal }): Promise<TenancyInvoices> =>
      readJson(api.rent.tenancies[':id'].invoices.$get({ param: { id: tenancyId } }, { init: { signal } })),
  });

/** Pays an invoice from the wallet; the key is made once per attempt, so a retried request repeats nothing. */
export function usePayInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      amount,
      idempotencyKey,
    }: {
      invoiceId: string;
      amount: number;
      idempotencyKey: string;
    }) =>
      readJson(
        api.rent.invoices[':id'].pay.$post(
          { param: { id: invoiceId }, json: { amount } },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wallet'] }),
  });
}
