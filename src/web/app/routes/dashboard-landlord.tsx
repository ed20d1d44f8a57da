import { LandlordDashboard } from '@web/features/dashboards/landlord/landlord-dashboard';
import { RequireRole } from '@web/features/dashboards/session/require-role';

export default function LandlordDashboardRoute() {
  return (
    <RequireRole dashboard="landlord">
      <LandlordDashboard />
    </RequireRole>
  );
}
