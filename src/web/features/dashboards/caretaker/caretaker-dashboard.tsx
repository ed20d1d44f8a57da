import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';
import { CaretakerTenantsCard } from './caretaker-tenants-card';
import { DailyTasksCard } from './daily-tasks-card';

const t = dashboardsTexts.caretaker;

/**
 * The caretaker's dashboard frame. The route composes each feature's cards into it: `stats` (a row of stat
 * cards), `notice` (under them, full width), `maintenance` (the queue of maintenance requests) and
 * `notifications` beside this frame's own 'Daily Tasks' and 'Tenants', and `children`, the cards below.
 */
export function CaretakerDashboard({
  stats,
  notice,
  maintenance,
  notifications,
  children,
}: {
  stats: ReactNode;
  notice?: ReactNode;
  maintenance: ReactNode;
  notifications: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <RoleDashboardFrame title={i18n._(t.title)} subtitle={i18n._(t.subtitle)}>
      <div className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-2 gap-3 lg:max-w-xl">{stats}</div>
        {notice}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {maintenance}
          <DailyTasksCard />
          {notifications}
          <CaretakerTenantsCard />
        </div>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}
