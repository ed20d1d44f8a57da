import { useLingui } from '@lingui/react';
import { Building2Icon, TrendingUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.landlord;

/**
 * The landlord's dashboard frame. The route composes each feature's cards into it: `stats` (the row of stat
 * cards, revenue among them), `performance` (the Performance section's content), `actions`
 * (buttons after the frame's link to list a property), and `children`, the cards below (the properties card
 * has 'Add Property').
 */
export function LandlordDashboard({
  stats,
  performance,
  actions,
  children,
}: {
  stats: ReactNode;
  performance: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <RoleDashboardFrame title={i18n._(t.title)} subtitle={i18n._(t.subtitle)}>
      <div className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{stats}</div>
        <div className="grid gap-4 lg:grid-cols-3">
          <SectionCard title={i18n._(t.performance)} icon={TrendingUpIcon} className="lg:col-span-2">
            {performance}
          </SectionCard>
          <SectionCard title={i18n._(t.actions)}>
            <div className="grid gap-2">
              <Button asChild variant="outline">
                <Link to={paths.listVehicle}>
                  <Building2Icon aria-hidden="true" />
                  {i18n._(t.listProperty)}
                </Link>
              </Button>
              {actions}
            </div>
          </SectionCard>
        </div>
        {children}
      </div>
    </RoleDashboardFrame>
  );
}
