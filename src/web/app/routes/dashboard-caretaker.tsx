import { MyAbodeCityQuotesCard } from '@web/features/abode-city';
import { MyChatsCard } from '@web/features/chat';
import { CaretakerDashboard, caretakerAnchors, RequireRole } from '@web/features/dashboards';
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
        notifications={<NotificationsCard />}
      >
        <div className="justify-self-start">
          <SendNoticesButton as="caretaker" />
        </div>
        {/* Daily Tasks links here: the tenants waiting, the properties' units and their bills. */}
        <div id={caretakerAnchors.tenantLinks} className="scroll-mt-20 empty:hidden">
          <PendingTenantLinksCard />
        </div>
        <div id={caretakerAnchors.properties} className="scroll-mt-20">
          <ManagedPropertiesCard as="caretaker" />
        </div>
        <MyApplicationsCard hideWhenEmpty />
        <MyViewingRequests />
        <MyServiceRequests />
        <MyAbodeCityQuotesCard />
        <MyChatsCard hideWhenEmpty />
      </CaretakerDashboard>
    </RequireRole>
  );
}
