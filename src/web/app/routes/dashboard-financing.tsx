import { FinancingDashboard, RequireRole } from '@web/features/dashboards';
import { NotificationsCard } from '@web/features/notifications';
import { RentAdvanceDecisionsCard } from '@web/features/rent-advances';
import { LenderBookCard, OkoaRentQueueCard } from '@web/features/rent-financing';

export default function FinancingDashboardRoute() {
  return (
    <RequireRole dashboard="financing">
      <FinancingDashboard>
        <OkoaRentQueueCard />
        <RentAdvanceDecisionsCard />
        <LenderBookCard />
        <NotificationsCard />
      </FinancingDashboard>
    </RequireRole>
  );
}
