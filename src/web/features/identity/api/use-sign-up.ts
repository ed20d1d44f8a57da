import { useMutation } from '@tanstack/react-query';
import type { BasicSignUpInput, SignUpInput, SignUpResult } from '@common/auth/identity-input';
import { currentLocale } from '@web/i18n';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

/**
 * The sign-up page's account (role and profile); the new user is signed in at once. The page's language goes
 * with it: the account keeps it, so the page does not switch to the account's default after sign-up.
 */
export function useSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      readJson<SignUpResult>(api.identity['sign-up'].$post({ json: { ...input, locale: currentLocale() } })),
    onSuccess: (result) => setUser(result.me),
  });
}

/** The /auth screen's short sign-up (name, email, password); the new user is signed in at once. */
export function useBasicSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: BasicSignUpInput) =>
      readJson<SignUpResult>(
        api.identity['sign-up'].basic.$post({ json: { ...input, locale: currentLocale() } }),
      ),
    onSuccess: (result) => setUser(result.me),
  });
}
