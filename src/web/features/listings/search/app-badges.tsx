import { BellIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { listingsTexts } from '../listings-texts';

const t = listingsTexts.badges;

function GooglePlayMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-7 shrink-0" aria-hidden="true">
      <path d="M3.6 1.8 13.4 12l-9.8 10.2c-.4-.2-.6-.6-.6-1.1V2.9c0-.5.2-.9.6-1.1Z" fill="#2196f3" />
      <path d="M3.6 1.8c.4-.2.9-.2 1.4.1l11.6 7L13.4 12Z" fill="#4caf50" />
      <path d="M3.6 22.2 13.4 12l3.2 3.1L5 22.1c-.5.3-1 .3-1.4.1Z" fill="#f44336" />
      <path d="m16.6 8.9 3.8 2.1c.8.5.8 1.5 0 2l-3.8 2.1-3.2-3.1Z" fill="#ffc107" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-7 shrink-0" fill="currentColor" aria-hidden="true">
      <path d="M16.37 1.43c0 1.14-.5 2.27-1.18 3.08-.74.9-1.99 1.57-2.99 1.57-.12 0-.23-.02-.3-.03-.01-.06-.04-.22-.04-.39 0-1.15.57-2.27 1.2-2.98.8-.94 2.15-1.64 3.25-1.68.03.13.06.28.06.43Zm4.56 15.71c-.03.07-.46 1.58-1.52 3.12-.94 1.34-1.94 2.71-3.43 2.71-1.52 0-1.9-.88-3.63-.88-1.7 0-2.3.91-3.67.91-1.38 0-2.33-1.26-3.43-2.8-1.29-1.82-2.32-4.63-2.32-7.28 0-4.28 2.8-6.55 5.55-6.55 1.45 0 2.67.95 3.6.95.86 0 2.22-1.01 3.9-1.01.61 0 2.89.06 4.37 2.19-.13.09-2.38 1.37-2.38 4.19 0 3.26 2.85 4.42 2.96 4.45Z" />
    </svg>
  );
}

function Badge({ store, mark }: { store: string; mark: ReactNode }) {
  return (
    <li
      className="flex h-14 min-w-44 items-center gap-3 rounded-xl bg-neutral-950 px-4 text-white shadow-sm"
      aria-label={t.label(store)}
    >
      {mark}
      <span className="grid text-left leading-tight" aria-hidden="true">
        <span className="text-[11px] uppercase tracking-wide text-white/70">{t.comingSoon}</span>
        <span className="text-lg font-semibold">{store}</span>
      </span>
    </li>
  );
}

/**
 * The store badges shown before any search. There is no app yet, so they say "Coming soon" and are not
 * links (never a dead link); the one link asks the contact page to note the visitor's interest.
 */
export function AppBadges() {
  const notify = paths.contactWith({ interest: 'general', message: t.notifyMessage });
  return (
    <section aria-labelledby="app-badges-heading" className="grid justify-items-center gap-3">
      <h2 id="app-badges-heading" className="text-sm font-semibold text-muted-foreground">
        {t.heading}
      </h2>
      <ul className="flex flex-wrap justify-center gap-3">
        <Badge store={t.googlePlay} mark={<GooglePlayMark />} />
        <Badge store={t.appStore} mark={<AppleMark />} />
      </ul>
      <Link
        to={notify}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <BellIcon className="size-4" aria-hidden="true" />
        {t.notify}
      </Link>
    </section>
  );
}
