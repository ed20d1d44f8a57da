import { useQuery } from '@tanstack/react-query';
import type { Me } from '@common/auth/me';
import { ApiError, readJson } from '@web/lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user, or null when there is no session. Shared by every feature that needs to know who is
 * signed in; the identity feature owns signing in and out.
 */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async (): Promise<Me | null> => {
      try {
        return await readJson<Me>(fetch('/api/me', { credentials: 'same-origin' }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
