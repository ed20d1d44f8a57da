import { useLingui } from '@lingui/react';
import { Dialog as MenuDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '@web/components/language-switch';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { layoutTexts } from './layout-texts';
import { linkClass } from './nav-link-class';
import { contactLink, mainLinks, partnershipLinks } from './site-nav-links';

const t = layoutTexts.nav;

/**
 * The small-screen menu under the top bar. A modal dialog to a screen reader (focus kept inside, the page
 * behind hidden, Escape closes), drawn in place under the bar: no portal, so it stays in the banner. Loaded
 * by the header when first wanted (site-header.tsx).
 */
export default function MobileMenu({
  open,
  onOpenChange,
  toggleRef,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button: it toggles by itself and gets the focus back when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  signedIn: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <MenuDialog.Root open={open} onOpenChange={onOpenChange}>
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
  );
}
