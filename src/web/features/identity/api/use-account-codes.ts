import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@common/auth/account-security';
import { api, readJson } from '@web/lib/api-client';

/** Texts a reset code to the account's verified phone; the answer is the same for any email. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      readJson<{ requested: true }>(api.identity['password-reset'].request.$post({ json: { email } })),
  });
}

/** The code and a new password: every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      readJson<{ reset: true }>(api.identity['password-reset'].$post({ json: input })),
  });
}

/** Texts a sign-in code to the account's verified phone; the answer is the same for any email. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (email: string) =>
      readJson<{ requested: true }>(api.identity['sign-in'].code.request.$post({ json: { email } })),
  });
}
