import { ProviderDashboard } from '@web/features/dashboards/provider/provider-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';

export default function ProviderDashboardRoute() {
  return (
    <RequireRole dashboard="provider">
      <ProviderDashboard />
    </RequireRole>
  );
}
