import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents, smsOutbox } from '../../db/schema/index';
import { cookieFrom, signedInAs, uniqueEmail, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInEmailCeiling } from './sign-in-lock';

describe('signing in with a code texted to the verified phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = async (email: string, clientIp = '198.51.100.140') => {
    // The sign-up's own code went out within the minute; a minute later another may follow.
    await t.database.db.delete(rateLimitEvents).where(like(rateLimitEvents.key, 'sms-minute:%'));
    return t.request('/api/identity/sign-in/code/request', { method: 'POST', json: { email }, clientIp });
  };
  const signIn = (json: Record<string, unknown>, clientIp = '198.51.100.140') =>
    t.request('/api/identity/sign-in/code', { method: 'POST', json, clientIp });
  const codeFor = async (user: TestUser) => {
    const [newest] = await t.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, user.phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(newest!.text).toContain('sign-in code');
    return /\b(\d{6})\b/.exec(newest!.text)![1]!;
  };

  it('signs the owner in while strangers have paused password sign-in for the email', async () => {
    const owner = await signedInAs(t, 'landlord');
    await t.database.db.insert(rateLimitEvents).values(
      Array.from({ length: signInEmailCeiling.maxFailures }, (_, i) => ({
        key: `signin-failures:${owner.email}`,
        occurredAt: new Date(Date.now() - 1000 + i),
      })),
    );
    const paused = await t.request('/api/identity/sign-in', {
      method: 'POST',
      json: { email: owner.email, password: owner.password },
      clientIp: '198.51.100.141',
    });
    expect(paused.status).toBe(429);

    expect(await (await ask(owner.email)).json()).toEqual({ requested: true });
    const res = await signIn({ email: owner.email, code: await codeFor(owner), role: 'landlord' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      redirectTo: '/dashboard/landlord',
      verification: null,
      me: { id: owner.userId },
    });
    const cookie = cookieFrom(res);
    expect(await (await t.request('/api/me', { headers: { cookie } })).json()).toMatchObject({
      id: owner.userId,
    });
    // The paused password sign-in is open again for the owner.
    const again = await t.request('/api/identity/sign-in', {
      method: 'POST',
      json: { email: owner.email, password: owner.password },
      clientIp: '198.51.100.141',
    });
    expect(again.status).toBe(200);
  });

  it('refuses a wrong code, a spent one and an unknown email alike (400)', async () => {
    const user = await signedInAs(t, 'tenant');
    await ask(user.email, '198.51.100.142');
    const code = await codeFor(user);
    const wrong = await signIn(
      { email: user.email, code: code === '000000' ? '111111' : '000000' },
      '198.51.100.142',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect((await signIn({ email: user.email, code }, '198.51.100.142')).status).toBe(200);
    expect((await signIn({ email: user.email, code }, '198.51.100.142')).status).toBe(400);
    const unknown = await signIn({ email: uniqueEmail('ghost'), code }, '198.51.100.142');
    expect((await unknown.json()).error.reason).toBe('wrong_code');
  });

  it('checks the role chosen on /login, sending no session when it does not match (403)', async () => {
    const user = await signedInAs(t, 'tenant');
    await ask(user.email, '198.51.100.143');
    const res = await signIn(
      { email: user.email, code: await codeFor(user), role: 'caretaker' },
      '198.51.100.143',
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
