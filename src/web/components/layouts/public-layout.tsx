import { useLingui } from '@lingui/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@web/components/ui/page-spinner';
import { layoutTexts } from './layout-texts';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every public page: top bar, page, footer and `chat`, the 'Chat with Us' widget the app passes
 * in (the chat feature's; the layouts never import a feature), and `account`, what the top bar shows a
 * signed-in person instead of 'Sign Up' and 'Sign In', and `contact`, the footer's lines to reach ABODE.
 */
export function PublicLayout({
  chat,
  account,
  contact,
}: {
  chat: ReactNode;
  account: ReactNode;
  contact?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        {i18n._(layoutTexts.skipToContent)}
      </a>
      <SiteHeader account={account} />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter contact={contact} />
      {chat}
      {/* Keyed by address so a fresh load of one page never opens at another page's scroll position. */}
      <ScrollRestoration getKey={(location) => location.pathname + location.search} />
    </div>
  );
}
