import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { RoleDashboardFrame } from '../components/role-dashboard-frame';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.provider;

/**
 * The service provider's dashboard frame. Its sections ('My Services', 'Service Requests', 'My Schedule',
 * 'Job History', 'My Ratings') belong to the home-services feature and are composed in by the route, with
 * any other cards (the provider's own bookings), one under another.
 */
export function ProviderDashboard({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <RoleDashboardFrame title={i18n._(t.title)} subtitle={i18n._(t.subtitle)}>
      <div className="grid grid-cols-1 gap-6">{children}</div>
    </RoleDashboardFrame>
  );
}
