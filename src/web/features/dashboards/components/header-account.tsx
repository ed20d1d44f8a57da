import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { dashboardPathForRoles } from '@common/dashboards/dashboards';
import { Avatar, AvatarFallback } from '@web/components/ui/avatar';
import { paths } from '@web/config/paths';
import { NotificationBell } from '@web/features/notifications';
import { useMe } from '@web/lib/auth/use-me';
import { dashboardsTexts as t } from '../dashboards-texts';
import { useDashboardSignOut } from '../session/use-sign-out';
import { initialsOf } from './role-dashboard-frame';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2';

/**
 * The public site's top bar for a signed-in person, instead of 'Sign Up' and 'Sign In': the notifications
 * bell and an account menu (dashboard, profile, sign out). A disclosure of links, as the Partnerships menu.
 */
export function HeaderAccount() {
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const signOut = useDashboardSignOut();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!me) return null;
  const isTenant = dashboardPathForRoles(me.roles) === paths.tenantDashboard;
  return (
    <div className="flex items-center gap-1">
      <NotificationBell />
      <div ref={rootRef} className="relative">
        <button
          type="button"
          className="flex items-center gap-1 rounded-full p-1 hover:bg-muted focus-visible:outline-2"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t.account.menu(me.fullName)}
          onClick={() => setOpen((was) => !was)}
        >
          <Avatar className="size-8">
            <AvatarFallback className="text-xs">{initialsOf(me.fullName)}</AvatarFallback>
          </Avatar>
          <ChevronDownIcon className="size-4" aria-hidden="true" />
        </button>
        {open ? (
          <div
            id={menuId}
            className="absolute right-0 top-full z-50 mt-2 grid w-52 gap-0.5 rounded-lg border bg-background p-1 shadow-lg"
          >
            <p className="truncate px-3 py-2 text-xs text-muted-foreground">
              {t.role.signedInAs(me.fullName)}
            </p>
            <Link className={itemClass} to={dashboardPathForRoles(me.roles)}>
              {t.account.dashboard}
            </Link>
            {isTenant ? (
              <Link className={itemClass} to={paths.tenantProfile}>
                {t.account.profile}
              </Link>
            ) : null}
            <button
              type="button"
              className={itemClass}
              disabled={signOut.isPending}
              onClick={signOut.signOut}
            >
              {signOut.isPending ? t.signingOut : t.signOut}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
