import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { firstPaintScript } from './first-paint';

/**
 * What every request goes through (security headers, the body-size limit, the one log line, the error
 * handler), on the real app with a fresh database and a logger whose lines the tests read.
 */
describe('the HTTP foundation', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let app: ReturnType<typeof createApp>;
  let lines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'abode-http-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir });
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    app = createApp({ config, database, logger, version: 'test' });
    // A fault no service anticipated, as a bug or a dropped connection would raise.
    app.get('/test-only/boom', () => {
      throw new Error('connection to 10.0.0.5 reset (internal detail)');
    });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines = [];
  });

  describe('security headers', () => {
    const directivesOf = (response: Response) =>
      Object.fromEntries(
        (response.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter((words) => words[0])
          .map(([name, ...values]) => [name!, values.join(' ')]),
      );

    it.each(['/api/health', '/api/no-such-thing', '/some/client/route'])(
      'the full Content-Security-Policy on %s',
      async (url) => {
        const res = await app.request(url);
        expect(directivesOf(res)).toEqual({
          'default-src': "'self'",
          // Our own files, and the one inline script (the prerendered page's language check) by its hash.
          'script-src': `'self' 'sha256-${createHash('sha256').update(firstPaintScript).digest('base64')}'`,
          'style-src': "'self' 'unsafe-inline'",
          'img-src': "'self' data: blob: https://i.ytimg.com",
          'font-src': "'self' data:",
          'connect-src': "'self'",
          'frame-src': 'https://www.youtube-nocookie.com https://www.youtube.com',
          'media-src': "'self' blob:",
          'object-src': "'none'",
          'base-uri': "'self'",
          'form-action': "'self'",
          'frame-ancestors': "'none'",
        });
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
      },
    );
  });

  describe('errors nobody anticipated', () => {
    it('answer 500 with the JSON error shape and nothing of the error itself', async () => {
      const res = await app.request('/test-only/boom');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toContain('application/json');
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(text).not.toMatch(/internal detail|10\.0\.0\.5|at .*\.ts|stack/i);
    });

    it('are logged with their stack and the request id', async () => {
      const res = await app.request('/test-only/boom');
      const logged = lines.find((line) => line.msg === 'Unhandled error');
      expect(logged).toBeDefined();
      expect(logged!.requestId).toBe(res.headers.get('x-request-id'));
      const err = logged!.err as { message: string; stack: string };
      expect(err.message).toContain('internal detail');
      expect(err.stack).toMatch(/http-foundation\.test\.ts/);
    });
  });

  describe('the request log', () => {
    it('writes one line per request: method, path, status, duration and request id', async () => {
      const ok = await app.request('/api/health?probe=1');
      const missing = await app.request('/api/no-such-thing', { method: 'DELETE' });
      const failed = await app.request('/test-only/boom');
      const requestLines = lines.filter((line) => line.msg === 'request');
      expect(requestLines).toHaveLength(3);
      const expected = [
        ['GET', '/api/health', 200, ok],
        ['DELETE', '/api/no-such-thing', 404, missing],
        ['GET', '/test-only/boom', 500, failed],
      ] as const;
      expected.forEach(([method, url, status, res], index) => {
        const line = requestLines[index]!;
        expect(line).toMatchObject({ level: 30, method, path: url, status });
        expect(line.requestId).toBe(res.headers.get('x-request-id'));
        expect(line.requestId).toMatch(/^[\w-]{8,}$/);
        expect(typeof line.durationMs).toBe('number');
        expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
      });
    });

    it('keeps a sane request id from a proxy and replaces anything else', async () => {
      const kept = await app.request('/api/health', { headers: { 'x-request-id': 'lb-req-12345678' } });
      expect(kept.headers.get('x-request-id')).toBe('lb-req-12345678');
      const replaced = await app.request('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
      expect(replaced.headers.get('x-request-id')).not.toContain('script');
      expect(lines.filter((line) => line.msg === 'request').map((line) => line.requestId)).toEqual([
        'lb-req-12345678',
        replaced.headers.get('x-request-id'),
      ]);
    });
    it('names the query parameters but never writes their values', async () => {
      await app.request('/api/search?q=wanjiku%40example.co.ke&q=0712345678&page=2');
      const [line] = lines.filter((l) => l.msg === 'request');
      expect(line).toMatchObject({ path: '/api/search', query: ['q', 'page'] });
      const written = JSON.stringify(lines);
      expect(written).not.toContain('wanjiku');
      expect(written).not.toContain('0712345678');
    });
  });

  describe('caching of API answers', () => {
    it('keeps personal answers out of every cache unless the route allows it', async () => {
      for (const path of [
        '/api/me',
        '/api/contact-messages',
        '/api/search?q=Kilimani',
        '/api/no-such-thing',
      ]) {
        expect((await app.request(path)).headers.get('cache-control'), path).toBe('no-store');
      }
    });

    it("leaves a route's own caching as it set it", async () => {
      const photo = await app.request('/api/listing-photos/ex-a-000000000001?w=480');
      expect(photo.headers.get('cache-control')).toContain('immutable');
    });
  });

  describe('the body-size limit', () => {
    const oversized = 'x'.repeat(1024 * 1024 + 1);

    it.each(['/some/client/route', '/api/contact-messages'])(
      'refuses a POST over 1 MB to %s with a 413',
      async (url) => {
        const res = await app.request(url, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'content-length': String(oversized.length) },
          body: oversized,
        });
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({
          error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than the 1 MB allowed.' },
        });
      },
    );

    it('refuses a body over 1 MB sent without a length (chunked) to a route that reads it', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 1024 * 1024 + chunk.length) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await app.request('/api/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
    });

    it('lets the document upload route keep its own, larger limit', async () => {
      const body = 'x'.repeat(2 * 1024 * 1024);
      const res = await app.request('/api/kyc/documents', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(body.length) },
        body,
      });
      // Past the 1 MB limit, on to the route, which wants a session first.
      expect(res.status).toBe(401);
    });
  });
});
