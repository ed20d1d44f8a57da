import { useMutation } from '@tanstack/react-query';
import type { CodeDelivery } from '@common/auth/identity-input';
import { api, readJson } from '@web/lib/api-client';

/** Texts a code to the user's phone; the answer says whether one went out and when another may. */
export function useSendCode() {
  return useMutation({
    mutationFn: () => readJson<CodeDelivery>(api.identity.phone['send-code'].$post()),
  });
}
