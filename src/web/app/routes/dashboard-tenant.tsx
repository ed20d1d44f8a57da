import { MyAbodeCityQuotesCard } from '@web/features/abode-city';
import { MyChatsCard } from '@web/features/chat';
import { TenantHome } from '@web/features/dashboards';
import { MyServiceRequests } from '@web/features/home-services';
import { FavouriteHomes, MyViewingRequests } from '@web/features/listings';
import { MaintenanceRequestsCard, ReportProblemCard } from '@web/features/maintenance';
import { TenantNoticesCard } from '@web/features/notices';
import { MyApplicationsCard } from '@web/features/rental-applications';
import { SavedSearchesCard } from '@web/features/saved-searches';
import { ApartmentSelector, LinkedPropertiesCard } from '@web/features/tenancy';
import { WalletBalance, WalletHistoryCard } from '@web/features/wallet';

export default function TenantDashboardRoute() {
  return (
    <TenantHome
      apartment={<ApartmentSelector />}
      balance={<WalletBalance />}
      transactions={<WalletHistoryCard />}
    >
      <TenantNoticesCard />
      <LinkedPropertiesCard />
      <ReportProblemCard />
      <MaintenanceRequestsCard as="tenant" />
      <MyApplicationsCard />
      <MyViewingRequests />
      <FavouriteHomes />
      <SavedSearchesCard />
      <MyServiceRequests />
      <MyAbodeCityQuotesCard />
      <MyChatsCard />
    </TenantHome>
  );
}
