import { TenantHome } from '@web/features/dashboards/tenant/tenant-home';
import { MyServiceRequests } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings/viewings';

export default function TenantDashboardRoute() {
  return (
    <TenantHome>
      <MyViewingRequests />
      <MyServiceRequests />
    </TenantHome>
  );
}
