import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { cookieFrom, signIn, signedInAs, testPassword, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deviceName } from './device-name';

const android =
  'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';

describe('account security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (cookie: string | undefined, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: { ...(cookie ? { cookie } : {}), ...((init.headers as Record<string, string>) ?? {}) },
  });
  const me = async (cookie: string) => (await t.request('/api/me', as(cookie))).json();
  /** A second session of the user, opened from another device. */
  const signInFrom = async (user: TestUser, userAgent: string) => {
    const res = await t.request('/api/identity/sign-in', {
      method: 'POST',
      json: { email: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
      clientIp: '198.51.100.90',
    });
    expect(res.status).toBe(200);
    return cookieFrom(res);
  };

  describe('the active sessions', () => {
    it('needs a session (401)', async () => {
      expect((await t.request('/api/identity/sessions')).status).toBe(401);
      expect((await t.request('/api/identity/sessions/sign-out-others', { method: 'POST' })).status).toBe(
        401,
      );
    });

    it('lists the account’s own sessions with their device, marking this one', async () => {
      const user = await signedInAs(t, 'tenant');
      const phone = await signInFrom(user, android);
      await signInFrom(await signedInAs(t, 'tenant'), laptop); // someone else's
      const res = await t.request('/api/identity/sessions', as(phone));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const { sessions } = await res.json();
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s: { current: boolean }) => s.current)).toEqual([
        expect.objectContaining({ device: 'Chrome on Android', current: true }),
      ]);
    });

    it('signs out every other device, and only this account’s', async () => {
      const user = await signedInAs(t, 'tenant');
      const phone = await signInFrom(user, android);
      const laptopCookie = await signInFrom(user, laptop);
      const stranger = await signedInAs(t, 'tenant');
      const res = await t.request('/api/identity/sessions/sign-out-others', as(phone, { method: 'POST' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ended: 2 });
      expect(await me(phone)).toMatchObject({ id: user.userId });
      expect(await me(laptopCookie)).toBeNull();
      expect(await me(user.cookie)).toBeNull();
      expect(await me(stranger.cookie)).toMatchObject({ id: stranger.userId });
      const [audit] = await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'account.other_sessions_ended'));
      expect(audit).toMatchObject({ actorUserId: user.userId, details: { ended: 2 } });
    });
  });

  describe('changing the password', () => {
    const change = (cookie: string | undefined, json: unknown) =>
      t.request('/api/identity/password', as(cookie, { method: 'POST', json }));

    it('needs a session (401)', async () => {
      expect(
        (await change(undefined, { currentPassword: testPassword, newPassword: 'Westlands-Dawn-77' })).status,
      ).toBe(401);
    });

    it.each([
      [
        { currentPassword: '', newPassword: 'Westlands-Dawn-77' },
        'currentPassword',
        'Enter your current password',
      ],
      [{ currentPassword: testPassword, newPassword: 'short' }, 'newPassword', undefined],
      [
        { currentPassword: testPassword, newPassword: testPassword },
        'newPassword',
        'Choose a new password that differs from your current one',
      ],
    ])('refuses %j (400 naming %s)', async (json, field, message) => {
      const user = await signedInAs(t, 'tenant');
      const res = await change(user.cookie, json);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(Object.keys(error.fields)).toEqual([field]);
      if (message) expect(error.fields[field]).toBe(message);
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const user = await signedInAs(t, 'tenant');
      const res = await change(user.cookie, {
        currentPassword: 'Not-The-Password-9',
        newPassword: 'Westlands-Dawn-77',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({
        currentPassword: 'Your current password is not right.',
      });
      expect(await signIn(t, user.email, user.password, undefined, '198.51.100.91')).toBeTruthy();
    });

    it('takes the new password, ends every other session, and keeps this one', async () => {
      const user = await signedInAs(t, 'tenant');
      const other = await signInFrom(user, laptop);
      const res = await change(user.cookie, {
        currentPassword: user.password,
        newPassword: 'Westlands-Dawn-77',
      });
      expect(res.status).toBe(200);
      const renewed = cookieFrom(res);
      expect(await me(renewed)).toMatchObject({ id: user.userId });
      expect(await me(other)).toBeNull();
      await expect(signIn(t, user.email, user.password, undefined, '198.51.100.92')).rejects.toThrow(/401/);
      expect(await signIn(t, user.email, 'Westlands-Dawn-77', undefined, '198.51.100.92')).toBeTruthy();
      const audited = await t.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'account.password_changed'));
      expect(audited.map((event) => event.actorUserId)).toContain(user.userId);
    });
  });

  it('a new phone number ends the other sessions until it is proved', async () => {
    const user = await signedInAs(t, 'tenant');
    const other = await signInFrom(user, laptop);
    const res = await t.request(
      '/api/me',
      as(user.cookie, { method: 'PATCH', json: { phone: '0722 555 019' } }),
    );
    expect(res.status).toBe(200);
    expect(await me(other)).toBeNull();
    expect(await me(user.cookie)).toMatchObject({ id: user.userId, phoneVerified: false });
  });
});

describe('device names', () => {
  it.each([
    [android, 'Chrome on Android'],
    [laptop, 'Edge on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'Unknown browser'],
    [null, 'Unknown device'],
  ])('%s → %s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});
