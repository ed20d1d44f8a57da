import { useLingui } from '@lingui/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Me } from '@common/auth/me';
import { canOpenDashboard, dashboardPathForRoles, type DashboardName } from '@common/dashboards/dashboards';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { dashboardsTexts } from '../dashboards-texts';
import { isSignedOutHere, clearSignedOutHere } from './signed-out-here';
import { useSessionWatch } from './use-session-watch';

const SignedInContext = createContext<Me | null>(null);

/** The signed-in user inside a RequireRole: never null there. */
export function useSignedInUser(): Me {
  const me = useContext(SignedInContext);
  if (!me) throw new Error('useSignedInUser must be used inside RequireRole.');
  return me;
}

/** A failed /api/me lookup is logged and the user is sent home, as the spec's role redirect says. */
export function LookupFailed({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Could not look up the signed-in user', error);
  }, [error]);
  return <Navigate to={paths.home} replace />;
}

/** The sign-out mark lasts until the dashboard signed out from this tab is gone. */
function useClearSignOutMarkOnLeave() {
  useEffect(() => {
    return () => {
      clearSignedOutHere();
    };
  }, []);
}

/**
 * A dashboard's gate: no session (or the session ends) → /auth; a phone not yet verified → /verify-phone; the
 * wrong role → the user's own dashboard.
 * The API enforces the same rule on every route; this only spares the user a page they cannot use.
 */
export function RequireRole({ dashboard, children }: { dashboard: DashboardName; children: ReactNode }) {
  useSessionWatch();
  useClearSignOutMarkOnLeave();
  const { i18n } = useLingui();
  const { data: me, error } = useMe();
  if (me === undefined) {
    return error ? <LookupFailed error={error} /> : <PageSpinner label={i18n._(dashboardsTexts.loading)} />;
  }
  if (me === null) {
    // Signed out from this tab: it is already on its way to /.
    if (isSignedOutHere()) return <PageSpinner label={i18n._(dashboardsTexts.signingOut)} />;
    return <Navigate to={paths.auth} replace />;
  }
  if (!me.phoneVerified) return <Navigate to={paths.verifyPhone} replace />;
  if (!canOpenDashboard(me.roles, dashboard))
    return <Navigate to={dashboardPathForRoles(me.roles)} replace />;
  return <SignedInContext.Provider value={me}>{children}</SignedInContext.Provider>;
}
