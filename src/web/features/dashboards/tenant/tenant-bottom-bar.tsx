import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'react-router';
import { cn } from '@web/lib/cn';
import { dashboardsTexts } from '../dashboards-texts';
import { isNavItemActive, tenantNavItems } from './tenant-nav';

/** Under 768 px: Home, Rent & Bills, Services and Profile along the bottom; the active item follows the path. */
export function TenantBottomBar() {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  return (
    <nav
      aria-label={i18n._(dashboardsTexts.tenant.bottomBar)}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {tenantNavItems.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {i18n._(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
