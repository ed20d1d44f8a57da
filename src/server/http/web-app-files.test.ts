import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';

describe('serving the built web app', () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'abode-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>ABODE</title></head><body><div id="root"></div></body></html>',
    );
    const script = 'console.log("abode");'.repeat(50);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(root, 'assets', 'index-abc123.css'), 'body{margin:0}');
    writeFileSync(path.join(root, 'assets', 'hero-abc123.webp'), 'RIFF');
    writeFileSync(
      path.join(root, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { pattern: '/dashboard/tenant', scripts: ['/assets/tenant-home-abc123.js'] },
          { pattern: '/terms', scripts: ['/assets/terms-abc123.js'] },
        ],
      }),
    );
    mkdirSync(path.join(root, 'prerendered'));
    writeFileSync(
      path.join(root, 'prerendered', 'terms.html'),
      '<!doctype html><html><head><title>Terms</title></head><body><div id="root"><h1>Terms</h1></div></body></html>',
    );
    database = await createTestDatabase();
    app = createApp(
      {
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        database,
        logger: pino({ level: 'silent' }),
        version: 'test',
      },
      { webRoot: root },
    );
  });
  afterAll(() => database.close());

  it('caches hashed assets for a year and sends the gzip copy when accepted', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('console.log("abode")');
  });

  it('answers client-side routes with index.html, revalidated every time', async () => {
    for (const route of ['/', '/abode-city/work/3', '/dashboard/tenant']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it("names a route's own scripts in its page, so they load with the entry", async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/tenant-home-abc123.js"></head>';
    expect(await (await app.request('/dashboard/tenant')).text()).toContain(preload);
    expect(await (await app.request('/dashboard/landlord')).text()).not.toContain('modulepreload');
    // A page drawn already does not wait for them: its pictures get the connection.
    const terms = await (await app.request('/terms')).text();
    expect(terms).toContain('<h1>Terms</h1>');
    expect(terms).not.toContain('modulepreload');
    // index.html itself is the service worker's page for any address offline: no route's scripts in it.
    expect(await (await app.request('/index.html')).text()).not.toContain('modulepreload');
    // The list is the server's, not a file of the site.
    expect((await app.request('/route-preloads.json')).status).toBe(404);
  });

  it('serves other public files with a short cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('has the browser check the service worker on every visit, so a deploy reaches installed apps', async () => {
    const res = await app.request('/sw.js');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  describe('security headers', () => {
    const documentOnly = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'permissions-policy',
      'strict-transport-security',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];

    it.each(['/assets/index-abc123.js', '/assets/index-abc123.css', '/assets/hero-abc123.webp'])(
      "leave a page's own policies off %s, which no browser reads there, and keep what applies to it",
      async (url) => {
        const res = await app.request(url, { headers: { 'accept-encoding': 'gzip' } });
        expect(res.status).toBe(200);
        for (const name of documentOnly) expect(res.headers.get(name), name).toBeNull();
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      },
    );

    // A page; the service worker, which runs under its own answer's policy; an SVG, a document when opened.
    it.each(['/', '/dashboard/tenant', '/sw.js', '/favicon.svg', '/assets/missing-123.js'])(
      'keep every one on %s',
      async (url) => {
        const res = await app.request(url);
        for (const name of documentOnly) expect(res.headers.get(name), name).not.toBeNull();
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      },
    );
  });

  it('gives a missing asset a 404 rather than the page', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it('never answers an unknown API path with the page', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
