import { useMutation } from '@tanstack/react-query';
import type { UpdateMeInput, UpdateMeResult } from '@common/auth/identity-input';
import type { Me } from '@common/auth/me';
import { api, readJson } from '@web/lib/api-client';
import { useSetSignedInUser } from '@web/lib/auth/use-me';

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
