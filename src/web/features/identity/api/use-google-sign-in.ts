import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AuthConfig,
  GoogleCompleteInput,
  GooglePendingAccount,
  GoogleStart,
} from '@common/auth/google-sign-in';
import type { SignUpResult } from '@common/auth/identity-input';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

/** Which ways in the server offers: 'Continue with Google' is shown only where Google is configured. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: () => readJson<AuthConfig>(api.identity.config.$get()),
    staleTime: Infinity,
  });
}

/** Starts a Google sign-in and sends the browser to Google (or the stand-in) to choose its account. */
export function useStartGoogleSignIn() {
  return useMutation({
    mutationFn: () => readJson<GoogleStart>(api.identity.google.start.$post()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** A Google sign-in back from Google whose account has no role or phone yet (404/401/409 otherwise). */
export function useGooglePendingAccount(enabled: boolean) {
  return useQuery({
    queryKey: ['google-pending'],
    queryFn: () => readJson<GooglePendingAccount>(api.identity.google.pending.$get()),
    enabled,
    retry: false,
  });
}

/** The new Google account's role, name and phone; it is then signed in as any new account, phone unproved. */
export function useCompleteGoogleSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: GoogleCompleteInput) =>
      readJson<SignUpResult>(api.identity.google.complete.$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}
