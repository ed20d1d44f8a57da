import { useMutation } from '@tanstack/react-query';
import type {
  BasicSignUpInput,
  CodeDelivery,
  SignInInput,
  SignInResult,
  SignUpInput,
  SignUpResult,
  UpdateMeInput,
  UpdateMeResult,
} from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { api } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';
import { readIdentityJson as readJson } from '../api-errors';

/** The identity API as TanStack Query mutations; failures arrive as ApiError with the server's message. */

export function useSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      readJson<SignUpResult>(api.identity['sign-up'].$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}

export function useBasicSignUp() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: BasicSignUpInput) =>
      readJson<SignUpResult>(api.identity['sign-up'].basic.$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}

export function useSignIn() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      readJson<SignInResult>(api.identity['sign-in'].$post({ json: input })),
    onSuccess: (result) => setUser(result.me),
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: () => readJson<CodeDelivery>(api.identity.phone['send-code'].$post()),
  });
}

export function useVerifyCode() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (code: string) => readJson<{ me: Me }>(api.identity.phone.verify.$post({ json: { code } })),
    onSuccess: (result) => setUser(result.me),
  });
}

/**
 * Sets or changes the phone (`PATCH /api/me`). The server texts a code to a new number and says whether it
 * did: `verification` is what the code step shows.
 */
export function useSetPhone() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: async (phone: string) => {
      const { verification, ...me } = await readJson<UpdateMeResult>(
        api.me.$patch({ json: { phone } satisfies UpdateMeInput }),
      );
      return { me: me satisfies Me, verification };
    },
    onSuccess: ({ me }) => setUser(me),
  });
}
