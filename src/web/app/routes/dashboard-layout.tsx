import { DashboardLayout } from '@web/components/layouts/dashboard-layout';

export default function DashboardLayoutRoute() {
  return <DashboardLayout />;
}
