import { Link } from 'react-router';
import { layoutTexts } from './layout-texts';
import { contactLink, mainLinks, partnershipLinks } from './site-nav-links';
import { SiteLogo } from './site-logo';

const t = layoutTexts.footer;

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="grid gap-3">
          <SiteLogo />
          <p className="text-lg font-semibold text-primary">{layoutTexts.tagline}</p>
          <p className="text-sm text-muted-foreground">{t.about}</p>
        </div>
        <nav aria-label={t.explore} className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">{t.explore}</h2>
          {mainLinks.map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label={t.company} className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold">{t.company}</h2>
          {[...partnershipLinks, contactLink].map((link) => (
            <Link key={link.to} to={link.to} className="text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        {t.rights(new Date().getFullYear())}
      </p>
    </footer>
  );
}
