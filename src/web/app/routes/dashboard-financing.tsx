import { FinancingDashboard, RequireRole } from '@web/features/dashboards';
import { NotificationsCard } from '@web/features/notifications';

export default function FinancingDashboardRoute() {
  return (
    <RequireRole dashboard="financing">
      <FinancingDashboard>
        <NotificationsCard />
      </FinancingDashboard>
    </RequireRole>
  );
}
