import { ProviderDashboard } from '@web/features/dashboards/provider/provider-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';
import { ProviderServicesSections } from '@web/features/home-services';

export default function ProviderDashboardRoute() {
  return (
    <RequireRole dashboard="provider">
      <ProviderDashboard>
        <ProviderServicesSections />
      </ProviderDashboard>
    </RequireRole>
  );
}
