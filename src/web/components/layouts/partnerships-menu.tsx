import { useLingui } from '@lingui/react';
import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { cn } from '@web/lib/cn';
import { layoutTexts } from './layout-texts';
import { partnershipLinks } from './site-nav-links';

/**
 * The 'Partnerships' dropdown as a disclosure of links (the pattern WAI-ARIA recommends for site navigation):
 * Enter, Space or ArrowDown opens it, arrows move between the links, Escape closes it and returns focus.
 * Written here rather than with a menu library so the home route's JavaScript stays small.
 */
export function PartnershipsMenu({ triggerClassName }: { triggerClassName: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Opened synchronously so the link can take focus now: a focus deferred to the next frame would read
      // a stale position when keys arrive faster than frames (a slow phone, a quick typist).
      if (!open) flushSync(() => setOpen(true));
      focusLink(current + 1);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current - 1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={cn('inline-flex items-center gap-1', triggerClassName)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {i18n._(layoutTexts.nav.partnerships)}
        <ChevronDownIcon
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {partnershipLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block rounded-sm px-3 py-2 text-sm hover:bg-muted focus-visible:bg-muted"
              onClick={() => setOpen(false)}
            >
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
