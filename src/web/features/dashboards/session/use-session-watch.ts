import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from '@web/lib/auth/use-me';

/** How often an open dashboard re-checks the session, so an expired one is noticed without a click. */
const recheckEveryMs = 60_000;

/**
 * Keeps /api/me fresh while a dashboard is open: whenever the window gets focus or the tab becomes visible
 * (not only once the answer is stale), and once a minute. `useMe` itself already follows the other tabs'
 * sign-in and sign-out and any 401; the guard reacts to the answer (null → /auth).
 */
export function useSessionWatch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(recheck, recheckEveryMs);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
    };
  }, [queryClient]);
}
