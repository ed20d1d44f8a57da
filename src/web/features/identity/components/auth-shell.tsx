import { useLingui } from '@lingui/react';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteLogo } from '@web/components/layouts/site-logo';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';
import { identityTexts as t } from '../identity-texts';

/** The full-page frame of the sign-up, sign-in and code screens: the logo, a way home and one card. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { i18n } = useLingui();
  usePageTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/70 via-background to-background">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4">
        <SiteLogo />
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {i18n._(t.backHome)}
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
