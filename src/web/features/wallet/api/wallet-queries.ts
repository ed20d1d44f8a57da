import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MpesaDepositInput, MpesaPayment, Wallet } from '@common/payments/payment-contracts';
import { api, readJson } from '@web/lib/api-client';

const pageSize = '10';

/**
 * Under one root, so a payment that lands refreshes the balance, every page of the history, and what other
 * features keep under it (the rent invoices a deposit may pay).
 */
export const walletKeys = {
  all: ['wallet'] as const,
  history: ['wallet', 'history'] as const,
  payment: (id: string) => ['wallet', 'mpesa-payment', id] as const,
};

/** The wallet: balance, paybill account and its history newest first, a page at a time ('Show older'). */
export const walletQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.history,
    queryFn: ({ pageParam, signal }): Promise<Wallet> =>
      readJson(
        api.wallet.$get(
          { query: pageParam === null ? { limit: pageSize } : { limit: pageSize, cursor: pageParam } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** One M-Pesa payment, asked again every 2 s while its prompt waits on the phone. */
export const mpesaPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: walletKeys.payment(id),
    queryFn: ({ signal }): Promise<MpesaPayment> =>
      readJson(api.payments.mpesa[':id'].$get({ param: { id } }, { init: { signal } })),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

/** Starts an M-Pesa prompt; `idempotencyKey` is made once per attempt, so a network retry repeats nothing. */
export function useMpesaDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...json }: MpesaDepositInput & { idempotencyKey: string }) =>
      readJson(api.payments.mpesa.$post({ json }, { headers: { 'Idempotency-Key': idempotencyKey } })),
    onSuccess: (payment) => queryClient.setQueryData(walletKeys.payment(payment.id), payment),
  });
}
