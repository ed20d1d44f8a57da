import { MyAbodeCityQuotesCard } from '@web/features/abode-city';
import { MyChatsCard } from '@web/features/chat';
import { ProviderDashboard, RequireRole } from '@web/features/dashboards';
import { MyServiceRequests, ProviderServicesSections } from '@web/features/home-services';
import { MyViewingRequests } from '@web/features/listings';
import { MyApplicationsCard } from '@web/features/rental-applications';

export default function ProviderDashboardRoute() {
  return (
    <RequireRole dashboard="provider">
      <ProviderDashboard>
        <ProviderServicesSections />
        <MyApplicationsCard hideWhenEmpty />
        <MyViewingRequests />
        <MyServiceRequests />
        <MyAbodeCityQuotesCard />
        <MyChatsCard hideWhenEmpty />
      </ProviderDashboard>
    </RequireRole>
  );
}
