import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspenseAllocationInput, SuspensePaymentList } from '@common/payments/suspense-allocation';
import { api, readJson } from '@web/lib/api-client';

export const suspensePaymentsKeys = { all: ['suspense-payments'] as const };

/** The payments waiting in suspense, oldest first (superadmin). */
export const suspensePaymentsQueryOptions = () =>
  queryOptions({
    queryKey: suspensePaymentsKeys.all,
    queryFn: ({ signal }): Promise<SuspensePaymentList> =>
      readJson(api.payments.suspense.$get(undefined, { init: { signal } })),
  });

/** Allocates one suspense payment; the list is fetched again either way (another staff member may have). */
export function useAllocateSuspensePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, allocation }: { id: string; allocation: SuspenseAllocationInput }) =>
      readJson(api.payments.suspense[':id'].allocate.$post({ param: { id }, json: allocation })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suspensePaymentsKeys.all }),
  });
}
