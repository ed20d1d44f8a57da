import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CardDepositAllowance,
  CardDepositInput,
  CardPayment,
} from '@common/payments/card-payment-contracts';
import { api, readJson } from '@web/lib/api-client';

const cardPaymentKey = (id: string) => ['card-payment', id] as const;

/** One card payment, asked again every 2 s while it is pending (the webhook is on its way). */
export const cardPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: cardPaymentKey(id),
    queryFn: ({ signal }): Promise<CardPayment> =>
      readJson(api['card-payments'][':id'].$get({ param: { id } }, { init: { signal } })),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

/** The daily card limit and what is left of it today, shown before paying. */
export const cardDepositAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: ['card-payment', 'allowance'] as const,
    queryFn: ({ signal }): Promise<CardDepositAllowance> =>
      readJson(api['card-payments'].allowance.$get({}, { init: { signal } })),
  });

/** Opens the card checkout; `idempotencyKey` is made once per attempt, so a network retry repeats nothing. */
export function useStartCardDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...json }: CardDepositInput & { idempotencyKey: string }) =>
      readJson(api['card-payments'].$post({ json }, { headers: { 'Idempotency-Key': idempotencyKey } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['card-payment', 'allowance'] }),
  });
}

/** Back from the checkout: asks the provider how it ended, so a lost webhook loses nothing. */
export function useVerifyCardPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CardPayment> =>
      readJson(api['card-payments'][':id'].verify.$post({ param: { id } })),
    onSuccess: (payment) => queryClient.setQueryData(cardPaymentKey(id), payment),
  });
}
