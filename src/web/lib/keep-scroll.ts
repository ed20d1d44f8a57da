import type { Location, NavigateOptions } from 'react-router';

/**
 * Navigation options that keep the page where it is scrolled (a search written into the address: the page
 * brings its results into view itself). The router's own `preventScrollReset` works only with its data
 * router; the app's ScrollRestoration (components/layouts) reads this instead.
 */
export const keepScroll = { state: { keepScroll: true } } satisfies NavigateOptions;

/** Whether the navigation to `location` asked to keep the scroll position (keepScroll). */
export const keptScroll = (location: Location): boolean =>
  (location.state as { keepScroll?: unknown } | null)?.keepScroll === true;
