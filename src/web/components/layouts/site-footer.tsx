import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '@web/components/language-switch';
import { paths } from '@web/config/paths';
import { layoutTexts } from './layout-texts';
import { contactLink, mainLinks, partnershipLinks } from './site-nav-links';
import { SiteLogo } from './site-logo';

const t = layoutTexts.footer;

/** `contact`: how to reach ABODE, which the app passes in (the contact feature's; layouts import no feature). */
export function SiteFooter({ contact }: { contact?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="grid gap-3">
          <SiteLogo />
          <p className="text-lg font-semibold text-primary">{i18n._(layoutTexts.tagline)}</p>
          <p className="text-sm text-muted-foreground">{i18n._(t.about)}</p>
          {contact}
        </div>
        <nav aria-label={i18n._(t.explore)} className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">{i18n._(t.explore)}</h2>
          {mainLinks.map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground">
              {i18n._(link.label)}
            </Link>
          ))}
        </nav>
        <nav aria-label={i18n._(t.company)} className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">{i18n._(t.company)}</h2>
          {[...partnershipLinks, contactLink].map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground">
              {i18n._(link.label)}
            </Link>
          ))}
        </nav>
      </div>
      {/* Room below the last line for the floating 'Chat with Us' button, so it never covers the page's end. */}
      <div className="flex flex-col items-center gap-2 border-t px-4 pt-4 pb-24 text-xs text-muted-foreground sm:flex-row sm:justify-center sm:gap-6">
        <LanguageSwitch />
        <p>{i18n._(t.rights(new Date().getFullYear()))}</p>
        <nav aria-label={i18n._(t.legal)} className="flex gap-4">
          <Link to={paths.terms} className="hover:text-foreground hover:underline">
            {i18n._(t.terms)}
          </Link>
          <Link to={paths.privacy} className="hover:text-foreground hover:underline">
            {i18n._(t.privacy)}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
