import { useLingui } from '@lingui/react';
import { SettingsIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { NotificationBell } from '@web/features/notifications';
import { Separator } from '@web/components/ui/separator';
import { paths } from '@web/config/paths';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@web/components/ui/sidebar';
import { SignOutButton } from '../components/sign-out-button';
import { dashboardsTexts } from '../dashboards-texts';
import { RequireRole } from '../session/require-role';
import { TenantBottomBar } from './tenant-bottom-bar';
import { TenantSidebar } from './tenant-sidebar';
import { ThemeToggleButton } from './theme-toggle';
import { useApplyTenantTheme } from './use-tenant-theme';

const t = dashboardsTexts.tenant;

/** The tenant area's frame (/dashboard/tenant/*): sidebar, top bar, the page and, under 768 px, the bottom bar. */
export function TenantFrame() {
  return (
    <RequireRole dashboard="tenant">
      <TenantChrome />
    </RequireRole>
  );
}

function TenantChrome() {
  useApplyTenantTheme();
  const { i18n } = useLingui();
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {i18n._(dashboardsTexts.skipToContent)}
      </a>
      <TenantSidebar />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
          <SidebarTrigger label={i18n._(t.toggleSidebar)} />
          <Separator orientation="vertical" className="h-5" />
          <p className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground">
            {i18n._(t.area)}
          </p>
          <NotificationBell />
          <ThemeToggleButton />
          <Button asChild variant="ghost" size="icon">
            <Link
              to={paths.tenantSettings}
              aria-label={i18n._(dashboardsTexts.settings)}
              title={i18n._(dashboardsTexts.settings)}
            >
              <SettingsIcon aria-hidden="true" />
            </Link>
          </Button>
          <SignOutButton iconOnly variant="ghost" />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 pb-24 pt-5 outline-none md:px-6 md:pb-10 md:pt-6"
        >
          <div className="mx-auto w-full max-w-5xl">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <TenantBottomBar />
      </SidebarInset>
    </SidebarProvider>
  );
}
