import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { privateAnswers } from './private-answers';

/** What @hono/node-server's light response holds after the routes ran: 'cache' until it is made a full one. */
let heldBy: string[] = [];

const app = new Hono()
  .use(async (c, next) => {
    await next();
    heldBy = Object.getOwnPropertySymbols(c.res).map((symbol) => symbol.description ?? '');
  })
  .use(privateAnswers)
  .get('/wallet', (c) => c.json({ balance: 2500 }, 200, { 'Cache-Control': 'public, max-age=600' }))
  .get('/fails', () => {
    throw new Error('boom');
  })
  .get('/moved', () => Response.redirect('http://localhost/elsewhere', 302));
app.onError((_error, c) => c.json({ error: { code: 'INTERNAL', message: 'x' } }, 500));
// As in the server: its request listener puts @hono/node-server's light Response in place of the global one.
getRequestListener(app.fetch);

describe('privateAnswers', () => {
  it("marks an answer private and unstored, over the handler's own Cache-Control", async () => {
    const res = await app.request('/wallet');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ balance: 2500 });
  });

  it('leaves the light answer light: no full web Response is made to set the header', async () => {
    await app.request('/wallet');
    expect(heldBy).toContain('cache');
    expect(heldBy).not.toContain('responseCache');
  });

  it("marks the error handler's answers and answers whose headers are immutable", async () => {
    const failed = await app.request('/fails');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    const moved = await app.request('/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(moved.headers.get('cache-control')).toBe('private, no-store');
  });
});
