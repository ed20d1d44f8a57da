import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, rateLimitEvents, smsOutbox } from '../../db/schema/index';
import { signIn, signUpUnverified, signedInAs, uniqueEmail } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const newPassword = 'Karen-Evening-58';

describe('forgot password: a reset by a code to the verified phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = async (email: string, clientIp = '198.51.100.120') => {
    // The sign-up's own code went out within the minute; a minute later a reset code may follow.
    await t.database.db.delete(rateLimitEvents).where(like(rateLimitEvents.key, 'sms-minute:%'));
    return t.request('/api/identity/password-reset/request', { method: 'POST', json: { email }, clientIp });
  };
  const reset = (json: Record<string, unknown>, clientIp = '198.51.100.120') =>
    t.request('/api/identity/password-reset', { method: 'POST', json, clientIp });
  const resetCodeFor = async (phone: string) => {
    const [newest] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(newest!.text).toContain('password reset code');
    return /\b(\d{6})\b/.exec(newest!.text)![1]!;
  };

  it('answers alike for an email with an account, without one, and without a verified phone', async () => {
    const user = await signedInAs(t, 'tenant');
    const unverified = await signUpUnverified(t, {}, '198.51.100.121');
    for (const email of [user.email, uniqueEmail('nobody'), unverified.email]) {
      const res = await request(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ requested: true });
    }
    expect(await resetCodeFor(user.phone)).toMatch(/^\d{6}$/);
    const toUnverified = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, unverified.phone));
    expect(toUnverified.every((m) => !m.text.includes('password reset'))).toBe(true);
  });

  it('sets the new password, ends every session, and forgets failed sign-ins', async () => {
    const user = await signedInAs(t, 'tenant');
    for (let i = 0; i < 3; i += 1) {
      await t.request('/api/identity/sign-in', {
        method: 'POST',
        json: { email: user.email, password: 'Not-The-Password-1' },
        clientIp: '198.51.100.122',
      });
    }
    await request(user.email);
    const code = await resetCodeFor(user.phone);
    const res = await reset({ email: user.email, code, newPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reset: true });
    expect(await (await t.request('/api/me', { headers: { cookie: user.cookie } })).json()).toBeNull();
    await expect(signIn(t, user.email, user.password, undefined, '198.51.100.122')).rejects.toThrow(/401/);
    // The failures from before the reset are gone, so the owner is not kept waiting.
    expect(await signIn(t, user.email, newPassword, undefined, '198.51.100.122')).toBeTruthy();
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.password_reset'));
    expect(audit).toMatchObject({ actorUserId: user.userId });
    // The code is spent.
    expect((await reset({ email: user.email, code, newPassword: 'Another-Pass-91' })).status).toBe(400);
  });

  it('refuses a wrong code, spends the code after five, and refuses an unknown email the same way', async () => {
    const user = await signedInAs(t, 'tenant');
    await request(user.email, '198.51.100.123');
    const code = await resetCodeFor(user.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await reset({ email: user.email, code: wrongCode, newPassword }, '198.51.100.123');
      expect(res.status).toBe(400);
      expect((await res.json()).error).toEqual({
        code: 'BAD_REQUEST',
        message: 'That code is not right, or it has expired. Ask for a new one.',
        reason: 'wrong_code',
      });
    }
    expect((await reset({ email: user.email, code, newPassword }, '198.51.100.123')).status).toBe(400);
    const unknown = await reset({ email: uniqueEmail('ghost'), code, newPassword }, '198.51.100.123');
    expect((await unknown.json()).error.message).toBe(
      'That code is not right, or it has expired. Ask for a new one.',
    );
  });

  it.each([
    [{ email: 'nope', code: '123456', newPassword }, 'email'],
    [{ email: 'a@example.co.ke', code: '12', newPassword }, 'code'],
    [{ email: 'a@example.co.ke', code: '123456', newPassword: 'password' }, 'newPassword'],
  ])('validates %j (400 naming %s)', async (json, field) => {
    const res = await reset(json, '198.51.100.124');
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toContain(field);
  });

  it('limits resets per client', async () => {
    const ip = '198.51.100.125';
    for (let i = 0; i < 20; i += 1) expect((await request(uniqueEmail('spray'), ip)).status).toBe(200);
    expect((await request(uniqueEmail('spray'), ip)).status).toBe(429);
  });
});
