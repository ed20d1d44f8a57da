import { CaretakerDashboard, RequireRole } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings';
import { MyApplicationsCard } from '@web/features/rental-applications';
import { MaintenanceRequestsCard } from '@web/features/maintenance';
import { SendNoticesButton } from '@web/features/notices';
import { NotificationsCard } from '@web/features/notifications';
import {
  ManagedPropertiesCard,
  ManagedPropertiesStat,
  NoManagedPropertiesNotice,
  PendingTenantLinksCard,
  PortfolioTenantsStat,
  TenantsToConfirmCard,
} from '@web/features/tenancy';

export default function CaretakerDashboardRoute() {
  return (
    <RequireRole dashboard="caretaker">
      <CaretakerDashboard
        stats={
          <>
            <ManagedPropertiesStat />
            <PortfolioTenantsStat as="caretaker" />
          </>
        }
        notice={<NoManagedPropertiesNotice />}
        maintenance={<MaintenanceRequestsCard as="manager" />}
        dailyTasks={<TenantsToConfirmCard />}
        notifications={<NotificationsCard />}
      >
        <div className="justify-self-start">
          <SendNoticesButton as="caretaker" />
        </div>
        <PendingTenantLinksCard />
        <ManagedPropertiesCard as="caretaker" />
        <MyApplicationsCard hideWhenEmpty />
        <MyViewingRequests />
        <MyServiceRequests />
      </CaretakerDashboard>
    </RequireRole>
  );
}
