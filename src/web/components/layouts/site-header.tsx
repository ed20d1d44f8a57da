import { useLingui } from '@lingui/react';
import { MenuIcon, XIcon } from 'lucide-react';
import { Dialog as MenuDialog } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
    'rounded-md px-2 py-2 text-[13px] font-medium transition-colors hover:bg-muted @5xl:px-3 @5xl:text-sm',
    isActive ? 'text-primary' : 'text-foreground/80',
  );

export function SiteHeader({ account }: { account: ReactNode }) {
  const { i18n } = useLingui();
  const signedIn = Boolean(useMe().data);
  const [menuOpen, setMenuOpen] = useState(false);
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
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </Button>
      </div>
      {/* A modal dialog to a screen reader (focus kept inside, the page behind hidden, Escape closes), drawn
          in place under the bar as before: no portal, so it stays in the banner. */}
      <MenuDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <MenuDialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onPointerDownOutside={(event) => {
            // The menu button toggles by itself; closing here too would open the menu again on its click.
            if (toggleRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-background px-4 pb-4 @3xl:hidden"
        >
          <MenuDialog.Title className="sr-only">{i18n._(t.main)}</MenuDialog.Title>
          <nav aria-label={i18n._(t.main)}>
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
          </nav>
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
          {/* The menu button is behind the modal layer for a screen reader: its own way out. */}
          <MenuDialog.Close className="sr-only focus-visible:not-sr-only focus-visible:mt-3 focus-visible:block focus-visible:rounded-md focus-visible:px-2 focus-visible:py-2 focus-visible:text-sm">
            {i18n._(t.closeMenu)}
          </MenuDialog.Close>
        </MenuDialog.Content>
      </MenuDialog.Root>
    </header>
  );
}
