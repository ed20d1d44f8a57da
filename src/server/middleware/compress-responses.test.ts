import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses';

let handlerAnswer: Response | undefined;
const big = { results: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Kilimani Heights ${i}` })) };
const app = new Hono()
  .use(compressResponses)
  .get('/big', (c) => c.json(big))
  // A header an inner middleware sets on the finished answer, as secure headers or a rate limit's do.
  .use('/marked', async (c, next) => {
    await next();
    c.res.headers.set('X-Marked', 'yes');
  })
  .get('/marked', (c) => c.json(big))
  .get('/small', (c) => c.json({ status: 'ok' }))
  // The answer as the handler made it, kept to see whether compressing made it a full web Response.
  .use('/watched/*', async (c, next) => {
    await next();
    handlerAnswer = c.res;
  })
  .get('/watched/text', (c) => c.json(big))
  .get('/watched/bytes', (c) =>
    c.body(new TextEncoder().encode(JSON.stringify(big)), 200, { 'Content-Type': 'application/json' }),
  )
  .get('/missing', (c) => {
    c.header('Set-Cookie', 'a=1; Path=/', { append: true });
    c.header('Set-Cookie', 'b=2; Path=/', { append: true });
    return c.json({ error: { code: 'NOT_FOUND', message: 'x'.repeat(2000) } }, 404);
  })
  .get('/nothing', (c) => c.body(null, 204))
  .get('/photo', (c) => c.body(new Uint8Array(4096).fill(7), 200, { 'Content-Type': 'image/jpeg' }))
  .get('/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ event: 'unread', data: 'x'.repeat(4096) });
      // Then silence, as a live stream between events: a middleware that waits for the end never answers.
      await stream.sleep(60_000);
    }),
  )
  .get('/already', (c) =>
    c.body('x'.repeat(4096), 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'identity' }),
  );

// As in the server: its request listener puts @hono/node-server's lightweight Response in place of the global
// one (for good, in this worker), and the answers below are made with it.
getRequestListener(app.fetch);

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('compressResponses', () => {
  it('keeps a header set on the answer after it was made', async () => {
    const res = await get('/marked', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('x-marked')).toBe('yes');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers brotli when the client takes it, and the body decodes to the same JSON', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-length')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it("reads the light answer's body without making it a full web Response, a string or bytes", async () => {
    for (const path of ['/watched/text', '/watched/bytes']) {
      const res = await get(path, 'br');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
      const held = Object.getOwnPropertySymbols(handlerAnswer!).map((symbol) => symbol.description);
      expect(held, path).toContain('cache');
      expect(held, path).not.toContain('responseCache');
    }
  });

  it('falls back to gzip', async () => {
    const res = await get('/big', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends plain JSON to a client that takes neither, and small answers as they are', async () => {
    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });

  it('lets a live event stream through as it is written', async () => {
    const res = await get('/events', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const first = await Promise.race([
      reader.read(),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 1000)),
    ]);
    expect(first).not.toBe('waited');
    await reader.cancel();
  });

  it('leaves files and already-encoded bodies alone', async () => {
    const photo = await get('/photo', 'br');
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect((await photo.arrayBuffer()).byteLength).toBe(4096);
    const already = await get('/already', 'br');
    expect(already.headers.get('content-encoding')).toBe('identity');
    expect(await already.text()).toBe('x'.repeat(4096));
  });

  it('keeps the status and every header, each cookie separately, and leaves a bodiless answer alone', async () => {
    const missing = await get('/missing', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(missing.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const nothing = await get('/nothing', 'br');
    expect(nothing.status).toBe(204);
    expect(nothing.headers.get('content-encoding')).toBeNull();
  });
});
