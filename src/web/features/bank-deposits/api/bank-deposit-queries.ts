import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDepositDetails, StatementImportSummary } from '@common/payments/bank-deposit-contracts';
import { api, readJson } from '@web/lib/api-client';
import { suspensePaymentsKeys } from '@web/features/suspense-payments';
import { walletQueryOptions } from '@web/features/wallet';

export const bankDepositKeys = { all: ['bank-deposits'] as const };

/** The collection account, the user's deposit reference and their latest bank deposits. */
export const bankDepositQueryOptions = () =>
  queryOptions({
    queryKey: bankDepositKeys.all,
    queryFn: ({ signal }): Promise<BankDepositDetails> =>
      readJson(api['bank-deposits'].$get(undefined, { init: { signal } })),
  });

/**
 * The stand-in bank's own API (development only, not ABODE's, so not the typed client): it makes a transfer
 * and posts the signed notification to ABODE's webhook, then says what ABODE answered.
 */
const standInTransfers = '/standin/bank/transfers';

interface SimulatedTransfer {
  status: number;
  answer: { status?: 'credited' | 'suspense' } | null;
}

export function useSimulateBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { reference: string; amount: number }): Promise<SimulatedTransfer> => {
      const response = await fetch(standInTransfers, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      const body = (await response.json().catch(() => null)) as SimulatedTransfer | null;
      if (!response.ok || !body || body.status !== 200) throw new Error('not delivered');
      return body;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: bankDepositKeys.all });
      // The wallet's balance and history, and whatever else sits under its root.
      await queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey.slice(0, 1) });
    },
  });
}

/** A superadmin's statement upload: the route reads the multipart body itself. */
export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<StatementImportSummary> => {
      const form = new FormData();
      form.set('file', file, file.name);
      return readJson(api['bank-statements'].$post({}, { init: { body: form } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suspensePaymentsKeys.all }),
  });
}
