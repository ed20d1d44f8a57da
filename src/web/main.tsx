import './app/zod-without-eval';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { queryStateElementId } from '@common/pages/page-seed';
import { paths } from '@web/config/paths';
import { initialLocale } from '@web/i18n';
import { meQueryOptions } from '@web/lib/auth/use-me';
import { prepareClassMerging } from '@web/lib/cn';
import { AppProvider, createQueryClient } from './app/provider';
import { EarlyTapsReplay, takeEarlyTaps } from './app/early-taps';
import { AppRouter, routes, type RouteHandle } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Root element not found');

/**
 * A public page arrives prerendered in English (scripts/prerender.mjs): it is hydrated when this visitor sees
 * English too. Otherwise (Kiswahili, whose page the server's first-paint script already hid, or offline with
 * saved answers) the page is drawn afresh as before: no English flash, no mismatch.
 */
const html = document.documentElement;
const hydrate =
  root.firstElementChild !== null &&
  html.dataset.render !== 'client' &&
  initialLocale() === 'en' &&
  navigator.onLine;

/**
 * The page's lazy route modules. Hydrating, they are loaded first, so the first render is the prerendered
 * tree; drawing afresh, the spinner shows until they are (AppRoutes' `ready`). A module that fails to load
 * fails the page's render, which shows the error page.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload())).catch(
    () => undefined,
  );
}

/**
 * A page the server drew (a listing's) carries the answers it was drawn with: the app starts from them, so it
 * hydrates the same page, and draws it at once in another language, without waiting to ask again.
 */
function startingQueryClient() {
  const queryClient = createQueryClient();
  const state = document.getElementById(queryStateElementId)?.textContent;
  if (state) {
    try {
      hydrateQueries(queryClient, JSON.parse(state));
    } catch {
      // Unreadable: the page asks the API as any other does.
    }
  }
  // A dashboard draws nothing before it knows who is signed in: asked now, while its route's scripts load,
  // rather than once they have run (a round trip later on a phone).
  if (window.location.pathname.startsWith(paths.dashboard)) void queryClient.prefetchQuery(meQueryOptions());
  return queryClient;
}

const app = (ready?: Promise<void>) => (
  <StrictMode>
    <AppProvider queryClient={startingQueryClient()}>
      <AppRouter ready={ready} />
    </AppProvider>
    <EarlyTapsReplay />
  </StrictMode>
);

prepareClassMerging();
if (hydrate) {
  // The buttons tapped until its first commit are held and clicked again then (EarlyTapsReplay). Not in a
  // transition: React would hydrate in slices the phone answers between (less blocking time), but a tap on a
  // page React has begun and not committed then reached no handler, even held and clicked again after.
  void loadMatchedRoutes().then(() => hydrateRoot(root, app()));
} else {
  // A page drawn afresh has new buttons: a tap on the hidden prerendered one is dropped.
  takeEarlyTaps();
  root.replaceChildren();
  delete html.dataset.render;
  createRoot(root).render(app(loadMatchedRoutes()));
}
