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
import { renderPage } from '../src/web/app/prerender';

/**
 * Issue 16 § 2b, first paint: the public pages are drawn at build time (src/web/app/prerender.tsx, run by
 * scripts/prerender.mjs after `vite build`) and the server sends that HTML, with the page's own head (link
 * previews) and the language check that runs before the first paint, allowed by the Content-Security-Policy.
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
    for (const page of ['/', '/buy', '/terms']) rendered[page] = await renderPage(page);
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
