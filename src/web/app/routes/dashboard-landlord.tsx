import { LandlordDashboard, RequireRole } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import {
  HostedViewingRequests,
  ListedStat,
  MyViewingRequests,
  ViewingRequestsFigure,
} from '@web/features/listings';
import { MaintenanceRequestsCard } from '@web/features/maintenance';
import { RecentPaymentsCard, RentRollCard, RevenueStat } from '@web/features/rent-roll';
import {
  ManagedPropertiesCard,
  OccupiedPropertiesStat,
  PendingApplicationsButton,
  PendingTenantLinksCard,
  PortfolioPerformance,
  PortfolioTenantsStat,
  SendNoticesButton,
} from '@web/features/tenancy';
import { EarningsWithdrawalCard } from '@web/features/withdrawals';

export default function LandlordDashboardRoute() {
  return (
    <RequireRole dashboard="landlord">
      <LandlordDashboard
        stats={
          <>
            <ListedStat />
            <OccupiedPropertiesStat />
            <PortfolioTenantsStat as="landlord" />
            <RevenueStat />
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
        <EarningsWithdrawalCard />
        <div className="grid gap-4 lg:grid-cols-3">
          <RentRollCard className="lg:col-span-2" />
          <RecentPaymentsCard />
        </div>
        <MaintenanceRequestsCard as="manager" />
        <ManagedPropertiesCard as="landlord" />
        <HostedViewingRequests />
        <MyViewingRequests />
        <MyServiceRequests />
      </LandlordDashboard>
    </RequireRole>
  );
}
