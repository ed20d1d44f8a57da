import { CaretakerDashboard } from '@web/features/dashboards/caretaker/caretaker-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';
import { MyServiceRequests } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings/viewings';
import { PendingTenantLinksCard } from '@web/features/tenancy/components/pending-tenant-links-card';

export default function CaretakerDashboardRoute() {
  return (
    <RequireRole dashboard="caretaker">
      <CaretakerDashboard>
        <PendingTenantLinksCard />
        <MyViewingRequests />
        <MyServiceRequests />
      </CaretakerDashboard>
    </RequireRole>
  );
}
