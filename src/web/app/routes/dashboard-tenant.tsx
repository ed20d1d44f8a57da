import { TenantHome } from '@web/features/dashboards/tenant/tenant-home';
import { MyServiceRequests } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings/viewings';
import { LinkedPropertiesCard } from '@web/features/tenancy/components/linked-properties-card';

export default function TenantDashboardRoute() {
  return (
    <TenantHome>
      <LinkedPropertiesCard />
      <MyViewingRequests />
      <MyServiceRequests />
    </TenantHome>
  );
}
