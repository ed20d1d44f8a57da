import { useLingui } from '@lingui/react';
import { MenuIcon, XIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@web/components/language-switch';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { cn } from '@web/lib/cn';
import { layoutTexts } from './layout-texts';
import { PartnershipsMenu } from './partnerships-menu';
import { contactLink, mainLinks, partnershipLinks } from './site-nav-links';
import { SiteLogo } from './site-logo';

const t = layoutTexts.nav;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-[13px] font-medium transition-colors hover:bg-muted lg:px-3 lg:text-sm',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

export function SiteHeader({ account }: { account: ReactNode }) {
  const { i18n } = useLingui();
  const signedIn = Boolean(useMe().data);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // The menu closes whenever the user navigates.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLogo />
        <nav aria-label={i18n._(t.main)} className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === paths.home} className={linkClass}>
              {i18n._(link.label)}
            </NavLink>
          ))}
          <PartnershipsMenu triggerClassName={linkClass({ isActive: false })} />
          <NavLink to={contactLink.to} className={linkClass}>
            {i18n._(contactLink.label)}
          </NavLink>
        </nav>
        <LanguageSwitch className="ml-auto hidden lg:inline-flex" />
        {signedIn ? (
          <div className="ml-auto md:ml-0 lg:ml-0">{account}</div>
        ) : (
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.signup}>{i18n._(t.signUp)}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.login}>{i18n._(t.signIn)}</Link>
            </Button>
          </div>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={i18n._(menuOpen ? t.closeMenu : t.openMenu)}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </Button>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={i18n._(t.main)}
          className="border-t bg-background px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col py-2">
            {[...mainLinks, ...partnershipLinks, contactLink].map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className={({ isActive }) => cn(linkClass({ isActive }), 'block py-3 text-base')}
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch className="mb-3" />
          {signedIn ? null : (
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline">
                <Link to={paths.signup}>{i18n._(t.signUp)}</Link>
              </Button>
              <Button asChild>
                <Link to={paths.login}>{i18n._(t.signIn)}</Link>
              </Button>
            </div>
          )}
        </nav>
      ) : null}
    </header>
  );
}
