import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPassword, uniqueEmail, uniquePhone } from '../../testing/identity-helpers';
import { productionMpesaSettings } from '../../testing/production-mpesa-settings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Identity as in production: Secure cookies, and texts through Africa's Talking (unreachable here). */
describe('identity under NODE_ENV=production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      ABODE_ALLOW_EMBEDDED_DB: '1',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'abode',
      AFRICASTALKING_API_KEY: 'test-key',
      // Nothing listens there: every text fails to go out.
      AFRICASTALKING_BASE_URL: 'http://127.0.0.1:9',
      ...productionMpesaSettings,
    });
  });
  afterAll(() => t.close());

  const account = { email: uniqueEmail('prod'), phone: uniquePhone() };
  const sessionCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));

  it('signs up, reporting that the code could not be sent and the wait before the next try', async () => {
    const res = await t.request('/api/identity/sign-up', {
      method: 'POST',
      json: {
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        email: account.email,
        password: testPassword,
        phone: account.phone,
        user_purpose: 'tenant',
      },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).verification).toEqual({
      phone: account.phone,
      sent: false,
      resendAvailableInSeconds: 60,
      reason: 'sms_failed',
    });
    expect(sessionCookieOf(res)).toMatch(/; Secure/);
  });

  it("the sign-in answer's session cookie is Secure, HttpOnly and SameSite=Lax", async () => {
    const res = await t.request('/api/identity/sign-in', {
      method: 'POST',
      json: { email: account.email, password: testPassword },
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/^__Secure-abode\.session_token=[^;]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    for (const other of res.headers.getSetCookie()) expect(other).toMatch(/; Secure/);
  });

  it('a phone change whose text fails reports no code sent', async () => {
    const signedIn = await t.request('/api/identity/sign-in', {
      method: 'POST',
      json: { email: account.email, password: testPassword },
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .join('; ');
    const phone = uniquePhone();
    const res = await t.request('/api/me', { method: 'PATCH', json: { phone }, headers: { cookie } });
    expect(res.status).toBe(200);
    expect((await res.json()).verification).toEqual({
      phone,
      sent: false,
      resendAvailableInSeconds: 60,
      reason: 'sms_failed',
    });
  });
});
