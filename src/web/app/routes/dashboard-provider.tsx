import { ProviderDashboard } from '@web/features/dashboards/provider/provider-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';
import { MyServiceRequests, ProviderServicesSections } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings/viewings';

export default function ProviderDashboardRoute() {
  return (
    <RequireRole dashboard="provider">
      <ProviderDashboard>
        <ProviderServicesSections />
        <MyViewingRequests />
        <MyServiceRequests />
      </ProviderDashboard>
    </RequireRole>
  );
}
