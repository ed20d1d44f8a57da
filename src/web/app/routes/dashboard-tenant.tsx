import { lazy, Suspense, type ReactNode } from 'react';
import { MyChatsCard } from '@web/features/chat';
import { TenantHome } from '@web/features/dashboards';
import { ApartmentSelector, LinkedPropertiesCard } from '@web/features/tenancy';
import { WalletBalance, WalletHistoryCard } from '@web/features/wallet';

// Below the fold on a phone (the greeting, the apartment, the wallet and the quick actions fill it): their code
// is fetched once the top of the page is drawn, so the first paint waits for less. The chat and tenancy cards
// stay here: their features are loaded with the page anyway (the live chat, the apartment chooser).
const TenantNoticesCard = lazy(() =>
  import('@web/features/notices').then((feature) => ({ default: feature.TenantNoticesCard })),
);
const ReportProblemCard = lazy(() =>
  import('@web/features/maintenance').then((feature) => ({ default: feature.ReportProblemCard })),
);
const MaintenanceRequestsCard = lazy(() =>
  import('@web/features/maintenance').then((feature) => ({ default: feature.MaintenanceRequestsCard })),
);
const MyApplicationsCard = lazy(() =>
  import('@web/features/rental-applications').then((feature) => ({ default: feature.MyApplicationsCard })),
);
const MyViewingRequests = lazy(() =>
  import('@web/features/listings').then((feature) => ({ default: feature.MyViewingRequests })),
);
const FavouriteHomes = lazy(() =>
  import('@web/features/listings').then((feature) => ({ default: feature.FavouriteHomes })),
);
const SavedSearchesCard = lazy(() =>
  import('@web/features/saved-searches').then((feature) => ({ default: feature.SavedSearchesCard })),
);
const MyServiceRequests = lazy(() =>
  import('@web/features/home-services').then((feature) => ({ default: feature.MyServiceRequests })),
);
const MyAbodeCityQuotesCard = lazy(() =>
  import('@web/features/abode-city').then((feature) => ({ default: feature.MyAbodeCityQuotesCard })),
);

/** Each card drawn when its code has come, in a task of its own. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function TenantDashboardRoute() {
  return (
    <TenantHome
      apartment={<ApartmentSelector />}
      balance={<WalletBalance />}
      transactions={<WalletHistoryCard />}
    >
      <Later>
        <TenantNoticesCard />
      </Later>
      <LinkedPropertiesCard />
      <Later>
        <ReportProblemCard />
      </Later>
      <Later>
        <MaintenanceRequestsCard as="tenant" />
      </Later>
      <Later>
        <MyApplicationsCard />
      </Later>
      <Later>
        <MyViewingRequests />
      </Later>
      <Later>
        <FavouriteHomes />
      </Later>
      <Later>
        <SavedSearchesCard />
      </Later>
      <Later>
        <MyServiceRequests />
      </Later>
      <Later>
        <MyAbodeCityQuotesCard />
      </Later>
      <MyChatsCard />
    </TenantHome>
  );
}
