import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses';
import { serverTiming } from './server-timing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const big = { results: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Kilimani Heights ${i}` })) };

const app = new Hono()
  .use(serverTiming)
  .use(async (_c, next) => {
    await next();
    await sleep(30); // work after the handler, as compression does
  })
  .use(compressResponses)
  .get('/slow', async (c) => {
    await sleep(40);
    return c.text('done');
  })
  .get('/search', (c) => {
    c.header('Server-Timing', 'search;dur=1.5');
    return c.json(big);
  })
  .get('/fails', () => {
    throw new Error('boom');
  })
  .get('/moved', () => Response.redirect('http://localhost/elsewhere', 302));
app.onError((_error, c) => c.json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
// As in the server: its request listener puts @hono/node-server's lightweight Response in place of the global
// one (for good, in this worker). Reading such an answer's body rebuilds it from the headers it was made with,
// as the server never does (it writes the headers it holds), so the tests read the headers first.
getRequestListener(app.fetch);

/** The `total` figure of an answer, in milliseconds. */
function total(res: Response): number {
  const match = /(?:^|,\s*)total;dur=(\d+\.\d)(?:,|$)/.exec(res.headers.get('server-timing') ?? '');
  expect(match, `Server-Timing: ${res.headers.get('server-timing')}`).not.toBeNull();
  return Number(match![1]);
}

describe('serverTiming', () => {
  it('times the whole request: the handler and the middleware that runs after it', async () => {
    const res = await app.request('/slow');
    expect(total(res)).toBeGreaterThanOrEqual(65);
    expect(await res.text()).toBe('done');
  });

  it("keeps the handler's own timing beside it, and the compressed body intact", async () => {
    const res = await app.request('/search', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('server-timing')).toMatch(/^search;dur=1\.5, total;dur=\d+\.\d$/);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('times answers from the error handler and answers whose headers are immutable', async () => {
    const failed = await app.request('/fails');
    expect(failed.status).toBe(500);
    expect(total(failed)).toBeGreaterThanOrEqual(25);
    const moved = await app.request('/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(total(moved)).toBeGreaterThanOrEqual(25);
  });
});
