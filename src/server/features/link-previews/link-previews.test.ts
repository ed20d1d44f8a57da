import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { listings, serviceProviders } from '../../db/schema/index';
import { seedDemoData } from '../../demo-data/seed-demo-data';
import { createTestDatabase } from '../../testing/test-database';

const origin = 'https://abode.example.co.ke';
const builtHtml =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="ABODE — Search, Rent, Manage. Find, rent and manage homes in Kenya." />' +
  '<title>ABODE — Search, Rent, Manage</title></head><body><div id="root"></div></body></html>';

/** The content of the head tag `<meta {attribute}="{name}" content="…">` of a page, unescaped as a browser reads it. */
function metaOf(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('link previews: the head a shared link shows, its picture, and the sitemap', () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let live: { id: string; name: string; price: number };
  let draftId: string;
  let providerId: string;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'abode-web-'));
    writeFileSync(path.join(root, 'index.html'), builtHtml);
    database = await createTestDatabase();
    const logger = pino({ level: 'silent' });
    await seedDemoData(database.db, { logger, listings: 40, providers: 8 });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: origin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abode-test-data-')),
    });
    app = createApp({ config, database, logger, version: 'test' }, { webRoot: root });
    const [first] = await database.db
      .select({ id: listings.id, name: listings.name, price: listings.price })
      .from(listings)
      .where(
        and(
          eq(listings.status, 'live'),
          eq(listings.intent, 'rent'),
          sql`cardinality(${listings.photos}) > 0`,
        ),
      )
      .limit(1);
    live = first!;
    const [other] = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.status, 'live'), sql`${listings.id} <> ${live.id}`))
      .limit(1);
    await database.db.update(listings).set({ status: 'draft' }).where(eq(listings.id, other!.id));
    draftId = other!.id;
    const [provider] = await database.db.select({ id: serviceProviders.id }).from(serviceProviders).limit(1);
    providerId = provider!.id;
  });
  afterAll(() => database.close());

  it("writes a live listing's title, summary, address and picture into its page, before any script runs", async () => {
    const res = await app.request(`/listings/${live.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(`<title>${live.name} | ABODE</title>`);
    expect(metaOf(html, 'og:title')).toBe(`${live.name} | ABODE`);
    expect(metaOf(html, 'og:description')).toMatch(
      new RegExp(`to rent in .+ · KES ${live.price.toLocaleString('en-KE')} a month`),
    );
    expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
    expect(metaOf(html, 'og:description')!.length).toBeLessThanOrEqual(200);
    expect(metaOf(html, 'og:url')).toBe(`${origin}/listings/${live.id}`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/listings/${live.id}" />`);
    expect(metaOf(html, 'og:image')).toBe(`${origin}/api/link-previews/listings/${live.id}.jpg`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:type')).toBe('article');
    // One title, one description: the built defaults are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it("escapes a lister's words: a title cannot close the tag or be read as a replacement pattern", async () => {
    const name = `Kilimani "Deluxe" <script>alert(1)</script> $& flat`;
    await database.db.update(listings).set({ name }).where(eq(listings.id, live.id));
    const html = await (await app.request(`/listings/${live.id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaOf(html, 'og:title')).toBe(`${name} | ABODE`);
    expect(html).toContain(`<title>Kilimani &quot;Deluxe&quot; &lt;script&gt;`);
    await database.db.update(listings).set({ name: live.name }).where(eq(listings.id, live.id));
  });

  it('sends the written page gzipped when the browser takes gzip', async () => {
    const res = await app.request(`/listings/${live.id}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(metaOf(html, 'og:title')).toBe(`${live.name} | ABODE`);
  });

  it('leaves the built head alone for a listing that is not live, an unknown or malformed id, and signed-in pages', async () => {
    for (const page of [
      `/listings/${draftId}`,
      '/listings/00000000-0000-4000-8000-000000000000',
      '/listings/not-an-id',
      '/listings/%E0%A4%A',
      '/dashboard/tenant',
      '/login',
    ]) {
      const res = await app.request(page);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toBe(builtHtml);
    }
  });

  it("writes a listed provider's name, trades and picture into their page", async () => {
    const html = await (await app.request(`/home-services/${providerId}`)).text();
    const [provider] = await database.db
      .select({ businessName: serviceProviders.businessName })
      .from(serviceProviders)
      .where(eq(serviceProviders.id, providerId));
    expect(metaOf(html, 'og:title')).toBe(`${provider!.businessName} | ABODE`);
    expect(metaOf(html, 'og:image')).toBe(`${origin}/api/link-previews/providers/${providerId}.jpg`);
    expect(metaOf(html, 'og:description')).toMatch(/^[A-Z][a-z]+/);
  });

  it("gives the public pages their own titles, and no picture they don't have", async () => {
    const buy = await (await app.request('/buy')).text();
    expect(buy).toContain('<title>Buy Property | ABODE</title>');
    expect(metaOf(buy, 'og:url')).toBe(`${origin}/buy`);
    expect(metaOf(buy, 'og:image')).toBeUndefined();
    expect(metaOf(buy, 'twitter:card')).toBe('summary');
    const home = await (await app.request('/')).text();
    expect(metaOf(home, 'og:title')).toBe('ABODE — Search, Rent, Manage');
    expect(metaOf(home, 'og:url')).toBe(`${origin}/`);
    expect(metaOf(await (await app.request('/home-services/')).text(), 'og:title')).toBe(
      'Home Services | ABODE',
    );
  });

  it("draws a listing's and a provider's preview picture at 1200 × 630 as JPEG", async () => {
    for (const url of [
      `/api/link-previews/listings/${live.id}.jpg`,
      `/api/link-previews/providers/${providerId}.jpg`,
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('has no picture for a listing that is not live, an unknown id or another shape of address (404)', async () => {
    for (const url of [
      `/api/link-previews/listings/${draftId}.jpg`,
      '/api/link-previews/listings/00000000-0000-4000-8000-000000000000.jpg',
      '/api/link-previews/listings/nope.jpg',
      `/api/link-previews/listings/${live.id}.png`,
      '/api/link-previews/providers/nope.jpg',
    ]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('lists the public pages, every live listing and listed provider in the sitemap, and names it in robots.txt', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain(`<loc>${origin}/buy</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${origin}/listings/${live.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml).not.toContain(draftId);
    expect(xml).toContain(`<loc>${origin}/home-services/${providerId}</loc>`);
    const [liveCount] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .where(eq(listings.status, 'live'));
    expect(xml.match(/\/listings\//g)).toHaveLength(liveCount!.count);
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /dashboard');
  });
});
