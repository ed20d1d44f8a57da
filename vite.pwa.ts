// The installable app: its manifest and what its service worker keeps (docs/adr/0011). vite.config.ts passes
// these to vite-plugin-pwa (generateSW).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

type WorkboxOptions = NonNullable<VitePWAOptions['workbox']>;
type ManifestTransform = NonNullable<WorkboxOptions['manifestTransforms']>[number];

export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'ABODE — Search, Rent, Manage',
  short_name: 'ABODE',
  description: 'Find, rent and manage homes in Kenya.',
  lang: 'en-KE',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0f766e',
  categories: ['lifestyle', 'finance'],
  // Drawn from favicon.svg by scripts/make-app-icons.mjs.
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Precache the app shell only: index.html, the entry script and what index.html preloads with it, the
 * stylesheet and the icons. Precaching every route's chunk would make a first visit on mobile data download
 * the whole app (about 525 KB brotli today) in the background; the other chunks are cached as they are used
 * (serviceWorkerRuntimeCaching). The shell's files come from the HTTP cache on a first visit (their names are
 * hashed, so Workbox asks without cache-busting), so precaching costs no extra bytes there.
 */
export function appShell(): { plugin: Plugin; transform: ManifestTransform } {
  let outDir = '';
  return {
    plugin: {
      name: 'abode-app-shell',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    transform: async (entries) => {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const shell = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
      const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
      return { manifest, warnings: [] };
    },
  };
}

/**
 * What the worker does with pages and caches as they are used. It caches only files that are the same for
 * everyone: hashed scripts and styles, the site's pictures and the public listing photos. Never any other /api/ answer: what a signed-in
 * user sees offline is kept by the page itself, per user, and deleted at sign-out
 * (src/web/features/pwa/offline/saved-queries.ts). The functions are copied into the worker as text.
 */
export const serviceWorkerRuntimeCaching: NonNullable<WorkboxOptions['runtimeCaching']> = [
  {
    // A page: always asked of the server (never cached: a server-rendered page may hold a user's data), the
    // precached app shell when the network fails, so the app opens offline. (Workbox allows a network
    // timeout only with NetworkFirst, which would cache the pages.)
    urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: '/index.html' } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(assets|images)\//.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: 'abode-assets', // src/web/features/pwa/service-worker/cache-names.ts
      expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/listing-photos/'),
    handler: 'CacheFirst',
    options: {
      cacheName: 'abode-listing-photos',
      expiration: { maxEntries: 120, maxAgeSeconds: 7 * 24 * 60 * 60 },
      cacheableResponse: { statuses: [200] },
    },
  },
];
