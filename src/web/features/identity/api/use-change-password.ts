import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordData } from '@common/auth/account-security';
import { api, readJson } from '@web/lib/api-client';
import { accountSecurityKeys } from './account-security-queries';

/** A new password; the server ends the other sessions, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordData) =>
      readJson<{ changed: true }>(api.identity.password.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.sessions }),
  });
}
