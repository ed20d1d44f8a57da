/**
 * The service worker's runtime caches (vite.pwa.ts configures them; the page adds to the first one what it
 * loaded before the worker took over). None holds an API answer that belongs to an account.
 */
export const assetCacheName = 'abode-assets';
