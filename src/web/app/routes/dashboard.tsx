import { DashboardEntry } from '@web/features/dashboards/generic/dashboard-entry';
import { MyServiceRequests } from '@web/features/home-services';
import { KycReviewQueue } from '@web/features/kyc/components/kyc-review-queue';
import { MyViewingRequests } from '@web/features/listings/viewings';

/** /dashboard: sends each role to its dashboard; the superadmin's is the generic one, here. */
export default function DashboardRoute() {
  return (
    <DashboardEntry>
      <KycReviewQueue />
      <MyViewingRequests />
      <MyServiceRequests />
    </DashboardEntry>
  );
}
