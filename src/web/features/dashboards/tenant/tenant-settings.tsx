import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@web/lib/use-page-title';
import { SettingsSections } from '../components/settings-sections';
import { dashboardsTexts } from '../dashboards-texts';

const t = dashboardsTexts.settingsPage;

/**
 * /dashboard/tenant/settings: appearance and data saver here; `notifications`, the notifications feature's
 * preferences card, composed in by the route.
 */
export function TenantSettings({ notifications }: { notifications: ReactNode }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.title));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{i18n._(t.title)}</h1>
        <p className="text-muted-foreground">{i18n._(t.subtitle)}</p>
      </div>
      <SettingsSections notifications={notifications} />
    </div>
  );
}
