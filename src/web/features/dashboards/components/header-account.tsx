import { NotificationBell } from '@web/features/notifications';
import { useMe } from '@web/lib/auth/use-me';
import { AccountMenu } from './account-menu';

/**
 * The public site's top bar for a signed-in person, instead of 'Sign Up' and 'Sign In': the notifications
 * bell and the account menu (dashboard, profile, settings, sign out).
 */
export function HeaderAccount() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="flex items-center gap-1">
      <NotificationBell />
      <AccountMenu me={me} />
    </div>
  );
}
