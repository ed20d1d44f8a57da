import { useMutation } from '@tanstack/react-query';
import type { CodeSignInInput } from '@common/auth/account-security';
import type { SignInResult } from '@common/auth/identity-input';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

/** Signs in with the texted code; the answer names the dashboard to go to. */
export function useSignInWithCode() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: CodeSignInInput) =>
      readJson<SignInResult>(api.identity['sign-in'].code.$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}
