// `npm run bench:weight [-- --build dist] [--json]`: the bytes a phone downloads for a first visit and for a
// returning visit of /, /buy, /home-services, a listing page and /dashboard/tenant (signed in as the demo
// tenant through the API), per resource type.
//
// It starts the production build (`npm run build` writes dist/) on a fresh embedded database with the demo
// data, and opens each page in Debian's Chromium (never a downloaded browser) at 360 px, as the e2e tests do.
// Bytes over the wire are what Chromium's DevTools protocol reports when a response is complete
// (Network.loadingFinished's encodedDataLength: headers and the compressed body), for the page's own requests;
// anything answered by the HTTP cache or a service worker costs nothing there. What a service worker itself
// downloads (its precache on a first visit, the updates it checks) is not seen by the page, so those requests
// are added from Playwright's network events (their compressed body and headers, Request.sizes()).
//
// First visit: a new browser context (empty caches), the page loaded until the network is quiet for a second
// (and, where the page registers a service worker, until it is active and quiet again). A response the worker
// fetched from the network for the page counts once, at the worker's size when Playwright reports it (else at
// the page's). Returning visit: the
// same context reloaded (HTTP cache and service worker in place). An open EventSource (the live notifications)
// counts what it received by then.
//
//   npm run build && npm run bench:weight
//   node bench/weight.mjs --build /tmp/other-build/dist   another build (its server/ and web/)
//   node bench/weight.mjs --json                          the JSON line only
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort, onInterrupt, productionBuild, startServer, stopServer } from './bench-support.mjs';

const { values: flags } = parseArgs({
  options: {
    build: { type: 'string', default: process.env.BENCH_BUILD ?? 'dist' },
    json: { type: 'boolean', default: false },
  },
});

const tenant = { email: 'tenant@demo.abode.co.ke', password: 'Demo-Tenant-2026', role: 'tenant' };
const types = ['document', 'script', 'stylesheet', 'font', 'image', 'fetch/xhr', 'other'];
const quietMs = 1000;
const pageTimeoutMs = 30_000;

/** CDP's resource type (Document, Script, Fetch, …) as one of the table's columns. */
function typeOf(cdpType) {
  const type = (cdpType ?? 'Other').toLowerCase();
  if (type === 'fetch' || type === 'xhr') return 'fetch/xhr';
  return types.includes(type) ? type : 'other';
}

/** A service worker's own request typed by what it fetches (its precache asks for scripts as 'fetch'). */
function typeOfUrl(url, fallback) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'fetch/xhr';
  if (/\.m?js$/.test(pathname)) return 'script';
  if (/\.css$/.test(pathname)) return 'stylesheet';
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  if (/\.(png|jpe?g|webp|avif|gif|svg|ico)$/.test(pathname)) return 'image';
  if (/\.html$/.test(pathname) || pathname === '/') return 'document';
  return typeOf(fallback);
}

