import { useLingui } from '@lingui/react';
import { MoonIcon, SunIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { dashboardsTexts } from '../dashboards-texts';
import { useTenantTheme } from './use-tenant-theme';

const t = dashboardsTexts.theme;

/** The header's icon button: a toggle button named 'Dark mode', pressed when dark. */
export function ThemeToggleButton() {
  const { theme, toggleTheme } = useTenantTheme();
  const dark = theme === 'dark';
  const { i18n } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={i18n._(t.label)}
      aria-pressed={dark}
      title={i18n._(dark ? t.toLight : t.toDark)}
      onClick={toggleTheme}
    >
      {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}

/** The profile's switch for the same setting. */
export function ThemeSwitch() {
  const { theme, setTheme } = useTenantTheme();
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="flex items-center gap-2">
        <MoonIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {i18n._(t.label)}
      </Label>
      <Switch id={id} checked={theme === 'dark'} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} />
    </div>
  );
}
