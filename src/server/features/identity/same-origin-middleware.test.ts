import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('cross-site request forgery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://abode.example' });
  });
  afterAll(() => t.close());

  const signOut = (headers: Record<string, string>) =>
    t.request('/api/identity/sign-out', { method: 'POST', headers });

  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['a null Origin', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a look-alike Origin', { origin: 'https://abode.example.evil.example' }],
  ])('refuses a state-changing request with %s (403, JSON error)', async (_name, headers) => {
    const res = await signOut(headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'This request must come from the ABODE site itself.' },
    });
  });

  it('refuses it on every /api path and method that changes state', async () => {
    for (const [method, path] of [
      ['POST', '/api/identity/sign-in'],
      ['PATCH', '/api/me'],
      ['POST', '/api/contact-messages'],
      ['DELETE', '/api/anything'],
    ]) {
      const res = await t.request(path!, { method, json: {}, headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
    }
  });

  it.each([
    ['the request’s own origin', { origin: 'http://localhost' }],
    ['PUBLIC_URL', { origin: 'https://abode.example' }],
    ['same-origin fetch metadata', { origin: 'https://abode.example', 'sec-fetch-site': 'same-origin' }],
    ['no Origin at all (server to server)', {}],
  ])('lets through %s', async (_name, headers) => {
    expect((await signOut(headers)).status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const res = await t.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});
