import { useLingui } from '@lingui/react';
import { MenuIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@web/components/language-switch';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useMe } from '@web/lib/auth/use-me';
import { layoutTexts } from './layout-texts';
import { PartnershipsMenu } from './partnerships-menu';
import { linkClass } from './nav-link-class';
import { contactLink, mainLinks } from './site-nav-links';
import { SiteLogo } from './site-logo';

const t = layoutTexts.nav;

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader({ account }: { account: ReactNode }) {
  const { i18n } = useLingui();
  const signedIn = Boolean(useMe().data);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened (or about to be), the menu stays mounted so it can close and open again without a wait.
  const [menuWanted, setMenuWanted] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu closes whenever the user navigates.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  // The header is a size container and its breakpoints are in rem (@3xl = 48rem, @5xl = 64rem): at normal
  // text they fall where md and lg do, and when text is enlarged (200 %) the bar collapses into the menu
  // button instead of running past the screen's edge.
  return (
    <header className="@container sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLogo />
        <nav aria-label={i18n._(t.main)} className="hidden items-center gap-0.5 @3xl:flex @5xl:gap-1">
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
        <LanguageSwitch className="ml-auto hidden @5xl:inline-flex" />
        {signedIn ? (
          <div className="ml-auto @3xl:ml-0">{account}</div>
        ) : (
          <div className="hidden items-center gap-2 @3xl:flex">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.signup}>{i18n._(t.signUp)}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to={paths.login}>{i18n._(t.signIn)}</Link>
            </Button>
          </div>
        )}
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="@3xl:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={i18n._(menuOpen ? t.closeMenu : t.openMenu)}
          // Above the open menu's modal layer, so a tap on it closes the menu (see onPointerDownOutside).
          style={menuOpen ? { pointerEvents: 'auto' } : undefined}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </Button>
      </div>
      {/* The menu's code (a Radix dialog) loads when it is first wanted, not with every page: the home route's
          budget (docs/adr/0003). Pointing at or focusing the button starts the download before the tap. */}
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} toggleRef={toggleRef} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </header>
  );
}
