import { useMutation } from '@tanstack/react-query';
import type { SignInInput, SignInResult } from '@common/auth/identity-input';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

/** Signs in; the answer names where to go next (the dashboard, or the code step first). */
export function useSignIn() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      readJson<SignInResult>(api.identity['sign-in'].$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}
