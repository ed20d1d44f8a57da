import { WrenchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { SectionCard } from '@web/components/section-card';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.caretaker;

/**
 * The caretaker's dashboard frame. The route composes each feature's cards into it: `stats` (a row of stat
 * cards), `notice` (under them, full width), `dailyTasks` and `notifications` (beside the frame's own section), and
 * `children`,
 * the cards below.
 */
export function CaretakerDashboard({
  stats,
  notice,
  dailyTasks,
  notifications,
  children,
}: {
  stats: ReactNode;
  notice?: ReactNode;
  dailyTasks: ReactNode;
  notifications: ReactNode;
  children?: ReactNode;
}) {
  return (
    <RoleDashboardFrame title={t.title} subtitle={t.subtitle}>
      <div className="grid gap-6">
        <div className="grid grid-cols-2 gap-3 lg:max-w-xl">{stats}</div>
        {notice}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {/* Maintenance requests have no table yet: the maintenance feature will provide this card. */}
          <SectionCard title={t.maintenance} icon={WrenchIcon} count={0}>
            <EmptyState icon={WrenchIcon} title={t.noMaintenance} />
          </SectionCard>
          {dailyTasks}
          {notifications}
        </div>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}
