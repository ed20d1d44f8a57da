import { AccountSettings } from '@web/features/dashboards';
import { LanguageSettingsCard } from '@web/components/language-switch';
import { NotificationPreferencesCard } from '@web/features/notifications';

export default function DashboardSettingsRoute() {
  return (
    <AccountSettings
      notifications={
        <>
          <LanguageSettingsCard />
          <NotificationPreferencesCard />
        </>
      }
    />
  );
}
