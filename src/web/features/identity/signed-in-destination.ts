import type { Me } from '@common/auth/me';
import { dashboardPathForRoles } from '@common/dashboards/dashboards';
import { paths } from '@web/config/paths';

/** Where a visitor who already has a session goes: their dashboard, or the code step first. */
export function signedInDestination(me: Me): string {
  const dashboard = dashboardPathForRoles(me.roles);
  return me.phoneVerified ? dashboard : `${paths.verifyPhone}?next=${encodeURIComponent(dashboard)}`;
}

/**
 * The page a visitor was sent to sign in from (`?redirectTo=/listings/…`), when it is a path on this site:
 * anything else (another origin, `//host`) is ignored so the link cannot send people off-site.
 */
export function returnPathFrom(search: URLSearchParams): string | null {
  const target = search.get('redirectTo');
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')
    ? target
    : null;
}

/** After sign-in: the page the visitor came from, still behind the code step when the phone is unverified. */
export function destinationAfterSignIn(serverDestination: string, returnPath: string | null): string {
  if (!returnPath) return serverDestination;
  return serverDestination.startsWith(paths.verifyPhone)
    ? `${paths.verifyPhone}?next=${encodeURIComponent(returnPath)}`
    : returnPath;
}
