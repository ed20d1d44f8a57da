import { useMutation } from '@tanstack/react-query';
import type { Me } from '@common/auth/me';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

/** Checks the phone's code; the verified user becomes the cached one at once. */
export function useVerifyCode() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (code: string) => readJson<{ me: Me }>(api.identity.phone.verify.$post({ json: { code } })),
    onSuccess: (result) => setUser(result.me),
  });
}
