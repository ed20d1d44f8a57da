import { AccountSettings } from '@web/features/dashboards';
import { NotificationPreferencesCard } from '@web/features/notifications';

export default function DashboardSettingsRoute() {
  return <AccountSettings notifications={<NotificationPreferencesCard />} />;
}
