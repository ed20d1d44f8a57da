import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackOfficeTransfer, Transfer } from '@common/payments/transfer-contracts';
import { api, readJson } from '@web/lib/api-client';

/** Finds a Tuku Pay transfer by the reference on its receipt (superadmin). */
export function useLookUpTransfer() {
  return useMutation({
    mutationFn: (reference: string): Promise<BackOfficeTransfer> =>
      readJson(api.transfers.lookup.$get({ query: { reference } })),
  });
}

/** Reverses a completed transfer with the reason; the money overview is read again after. */
export function useReverseTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }): Promise<Transfer> =>
      readJson(api.transfers[':id'].reverse.$post({ param: { id }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['back-office'] }),
  });
}
