import { useMutation } from '@tanstack/react-query';
import type { BasicSignUpInput, SignUpInput, SignUpResult } from '@common/auth/identity-input';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

/** The sign-up page's account (role and profile); the new user is signed in at once. */
export function useSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      readJson<SignUpResult>(api.identity['sign-up'].$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}

/** The /auth screen's short sign-up (name, email, password); the new user is signed in at once. */
export function useBasicSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: BasicSignUpInput) =>
      readJson<SignUpResult>(api.identity['sign-up'].basic.$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}
