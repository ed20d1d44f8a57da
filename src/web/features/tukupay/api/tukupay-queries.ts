import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepUpCodeInput } from '@common/payments/step-up-contracts';
import type {
  Transfer,
  TransferInput,
  TransferList,
  TransferRecipient,
  TransferRequest,
  TransferRequestInput,
  TransferRequestList,
} from '@common/payments/transfer-contracts';
import { api, readJson } from '@web/lib/api-client';

/** Under the wallet's root, so a transfer refreshes the balance and history too. */
export const tukuPayKeys = {
  transfers: ['wallet', 'tukupay', 'transfers'] as const,
  requests: ['wallet', 'tukupay', 'requests'] as const,
  transfer: (id: string) => ['wallet', 'tukupay', 'transfer', id] as const,
};
const walletRoot = ['wallet'] as const;

export const transfersQueryOptions = () =>
  queryOptions({
    queryKey: tukuPayKeys.transfers,
    queryFn: ({ signal }): Promise<TransferList> => readJson(api.transfers.$get({}, { init: { signal } })),
  });

export const transferRequestsQueryOptions = () =>
  queryOptions({
    queryKey: tukuPayKeys.requests,
    queryFn: ({ signal }): Promise<TransferRequestList> =>
      readJson(api.transfers.requests.$get({}, { init: { signal } })),
  });

export const transferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tukuPayKeys.transfer(id),
    queryFn: ({ signal }): Promise<Transfer> =>
      readJson(api.transfers[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export function findRecipient(phone: string): Promise<TransferRecipient> {
  return readJson(api.transfers.recipient.$get({ query: { phone } }));
}

export function useSendTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...json
    }: TransferInput & { idempotencyKey: string }): Promise<Transfer> =>
      readJson(api.transfers.$post({ json }, { headers: { 'Idempotency-Key': idempotencyKey } })),
    onSuccess: (transfer) => {
      queryClient.setQueryData(tukuPayKeys.transfer(transfer.id), transfer);
      void queryClient.invalidateQueries({ queryKey: walletRoot });
    },
  });
}

export function useStepUpCode() {
  return useMutation({
    mutationFn: (json: StepUpCodeInput) => readJson(api['step-up'].code.$post({ json })),
  });
}

export function useRequestMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TransferRequestInput): Promise<TransferRequest> =>
      readJson(api.transfers.requests.$post({ json })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tukuPayKeys.requests }),
  });
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string;
      answer: 'approve' | 'decline';
      code?: string;
      idempotencyKey: string;
    }): Promise<unknown> => {
      const param = { id: input.id };
      if (input.answer === 'decline') return readJson(api.transfers.requests[':id'].decline.$post({ param }));
      return readJson(
        api.transfers.requests[':id'].approve.$post(
          { param, json: input.code ? { code: input.code } : {} },
          { headers: { 'Idempotency-Key': input.idempotencyKey } },
        ),
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: walletRoot }),
  });
}
