import { LandlordDashboard, RequireRole } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import {
  HostedViewingRequests,
  ListedStat,
  MyViewingRequests,
  ViewingRequestsFigure,
} from '@web/features/listings';
import {
  ManagedPropertiesCard,
  OccupiedPropertiesStat,
  PendingApplicationsButton,
  PendingTenantLinksCard,
  PortfolioPerformance,
  PortfolioTenantsStat,
  SendNoticesButton,
} from '@web/features/tenancy';

export default function LandlordDashboardRoute() {
  return (
    <RequireRole dashboard="landlord">
      <LandlordDashboard
        stats={
          <>
            <ListedStat />
            <OccupiedPropertiesStat />
            <PortfolioTenantsStat as="landlord" />
          </>
        }
        performance={<PortfolioPerformance figures={<ViewingRequestsFigure />} />}
        actions={
          <>
            <SendNoticesButton />
            <PendingApplicationsButton />
          </>
        }
      >
        <PendingTenantLinksCard />
        <ManagedPropertiesCard as="landlord" />
        <HostedViewingRequests />
        <MyViewingRequests />
        <MyServiceRequests />
      </LandlordDashboard>
    </RequireRole>
  );
}
