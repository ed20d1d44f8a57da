import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/client';
import { createTestDatabase } from '../src/server/testing/test-database';
import { and, eq, sql } from 'drizzle-orm';
import type { PageSeed } from '../src/common/pages/page-seed';
import { listings, serviceProviders } from '../src/server/db/schema/index';
import { seedDemoData } from '../src/server/demo-data/seed-demo-data';
import { renderPage } from '../src/web/app/render-page';

/**
 * Issue 16 § 2b, first paint: the public pages are drawn at build time (src/web/app/render-page.tsx, built
 * and run by scripts/prerender.mjs after `vite build`), a listing or provider page by the server with what it read,
 * and the server sends that HTML, with the page's own head (link previews) and the language check that runs
 * before the first paint, allowed by the Content-Security-Policy.
 */
const origin = 'https://abode.example.co.ke';
const builtHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="ABODE — Search, Rent, Manage. Find, rent and manage homes in Kenya." />' +
  '<title>ABODE — Search, Rent, Manage</title><script type="module" src="/assets/index-abc.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

const pageWith = (markup: string) =>
  builtHtml.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
/** The text of some markup, tags dropped: what a visitor reads before any script runs. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('first paint: prerendered public pages', () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const rendered: Record<string, string> = {};

  beforeAll(async () => {
    for (const page of ['/', '/buy', '/terms']) rendered[page] = (await renderPage(page)).markup;
    const root = mkdtempSync(path.join(tmpdir(), 'abode-web-'));
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(path.join(root, 'index.html'), builtHtml);
    writeFileSync(path.join(root, 'prerendered', 'index.html'), pageWith(rendered['/']!));
    writeFileSync(path.join(root, 'prerendered', 'buy.html'), pageWith(rendered['/buy']!));
    writeFileSync(path.join(root, 'prerendered', 'terms.html'), pageWith(rendered['/terms']!));
    database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: origin });
    app = createApp(
      { config, database, logger: pino({ level: 'silent' }), version: 'test' },
      { webRoot: root },
    );
  }, 120_000);
  afterAll(() => database.close());

  it('draws the home page and /buy with their heading and search box, as a visitor not signed in', () => {
    const home = rendered['/']!;
    expect(home).toMatch(/<h1[^>]*>Find Your Perfect Home<\/h1>/);
    expect(home).toMatch(/<label for="([^"]+)"[^>]*>Describe your perfect home<\/label>/);
    const boxId = /<label for="([^"]+)"/.exec(home)![1]!;
    expect(home).toContain(`<textarea id="${boxId}" name="q"`);
    expect(textOf(home)).toContain('Sign In');
    const buy = rendered['/buy']!;
    expect(buy).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(buy).not.toContain('Find Your Perfect Home');
    expect(buy).toMatch(/<textarea [^>]*name="q"/);
    // Nothing left for the browser to draw: no boundary that failed or waited on the server.
    for (const html of Object.values(rendered)) {
      // Every boundary finished and in place (`$?` with a template is one sent apart to be moved in by script).
      expect(html).not.toContain('<!--$!-->');
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toContain('<template');
      expect(html).not.toContain('<script');
    }
  });

  it('serves / and /buy prerendered, with their own head (link previews) and the language check', async () => {
    for (const [address, heading] of [
      ['/', /<h1[^>]*>Find Your Perfect Home<\/h1>/],
      ['/buy', /<h1[^>]*>[^<]+<\/h1>/],
    ] as const) {
      const res = await app.request(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toMatch(heading);
      expect(html).toMatch(/<textarea [^>]*name="q"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${address}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html.match(/<title>/g)).toHaveLength(1);
      // The inline script that hides the English page from a Kiswahili visitor runs: the policy names its hash.
      // Exactly two scripts: the app's module and that check (React's own inline script is taken out).
      expect(html.match(/<script\b/g)).toHaveLength(2);
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(script).toContain('abode.locale');
      const hash = createHash('sha256').update(script!).digest('base64');
      expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    }
    const terms = await (await app.request('/terms')).text();
    expect(terms).toContain(rendered['/terms']!);
  });

  it('sends the empty app for pages not prerendered and for a search in the address', async () => {
    for (const address of [
      '/?q=2%20bedroom%20Kilimani',
      '/buy?q=house',
      '/dashboard/tenant',
      '/listings/x',
    ]) {
      const html = await (await app.request(address)).text();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html, address).not.toContain('data-render');
    }
    // The prerendered files are pages, not files of their own.
    expect((await app.request('/prerendered/buy.html')).status).toBe(404);
  });
});

describe('first paint: a listing or provider page drawn by the server with what it read', () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let listing: { id: string; name: string };
  let provider: { id: string; businessName: string };
  const drawn: string[] = [];
  let failDrawing = false;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'abode-web-'));
    writeFileSync(path.join(root, 'index.html'), builtHtml);
    database = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    await seedDemoData(database.db, { logger, listings: 6, providers: 1 });
    const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: origin });
    // The source's own render (the build's is dist/web-render/render-page.js), counted, and made to fail.
    const render = async (pathname: string, seed?: PageSeed) => {
      if (failDrawing) throw new Error('the render broke');
      drawn.push(pathname);
      return renderPage(pathname, seed);
    };
    app = createApp({ config, database, logger, version: 'test' }, { webRoot: root, renderPage: render });
    const [live] = await database.db
      .select({ id: listings.id, name: listings.name })
      .from(listings)
      .where(and(eq(listings.status, 'live'), sql`cardinality(${listings.amenities}) > 0`))
      .limit(1);
    listing = live!;
    const [listed] = await database.db
      .select({ id: serviceProviders.id, businessName: serviceProviders.businessName })
      .from(serviceProviders)
      .limit(1);
    provider = listed!;
  }, 120_000);
  afterAll(() => database.close());

  const stateOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="abode-query-state">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] };

  it("draws the home into the page, with the API's answer for the app to start from", async () => {
    const res = await app.request(`/listings/${listing.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const api = await (await app.request(`/api/listings/${listing.id}`)).json();
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>${listing.name}</h1>`));
    expect(textOf(root)).toContain(`KES ${api.price.toLocaleString('en-KE')}`);
    expect(textOf(root)).toContain('Amenities');
    // The cover photo is in the first paint with its size, so nothing moves when it loads.
    expect(root).toMatch(/<img [^>]*src="\/api\/listing-photos\/[^"]+"[^>]*width="\d+"[^>]*height="\d+"/);
    expect(html).toContain(`<meta property="og:title" content="${listing.name} | ABODE"`);
    // Exactly what GET /api/listings/:id answers, already stale so the browser still reads it once (a view).
    const [query] = stateOf(html).queries;
    expect(query!.queryKey).toEqual(['listings', 'detail', listing.id]);
    expect(query!.state.data).toEqual(api);
    expect(query!.state.dataUpdatedAt).toBe(0);
    // The app's module, the first-paint check (allowed by its hash) and the data, which is not run.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    const hash = createHash('sha256').update(script!).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    // The address as asked, with a share's tracking query: the same page.
    const shared = await (await app.request(`/listings/${listing.id}?utm_source=whatsapp`)).text();
    expect(shared).toMatch(new RegExp(`<h1[^>]*>${listing.name}</h1>`));
  });

  it("keeps a lister's words as text: nothing they write closes the data or runs", async () => {
    const name = 'Bedsitter </script><script>alert(1)</script> <!-- & "quotes"';
    await database.db.update(listings).set({ name }).where(eq(listings.id, listing.id));
    try {
      const html = await (await app.request(`/listings/${listing.id}`)).text();
      expect(html.match(/<script\b/g)).toHaveLength(3);
      expect(html).not.toContain('<!-- &');
      expect(html).toContain('Bedsitter &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect((stateOf(html).queries[0]!.state.data as { name: string }).name).toBe(name);
    } finally {
      await database.db.update(listings).set({ name: listing.name }).where(eq(listings.id, listing.id));
    }
  });

  it('draws a home again only when what it shows has changed', async () => {
    const address = `/listings/${listing.id}`;
    drawn.length = 0;
    await app.request(address);
    await app.request(address);
    expect(drawn).toEqual([]);
    await database.db.update(listings).set({ price: 31_500 }).where(eq(listings.id, listing.id));
    const html = await (await app.request(address)).text();
    expect(drawn).toEqual([address]);
    expect(textOf(html)).toContain('KES 31,500');
  });

  it('sends the empty app, with the head, when drawing fails; and for a home that is not live', async () => {
    await database.db.update(listings).set({ price: 32_000 }).where(eq(listings.id, listing.id));
    failDrawing = true;
    try {
      const res = await app.request(`/listings/${listing.id}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('abode-query-state');
      expect(html).toContain(`<meta property="og:title" content="${listing.name} | ABODE"`);
    } finally {
      failDrawing = false;
    }
    for (const address of ['/listings/00000000-0000-4000-8000-000000000000', '/listings/not-an-id']) {
      const html = await (await app.request(address)).text();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html, address).not.toContain('abode-query-state');
    }
  });

  it("draws the profile into the page, with the API's answer for the app to start from", async () => {
    const api = await app.request(`/api/services/providers/${provider.id}`);
    expect(api.status).toBe(200);
    const answer = await api.json();
    const res = await app.request(`/home-services/${provider.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    // React writes an apostrophe in a name as &#x27;.
    expect(root).toMatch(new RegExp(`<h1[^>]*>${provider.businessName.replaceAll("'", '&#x27;')}</h1>`));
    expect(textOf(root)).toContain(`KES ${answer.priceFrom.toLocaleString('en-KE')}`);
    // The reviews too, each dated in Kenya's time (as the browser in Kenya draws it again).
    expect(answer.reviews.length).toBeGreaterThan(0);
    for (const review of answer.reviews as { comment: string; reviewerName: string; createdAt: string }[]) {
      expect(textOf(root)).toContain(review.comment.replaceAll("'", '&#x27;'));
      const day = new Intl.DateTimeFormat('en-KE', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Africa/Nairobi',
      }).format(new Date(review.createdAt));
      expect(root).toContain(
        `<time dateTime="${review.createdAt}" class="text-xs text-muted-foreground">${day}</time>`,
      );
    }
    expect(html).toContain(
      `<meta property="og:title" content="${provider.businessName.replaceAll("'", '&#39;')} | ABODE"`,
    );
    const state = JSON.parse(
      /<script type="application\/json" id="abode-query-state">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] };
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]!.queryKey).toEqual(['services', 'provider', provider.id]);
    expect(state.queries[0]!.state.data).toEqual(answer);
    // Stale from the start: a page kept by the server is brought up to date once it shows.
    expect(state.queries[0]!.state.dataUpdatedAt).toBe(0);
    expect(html.match(/<script\b/g)).toHaveLength(3);
  });

  it('sends the empty app for a provider who is not listed', async () => {
    for (const address of [
      '/home-services/00000000-0000-4000-8000-000000000000',
      '/home-services/plumbers',
    ]) {
      const html = await (await app.request(address)).text();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html, address).not.toContain('abode-query-state');
    }
  });
});
