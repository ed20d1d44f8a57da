import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { dashboardPathForRoles } from '@common/dashboards/dashboards';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { dashboardsTexts } from '../dashboards-texts';
import { LookupFailed, RequireRole } from '../session/require-role';
import { useSessionWatch } from '../session/use-session-watch';
import { GenericDashboard } from './generic-dashboard';

/**
 * /dashboard: the role redirect. Tenant or no role → /dashboard/tenant, landlord → /dashboard/landlord,
 * service_provider → /dashboard/provider, caretaker → /dashboard/caretaker, superadmin stays here on the
 * generic dashboard, any other role → /, a failed lookup → / (logged), no session → /auth. `stats` and
 * `children` go to the generic dashboard.
 */
export function DashboardEntry({ stats, children }: { stats?: ReactNode; children?: ReactNode }) {
  useSessionWatch();
  const { i18n } = useLingui();
  const { data: me, error } = useMe();
  if (me === undefined) {
    return error ? <LookupFailed error={error} /> : <PageSpinner label={i18n._(dashboardsTexts.loading)} />;
  }
  if (me === null) return <Navigate to={paths.auth} replace />;
  const own = dashboardPathForRoles(me.roles);
  if (own !== paths.dashboard) return <Navigate to={own} replace />;
  return (
    <RequireRole dashboard="overview">
      <GenericDashboard stats={stats}>{children}</GenericDashboard>
    </RequireRole>
  );
}
