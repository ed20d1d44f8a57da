/// <reference types="vite-plugin-pwa/client" />
import { i18n } from '@lingui/core';
import { pwaTexts } from '../pwa-texts';
import { assetCacheName } from './cache-names';

declare global {
  interface Window {
    /** Set by e2e/pwa.spec.ts (an init script) so the worker registers under Playwright there. */
    abodeServiceWorkerUnderAutomation?: boolean;
  }
}

/**
 * The scripts, styles and pictures this page loaded before the worker controlled it (a first visit):
 * copied into the worker's asset cache, so the page reloads offline. They come from the HTTP cache, not the
 * network.
 */
async function keepWhatThisPageLoaded(): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(assets|images)\//.test(url.pathname))
    .map((url) => url.href);
  const cache = await caches.open(assetCacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (!(await cache.match(url))) await cache.add(url);
    }),
  );
}

/**
 * Registers the service worker (docs/adr/0011) after the page has loaded, and offers 'Reload' when a new
 * version of ABODE has been deployed and is ready.
 *
 * Not under browser automation (navigator.webdriver), except in the service worker's own e2e spec: a worker
 * answers navigations and assets from its cache, so the other specs' page.route() stand-ins and fresh builds
 * would be bypassed or go stale between tests, and Playwright sees a worker's fetches on other events.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (navigator.webdriver && !window.abodeServiceWorkerUnderAutomation) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateServiceWorker = registerSW({
      immediate: true,
      onNeedRefresh() {
        // sonner is loaded when a toast is first needed, not with the entry (docs/adr/0003).
        void import('sonner').then(({ toast }) =>
          toast(i18n._(pwaTexts.update.ready), {
            duration: Infinity,
            action: { label: i18n._(pwaTexts.update.reload), onClick: () => void updateServiceWorker(true) },
          }),
        );
      },
      onRegisteredSW() {
        void navigator.serviceWorker.ready.then(keepWhatThisPageLoaded).catch(() => undefined);
      },
    });
  });
}
