import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PayoutSchedule,
  PayoutScheduleInput,
  Withdrawal,
  WithdrawalInput,
} from '@common/payments/money-out-contracts';
import { api, readJson } from '@web/lib/api-client';

/** Under the wallet's root too, so a send refreshes the wallet's balance and history. */
export const withdrawalKeys = {
  all: ['wallet', 'withdrawals'] as const,
  list: (source: 'wallet' | 'earnings') => ['wallet', 'withdrawals', 'list', source] as const,
  one: (id: string) => ['wallet', 'withdrawals', 'one', id] as const,
  schedule: ['wallet', 'withdrawals', 'schedule'] as const,
};

/** The balance that can be sent and the latest transfers from it. */
export const withdrawalListQueryOptions = (source: 'wallet' | 'earnings') =>
  queryOptions({
    queryKey: withdrawalKeys.list(source),
    queryFn: ({ signal }): Promise<{ balance: number; items: Withdrawal[] }> =>
      readJson(api.withdrawals.$get({ query: { source } }, { init: { signal } })),
  });

/** One transfer, asked again every 2 s while M-Pesa has not answered. */
export const withdrawalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: withdrawalKeys.one(id),
    queryFn: ({ signal }): Promise<Withdrawal> =>
      readJson(api.withdrawals[':id'].$get({ param: { id } }, { init: { signal } })),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

/** Starts a send; `idempotencyKey` is made once per attempt, so a network retry sends nothing twice. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...json
    }: WithdrawalInput & { source: 'wallet' | 'earnings'; idempotencyKey: string }) =>
      readJson(api.withdrawals.$post({ json }, { headers: { 'Idempotency-Key': idempotencyKey } })),
    onSuccess: (transfer) => {
      queryClient.setQueryData(withdrawalKeys.one(transfer.id), transfer);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}

/**
 * Texts the one-time code a send above the step-up threshold needs (or, for 'payout_schedule', a payout
 * schedule that can pay out more than it).
 */
export function useStepUpCode(purpose: 'withdrawal' | 'payout_schedule' = 'withdrawal') {
  return useMutation({
    mutationFn: (amount: number) => readJson(api['step-up'].code.$post({ json: { purpose, amount } })),
  });
}

export const payoutScheduleQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.schedule,
    queryFn: ({ signal }): Promise<{ schedule: PayoutSchedule | null }> =>
      readJson(api.withdrawals['payout-schedule'].$get({}, { init: { signal } })),
  });

export function useSetPayoutSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PayoutScheduleInput) => readJson(api.withdrawals['payout-schedule'].$put({ json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.schedule }),
  });
}

export function useStopPayoutSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      readJson(api.withdrawals['payout-schedule'].$delete() as Promise<Response & { json(): Promise<void> }>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.schedule }),
  });
}
