import { useLingui } from '@lingui/react';
import { PaletteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataSaverSwitch } from '@web/components/data-saver-switch';
import { SectionCard } from '@web/components/section-card';
import { Separator } from '@web/components/ui/separator';
import { dashboardsTexts } from '../dashboards-texts';
import { ThemeSwitch } from '../tenant/theme-toggle';

const t = dashboardsTexts.settingsPage;

/**
 * What every Settings page holds, whatever the role: appearance (theme, data saver) and `notifications`, the
 * notifications feature's preferences card, composed in by the route.
 */
export function SettingsSections({ notifications }: { notifications: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionCard title={i18n._(t.appearance)} icon={PaletteIcon}>
        <div className="grid gap-3">
          <ThemeSwitch />
          <Separator />
          <DataSaverSwitch label={i18n._(t.dataSaver)} hint={i18n._(t.dataSaverHint)} />
        </div>
      </SectionCard>
      {notifications}
    </div>
  );
}
