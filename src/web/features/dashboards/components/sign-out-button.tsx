import { useLingui } from '@lingui/react';
import { LogOutIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { dashboardsTexts as t } from '../dashboards-texts';
import { useDashboardSignOut } from '../session/use-sign-out';

export function SignOutButton({ iconOnly = false, ...props }: ButtonProps & { iconOnly?: boolean }) {
  const signOut = useDashboardSignOut();
  const { i18n } = useLingui();
  const label = i18n._(signOut.isPending ? t.signingOut : t.signOut);
  return (
    <Button
      variant="outline"
      size={iconOnly ? 'icon' : 'default'}
      aria-label={iconOnly ? i18n._(t.signOut) : undefined}
      title={iconOnly ? i18n._(t.signOut) : undefined}
      disabled={signOut.isPending}
      onClick={signOut.signOut}
      {...props}
    >
      <LogOutIcon aria-hidden="true" />
      {iconOnly ? null : label}
    </Button>
  );
}
