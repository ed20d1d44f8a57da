import { TenantHome } from '@web/features/dashboards/tenant/tenant-home';
import { MyViewingRequests } from '@web/features/listings/viewings';

export default function TenantDashboardRoute() {
  return (
    <TenantHome>
      <MyViewingRequests />
    </TenantHome>
  );
}
