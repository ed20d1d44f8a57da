import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerificationCodes, profiles, rateLimitEvents, smsOutbox, users } from '../../db/schema/index';
import { readSmsCode, signUpUnverified, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the phone code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (user: TestUser, code: string) =>
    t.request('/api/identity/phone/verify', {
      method: 'POST',
      json: { code },
      headers: { cookie: user.cookie },
    });
  const resend = (user: TestUser, clientIp?: string) =>
    t.request('/api/identity/phone/send-code', {
      method: 'POST',
      headers: { cookie: user.cookie },
      clientIp,
    });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Lets the minute between codes pass by ageing the phone's counted sends. */
  const forgetMinuteLimit = (phone: string) =>
    t.database.db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, `sms-minute:${phone}`));

  it('verifies the phone with the texted code, once', async () => {
    const user = await signUpUnverified(t);
    const code = await readSmsCode(t, user.phone);
    const res = await verify(user, code);
    expect(res.status).toBe(200);
    expect((await res.json()).me).toMatchObject({ id: user.userId, phoneVerified: true });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile!.phoneVerifiedAt).toBeInstanceOf(Date);
    // Single use: the same code again is refused (the phone is verified and the code spent).
    const again = await verify(user, code);
    expect(again.status).toBe(409);
  });

  it('refuses a wrong code with the spec message, counting down the tries', async () => {
    const user = await signUpUnverified(t);
    const code = await readSmsCode(t, user.phone);
    const res = await verify(user, wrongCodeFor(code));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Failed to verify your account',
      reason: 'wrong_code',
      attemptsLeft: 4,
    });
    expect((await verify(user, code)).status).toBe(200);
  });

  it('rejects anything but exactly 6 digits as a validation error', async () => {
    const user = await signUpUnverified(t);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(user, code);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { code: 'Enter the 6-digit code' },
      });
    }
  });

  it('locks the code after 5 wrong tries, even against the right code, until a new one is sent', async () => {
    const user = await signUpUnverified(t);
    const code = await readSmsCode(t, user.phone);
    for (let i = 1; i <= 5; i += 1) {
      const res = await verify(user, wrongCodeFor(code));
      expect(res.status).toBe(400);
      expect((await res.json()).error.attemptsLeft).toBe(5 - i);
    }
    const locked = await verify(user, code);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toMatchObject({
      message: 'Too many wrong codes. Request a new code.',
      reason: 'too_many_attempts',
    });
    await forgetMinuteLimit(user.phone);
    expect((await resend(user)).status).toBe(200);
    const fresh = await readSmsCode(t, user.phone);
    expect((await verify(user, fresh)).status).toBe(200);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const user = await signUpUnverified(t);
    const code = await readSmsCode(t, user.phone);
    const [row] = await t.database.db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.userId, user.userId));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
    await t.database.db
      .update(phoneVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerificationCodes.userId, user.userId));
    const res = await verify(user, code);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      message: 'This code has expired. Request a new one.',
      reason: 'expired',
    });
  });

  it('a new code replaces the old one', async () => {
    const user = await signUpUnverified(t);
    const first = await readSmsCode(t, user.phone);
    await forgetMinuteLimit(user.phone);
    expect((await resend(user)).status).toBe(200);
    const second = await readSmsCode(t, user.phone);
    const active = await t.database.db
      .select()
      .from(phoneVerificationCodes)
      .where(and(eq(phoneVerificationCodes.userId, user.userId), isNull(phoneVerificationCodes.spentAt)));
    expect(active).toHaveLength(1);
    if (first !== second) expect((await verify(user, first)).status).toBe(400);
    expect((await verify(user, second)).status).toBe(200);
  });

  it('allows one resend a minute, telling the wait', async () => {
    const user = await signUpUnverified(t);
    const res = await resend(user);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(50);
    expect((await res.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait a minute before requesting another code.',
    });
  });

  it('allows 5 codes an hour per phone', async () => {
    const user = await signUpUnverified(t); // the first code
    for (let i = 2; i <= 5; i += 1) {
      await forgetMinuteLimit(user.phone);
      const res = await resend(user);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ phone: user.phone, sent: true, resendAvailableInSeconds: 60 });
    }
    await forgetMinuteLimit(user.phone);
    const res = await resend(user);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await res.json()).error.message).toBe(
      'You have requested 5 codes in the last hour. Please wait before requesting another.',
    );
  });

  it('limits code requests per client address', async () => {
    const clientIp = '192.0.2.77';
    const users = [];
    for (let i = 0; i < 3; i += 1) users.push(await signUpUnverified(t, {}, `192.0.2.${100 + i}`));
    await t.database.db.delete(rateLimitEvents).where(like(rateLimitEvents.key, 'sms-%'));
    // 30 an hour per client: fill the budget directly, then one more request is refused.
    await t.database.db
      .insert(rateLimitEvents)
      .values(Array.from({ length: 30 }, () => ({ key: `sms-client:${clientIp}` })));
    const res = await resend(users[0]!, clientIp);
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toBe(
      'Too many code requests from this network. Please try again later.',
    );
    expect((await resend(users[1]!, '192.0.2.78')).status).toBe(200);
  });

  it('needs a session (401) and an unverified phone (409)', async () => {
    const anonymous = await t.request('/api/identity/phone/send-code', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    const anonymousVerify = await t.request('/api/identity/phone/verify', {
      method: 'POST',
      json: { code: '123456' },
    });
    expect(anonymousVerify.status).toBe(401);
    const user = await signUpUnverified(t);
    expect((await verify(user, await readSmsCode(t, user.phone))).status).toBe(200);
    await forgetMinuteLimit(user.phone);
    const res = await resend(user);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('Your phone number is already verified.');
  });

  it('keeps codes only as an HMAC, never the digits', async () => {
    const user = await signUpUnverified(t);
    const code = await readSmsCode(t, user.phone);
    const rows = await t.database.db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.userId, user.userId));
    expect(JSON.stringify(rows)).not.toContain(code);
  });
  it('GET /api/dev/sms lists a phone’s messages newest first', async () => {
    const user = await signUpUnverified(t);
    await t.database.db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, `sms-minute:${user.phone}`));
    await t.request('/api/identity/phone/send-code', { method: 'POST', headers: { cookie: user.cookie } });
    const res = await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`);
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages).toHaveLength(2);
    expect(Object.keys(messages[0]).sort()).toEqual(['createdAt', 'text', 'to']);
    expect(messages[0].createdAt >= messages[1].createdAt).toBe(true);
    const newest = /\d{6}/.exec(messages[0].text)![0];
    expect(await readSmsCode(t, user.phone)).toBe(newest);
    expect((await t.request('/api/dev/sms?to=12')).status).toBe(400);
  });
  it('texts the code in the account’s language: Kiswahili for a Kiswahili reader, English otherwise', async () => {
    const user = await signUpUnverified(t);
    const textsTo = async (phone: string) =>
      (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone))).map((row) => row.text);
    expect((await textsTo(user.phone)).at(-1)).toMatch(
      /^Your ABODE verification code is \d{6}\. It expires in 10 minutes\. Do not share it with anyone\.$/,
    );
    await t.database.db.update(users).set({ locale: 'sw' }).where(eq(users.id, user.userId));
    await forgetMinuteLimit(user.phone);
    expect((await resend(user)).status).toBe(200);
    expect((await textsTo(user.phone)).at(-1)).toMatch(
      /^Nambari yako ya uthibitisho ya ABODE ni \d{6}\. Itaisha baada ya dakika 10\. Usimpe mtu yeyote\.$/,
    );
  });
});
