import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { dashboardNames, dashboardPathForRoles, dashboards } from '@common/dashboards/dashboards';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { dashboardsTexts } from '../dashboards-texts';
import { LookupFailed, RequireRole } from '../session/require-role';
import { useSessionWatch } from '../session/use-session-watch';
import { SettingsSections } from './settings-sections';
import { RoleDashboardFrame } from './role-dashboard-frame';

const t = dashboardsTexts.settingsPage;

/**
 * /dashboard/settings: the landlord's, caretaker's, provider's and superadmin's Settings, in their dashboards'
 * frame, with the same sections as the tenant's. A tenant is sent to the tenant area's own Settings; no
 * session → /auth (through the role guard of the user's own dashboard).
 */
export function AccountSettings({ notifications }: { notifications: ReactNode }) {
  useSessionWatch();
  const { i18n } = useLingui();
  const { data: me, error } = useMe();
  if (me === undefined) {
    return error ? <LookupFailed error={error} /> : <PageSpinner label={i18n._(dashboardsTexts.loading)} />;
  }
  if (me === null) return <Navigate to={paths.auth} replace />;
  const own = dashboardPathForRoles(me.roles);
  if (own === paths.tenantDashboard) return <Navigate to={paths.tenantSettings} replace />;
  const dashboard = dashboardNames.find((name) => dashboards[name].path === own);
  if (!dashboard) return <Navigate to={paths.home} replace />;
  return (
    <RequireRole dashboard={dashboard}>
      <RoleDashboardFrame title={i18n._(t.title)} subtitle={i18n._(t.subtitle)}>
        <SettingsSections notifications={notifications} />
      </RoleDashboardFrame>
    </RequireRole>
  );
}
