import { MyAbodeCityQuotesCard } from '@web/features/abode-city';
import { MyChatsCard } from '@web/features/chat';
import { LandlordDashboard, RecentActivityCard, RequireRole } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import {
  HostedViewingRequests,
  ListedStat,
  MyViewingRequests,
  ViewingRequestsFigure,
} from '@web/features/listings';
import { MaintenanceRequestsCard } from '@web/features/maintenance';
import { SendNoticesButton } from '@web/features/notices';
import { PerformanceCharts, RecentPaymentsCard, RentRollCard, RevenueStat } from '@web/features/rent-roll';
import { RentAdvanceCard } from '@web/features/rent-advances';
import { MyApplicationsCard, ReceivedApplications } from '@web/features/rental-applications';
import {
  ManagedPropertiesCard,
  OccupiedPropertiesStat,
  PendingApplicationsButton,
  PendingTenantLinksCard,
  PortfolioPerformance,
  PortfolioTenantsStat,
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
        performance={
          <PortfolioPerformance figures={<ViewingRequestsFigure />} charts={<PerformanceCharts />} />
        }
        actions={
          <>
            <SendNoticesButton as="landlord" />
            <PendingApplicationsButton>
              <ReceivedApplications />
            </PendingApplicationsButton>
          </>
        }
      >
        <PendingTenantLinksCard />
        <EarningsWithdrawalCard />
        <RentAdvanceCard />
        <div className="grid gap-4 lg:grid-cols-3">
          <RentRollCard className="lg:col-span-2" />
          <RecentPaymentsCard />
        </div>
        <MaintenanceRequestsCard as="manager" />
        <RecentActivityCard />
        <ManagedPropertiesCard as="landlord" />
        <HostedViewingRequests />
        <MyApplicationsCard hideWhenEmpty />
        <MyViewingRequests />
        <MyServiceRequests />
        <MyAbodeCityQuotesCard />
        <MyChatsCard hideWhenEmpty />
      </LandlordDashboard>
    </RequireRole>
  );
}
