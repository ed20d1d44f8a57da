import { LandlordDashboard } from '@web/features/dashboards/landlord/landlord-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';
import { MyServiceRequests } from '@web/features/home-services';
import { HostedViewingRequests, MyViewingRequests } from '@web/features/listings/viewings';
import { PendingTenantLinksCard } from '@web/features/tenancy/components/pending-tenant-links-card';

export default function LandlordDashboardRoute() {
  return (
    <RequireRole dashboard="landlord">
      <LandlordDashboard>
        <HostedViewingRequests />
        <PendingTenantLinksCard />
        <MyViewingRequests />
        <MyServiceRequests />
      </LandlordDashboard>
    </RequireRole>
  );
}
