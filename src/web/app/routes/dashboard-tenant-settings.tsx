import { TenantSettings } from '@web/features/dashboards';
import { NotificationPreferencesCard } from '@web/features/notifications';

export default function TenantSettingsRoute() {
  return <TenantSettings notifications={<NotificationPreferencesCard />} />;
}
