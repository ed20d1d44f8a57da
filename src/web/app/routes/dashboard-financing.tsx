import { FinancingDashboard, RequireRole } from '@web/features/dashboards';
import { NotificationsCard } from '@web/features/notifications';
import { RentAdvanceDecisionsCard } from '@web/features/rent-advances';

export default function FinancingDashboardRoute() {
  return (
    <RequireRole dashboard="financing">
      <FinancingDashboard>
        <RentAdvanceDecisionsCard />
        <NotificationsCard />
      </FinancingDashboard>
    </RequireRole>
  );
}
