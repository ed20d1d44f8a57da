import { useLingui } from '@lingui/react';
import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Me } from '@common/auth/me';
import { dashboardPathForRoles } from '@common/dashboards/dashboards';
import { Avatar, AvatarFallback } from '@web/components/ui/avatar';
import { paths } from '@web/config/paths';
import { dashboardsTexts as t } from '../dashboards-texts';
import { useDashboardSignOut } from '../session/use-sign-out';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2';

export function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Where the signed-in user's Settings live: the tenant area's own page, else the shared one. */
export function settingsPathFor(roles: Me['roles']): string {
  return dashboardPathForRoles(roles) === paths.tenantDashboard ? paths.tenantSettings : paths.settings;
}

/**
 * The account menu of every top bar (the public site's and the role dashboards'): the avatar opens a
 * disclosure of links: dashboard, profile (tenants), settings, and sign out.
 */
export function AccountMenu({ me, showName = false }: { me: Me; showName?: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const signOut = useDashboardSignOut();
  const { i18n } = useLingui();

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

  const isTenant = dashboardPathForRoles(me.roles) === paths.tenantDashboard;
  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        type="button"
        className="flex min-w-0 items-center gap-2 rounded-full p-1 hover:bg-muted focus-visible:outline-2"
        aria-expanded={open}
        aria-controls={menuId}
        title={i18n._(t.role.signedInAs(me.fullName))}
        onClick={() => setOpen((was) => !was)}
      >
        {/* Named by its text, which holds the name it shows (WCAG 2.5.3); the initials and the shown name are
            pictures of it. An aria-label would have to contain the initials too. */}
        <span className="sr-only">{i18n._(t.account.menu(me.fullName))}</span>
        <Avatar className="size-8" aria-hidden="true">
          <AvatarFallback className="text-xs">{initialsOf(me.fullName)}</AvatarFallback>
        </Avatar>
        {showName ? (
          <span aria-hidden="true" className="hidden truncate text-sm font-medium sm:inline">
            {me.fullName}
          </span>
        ) : null}
        <ChevronDownIcon className="size-4 shrink-0" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 top-full z-50 mt-2 grid w-52 gap-0.5 rounded-lg border bg-background p-1 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-muted-foreground">
            {i18n._(t.role.signedInAs(me.fullName))}
          </p>
          <Link className={itemClass} to={dashboardPathForRoles(me.roles)}>
            {i18n._(t.account.dashboard)}
          </Link>
          {isTenant ? (
            <Link className={itemClass} to={paths.tenantProfile}>
              {i18n._(t.account.profile)}
            </Link>
          ) : null}
          <Link className={itemClass} to={settingsPathFor(me.roles)}>
            {i18n._(t.settings)}
          </Link>
          <button type="button" className={itemClass} disabled={signOut.isPending} onClick={signOut.signOut}>
            {i18n._(signOut.isPending ? t.signingOut : t.signOut)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
