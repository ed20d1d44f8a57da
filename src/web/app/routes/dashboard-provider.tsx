import { ProviderDashboard, RequireRole } from '@web/features/dashboards';
import { MyServiceRequests, ProviderServicesSections } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings';

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
