import { DashboardEntry } from '@web/features/dashboards/generic/dashboard-entry';
import { KycReviewQueue } from '@web/features/kyc/components/kyc-review-queue';

/** /dashboard: sends each role to its dashboard; the superadmin's is the generic one, here. */
export default function DashboardRoute() {
  return (
    <DashboardEntry>
      <KycReviewQueue />
    </DashboardEntry>
  );
}
