import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.financing;

/**
 * The financing officer's dashboard frame (the partner bank's staff). Its cards, CoopaRent's decision queue
 * and the lender's book, belong to the rent-financing feature and are composed in by the route.
 */
export function FinancingDashboard({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <RoleDashboardFrame title={i18n._(t.title)} subtitle={i18n._(t.subtitle)}>
      <div className="grid grid-cols-1 gap-6">{children}</div>
    </RoleDashboardFrame>
  );
}
