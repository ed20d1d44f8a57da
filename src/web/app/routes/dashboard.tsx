import { DashboardEntry } from '@web/features/dashboards/generic/dashboard-entry';

/** /dashboard: sends each role to its dashboard; the superadmin's is the generic one, here. */
export default function DashboardRoute() {
  return <DashboardEntry />;
}
