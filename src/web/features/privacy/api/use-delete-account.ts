import { useMutation } from '@tanstack/react-query';
import type { AccountDeleted, DeleteAccountData } from '@common/privacy/privacy-contracts';
import { api, readJson } from '@web/lib/api-client';

/** Erases the account (the server ends every session); the caller then signs this tab out. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountData): Promise<AccountDeleted> =>
      readJson(api.privacy['account-deletion'].$post({ json: input })),
  });
}