/** Counts what one page and the service workers of its context download, until `take()` is called. */
async function meter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let totals = Object.fromEntries(types.map((type) => [type, 0]));
  let lastActivity = Date.now();
  let inFlight = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (!requests.has(event.requestId)) inFlight += 1;
    requests.set(event.requestId, { type: typeOf(event.type), streaming: event.type === 'EventSource' });
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = typeOf(event.type);
    const { response } = event;
    // Answered without the network: nothing over the wire for this page.
    request.cached = Boolean(
      response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache,
    );
    // The worker fetched it from the network for the page (a page it always asks the server for): its bytes
    // are the worker's request's, counted below, or else the page's.
    if (response.fromServiceWorker && response.serviceWorkerResponseSource === 'network') {
      request.viaWorker = response.url;
    }
    if (request.streaming) inFlight -= 1; // an EventSource stays open; it is not waited for
  });
  const done = (requestId, bytes) => {
    lastActivity = Date.now();
    const request = requests.get(requestId);
    if (!request) return;
    if (!request.streaming) inFlight -= 1;
    if (!request.cached) totals[request.type] += bytes;
    else if (request.viaWorker) viaWorker.push({ url: request.viaWorker, type: request.type, bytes });
    requests.delete(requestId);
  };
  cdp.on('Network.loadingFinished', (event) => done(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => done(event.requestId, 0));
  const streamed = new Map();
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request?.streaming)
      streamed.set(event.requestId, (streamed.get(event.requestId) ?? 0) + event.encodedDataLength);
  });

  // The service workers' own downloads, added up when the visit is taken (so that a page request the worker
  // fetched from the network counts once).
  let viaWorker = [];
  let workerDownloads = [];
  const onWorkerRequest = async (request) => {
    lastActivity = Date.now();
    if (!request.serviceWorker()) return;
    try {
      const sizes = await request.sizes();
      workerDownloads.push({
        url: request.url(),
        type: typeOfUrl(request.url(), request.resourceType()),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    } catch {
      // The worker went away before its sizes were read: nothing to add.
    }
  };
  context.on('requestfinished', onWorkerRequest);

  return {
    /** Resolves once nothing was asked or answered for `quietMs` and nothing is in flight. */
    async quiet() {
      const start = Date.now();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (Date.now() - start > pageTimeoutMs) return;
        if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) return;
      }
    },
    take() {
      for (const [id, bytes] of streamed) {
        const request = requests.get(id);
        if (request && !request.cached) totals[request.type] += bytes;
      }
      streamed.clear();
      const fetchedByWorker = new Set(workerDownloads.map((download) => download.url));
      for (const download of workerDownloads) totals[download.type] += download.bytes;
      for (const fetched of viaWorker) {
        if (!fetchedByWorker.has(fetched.url)) totals[fetched.type] += fetched.bytes;
      }
      viaWorker = [];
      workerDownloads = [];
      const taken = totals;
      totals = Object.fromEntries(types.map((type) => [type, 0]));
      return taken;
    },
    async stop() {
      context.off('requestfinished', onWorkerRequest);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/** Waits for the page's service worker, if it registers one, to be active (so its precache is counted). */
async function serviceWorkerSettled(page) {
  await page
    .evaluate(
      (timeoutMs) =>
        'serviceWorker' in navigator
          ? Promise.race([
              navigator.serviceWorker
                .getRegistration()
                .then((registration) =>
                  registration ? navigator.serviceWorker.ready.then(() => true) : false,
                ),
              new Promise((resolve) => setTimeout(() => resolve(false), timeoutMs)),
            ])
          : false,
      pageTimeoutMs,
    )
    .catch(() => false);
}

async function visit(browser, baseUrl, route) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  // The app leaves its service worker out under browser automation (navigator.webdriver), for the e2e specs'
  // stand-ins; a phone has it, so the bench asks for it as e2e/pwa.spec.ts does.
  await context.addInitScript(() => {
    window.abodeServiceWorkerUnderAutomation = true;
  });
  try {
    if (route.signedIn) {
      const response = await context.request.post('/api/identity/sign-in', { data: route.signedIn });
      if (response.status() !== 200) throw new Error(`sign-in answered ${response.status()}`);
    }
    const page = await context.newPage();
    const counter = await meter(context, page);
    await page.goto(route.path, { waitUntil: 'load' });
    await counter.quiet();
    await serviceWorkerSettled(page);
    await counter.quiet();
    const first = counter.take();
    await page.reload({ waitUntil: 'load' });
    await counter.quiet();
    const returning = counter.take();
    await counter.stop();
    return { first, returning };
  } finally {
    await context.close();
  }
}

const build = productionBuild(flags.build);
const dataDir = mkdtempSync(path.join(tmpdir(), 'abode-bench-weight-'));
let server;
let browser;
const cleanup = onInterrupt(async () => {
  await browser?.close().catch(() => undefined);
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  ({ child: server } = await startServer(
    build,
    { LOG_LEVEL: 'error', SEED_DEMO_DATA: '1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    port,
  ));
  const search = await fetch(`${baseUrl}/api/search?q=&intent=buy&page=1&pageSize=1`).then((r) => r.json());
  const listingId = search.results?.[0]?.id ?? search.items?.[0]?.id;
  if (!listingId) throw new Error('the demo data has no listing to open');

  const routes = [
    { path: '/' },
    { path: '/buy' },
    { path: '/home-services' },
    { path: `/listings/${encodeURIComponent(listingId)}`, name: '/listings/:id' },
    { path: '/dashboard/tenant', signedIn: tenant },
  ];
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  for (const route of routes) {
    const { first, returning } = await visit(browser, baseUrl, route);
    rows.push({ page: route.name ?? route.path, visit: 'first', ...first });
    rows.push({ page: route.name ?? route.path, visit: 'returning', ...returning });
  }
  for (const row of rows) row.total = types.reduce((sum, type) => sum + row[type], 0);

  if (!flags.json) {
    const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(9);
    console.log('bench:weight, KB over the wire (1 KB = 1000 bytes) per resource type, Chromium at 360 px');
    console.log(`build: ${build.label}`);
    console.log(
      `${'page'.padEnd(20)} ${'visit'.padEnd(10)}${[...types, 'total'].map((type) => type.padStart(10)).join('')}`,
    );
    for (const row of rows) {
      console.log(
        `${row.page.padEnd(20)} ${row.visit.padEnd(10)}${[...types, 'total'].map((type) => ` ${kb(row[type])}`).join('')}`,
      );
    }
  }
  console.log(JSON.stringify({ bench: 'weight', build: build.label, unit: 'bytes', rows }));
} finally {
  await cleanup();
}
