import { TenantHome } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings';
import { ApartmentSelector, LinkedPropertiesCard } from '@web/features/tenancy';

export default function TenantDashboardRoute() {
  return (
    <TenantHome apartment={<ApartmentSelector />}>
      <LinkedPropertiesCard />
      <MyViewingRequests />
      <MyServiceRequests />
    </TenantHome>
  );
}
