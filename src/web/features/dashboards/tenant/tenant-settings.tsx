import { PaletteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataSaverSwitch } from '@web/components/data-saver-switch';
import { SectionCard } from '@web/components/section-card';
import { Separator } from '@web/components/ui/separator';
import { usePageTitle } from '@web/lib/use-page-title';
import { dashboardsTexts } from '../dashboards-texts';
import { ThemeSwitch } from './theme-toggle';

const t = dashboardsTexts.settingsPage;

/**
 * /dashboard/tenant/settings: appearance and data saver here; `notifications`, the notifications feature's
 * preferences card, composed in by the route.
 */
export function TenantSettings({ notifications }: { notifications: ReactNode }) {
  usePageTitle(t.title);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </div>
      <SectionCard title={t.appearance} icon={PaletteIcon}>
        <div className="grid gap-3">
          <ThemeSwitch />
          <Separator />
          <DataSaverSwitch label={t.dataSaver} hint={t.dataSaverHint} />
        </div>
      </SectionCard>
      {notifications}
    </div>
  );
}
