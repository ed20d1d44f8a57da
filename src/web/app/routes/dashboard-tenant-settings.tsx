import { TenantSettings } from '@web/features/dashboards';
import { LanguageSettingsCard } from '@web/components/language-switch';
import { NotificationPreferencesCard } from '@web/features/notifications';

export default function TenantSettingsRoute() {
  return (
    <TenantSettings
      notifications={
        <>
          <LanguageSettingsCard />
          <NotificationPreferencesCard />
        </>
      }
    />
  );
}
