import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@web/components/language-switch';
import { SiteLogo } from '@web/components/layouts/site-logo';
import { NotificationBell } from '@web/features/notifications';
import { usePageTitle } from '@web/lib/use-page-title';
import { dashboardsTexts as t } from '../dashboards-texts';
import { useSignedInUser } from '../session/require-role';
import { useApplyTenantTheme } from '../tenant/use-tenant-theme';
import { AccountMenu } from './account-menu';
import { SignOutButton } from './sign-out-button';

/**
 * The landlord, provider, caretaker and generic dashboards' frame (and the shared Settings page): a slim top
 * bar with the language switch and the account menu, and the page, in the theme chosen in Settings.
 */
export function RoleDashboardFrame({
  title,
  subtitle,
  heading,
  children,
}: {
  /** The tab's title. */
  title: string;
  subtitle: string;
  /** The page's h1; the title when omitted. */
  heading?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  useApplyTenantTheme();
  const me = useSignedInUser();
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        {i18n._(t.skipToContent)}
      </a>
      <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <SiteLogo />
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <LanguageSwitch className="hidden sm:inline-flex" />
            <NotificationBell />
            <AccountMenu me={me} showName />
            <SignOutButton size="sm" />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none md:py-8"
      >
        {/* Under 640 px the bar has no room for the language switch: it heads the page instead. */}
        <LanguageSwitch className="mb-4 sm:hidden" />
        <div className="mb-6 grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{heading ?? title}</h1>
          <p className="text-muted-foreground">{subtitle}</p>
        </div>
        {children}
      </main>
    </div>
  );
}
