import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@common/auth/auth-texts';
import { authSessions, rateLimitEvents } from '../../db/schema/index';
import {
  cookieFrom,
  grantRole,
  readSmsCode,
  signedInAs,
  signUpUnverified,
  uniqueEmail,
  type TestUser,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInClientLimit, signInDelaySeconds, signInEmailCeiling } from './sign-in-lock';

describe('signing in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/identity/sign-in', () => {
    let tenant: TestUser;
    beforeAll(async () => {
      tenant = await signedInAs(t, 'tenant');
    });

    const signIn = (json: Record<string, unknown>, clientIp?: string) =>
      t.request('/api/identity/sign-in', { method: 'POST', json, clientIp });

    it('signs in with a fresh session token each time and lands on the chosen dashboard', async () => {
      const first = await signIn({ email: tenant.email, password: tenant.password, role: 'tenant' });
      expect(first.status).toBe(200);
      const body = await first.json();
      expect(body).toMatchObject({
        me: { id: tenant.userId, roles: ['tenant'], phoneVerified: true },
        redirectTo: '/dashboard/tenant',
        verification: null,
      });
      const second = await signIn({
        email: tenant.email.toUpperCase(),
        password: tenant.password,
        role: 'tenant',
      });
      expect(second.status).toBe(200);
      expect(cookieFrom(first)).not.toBe(cookieFrom(second));
      expect(cookieFrom(first)).not.toBe(tenant.cookie);
      const setCookie = first.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(
        /abode\.session_token=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax/,
      );
      // No token in the JSON: the cookie is the only carrier.
      expect(JSON.stringify(body)).not.toMatch(/token/i);
    });

    it('without a role choice (/auth) lands on the dashboard of the account’s roles', async () => {
      const landlord = await signedInAs(t, 'landlord');
      const res = await signIn({ email: landlord.email, password: landlord.password });
      expect((await res.json()).redirectTo).toBe('/dashboard/landlord');
      const admin = await signedInAs(t, 'superadmin');
      const adminRes = await signIn({ email: admin.email, password: admin.password });
      expect((await adminRes.json()).redirectTo).toBe('/dashboard');
    });

    it.each([
      ['landlord', 'landlord', '/dashboard/landlord'],
      ['service_provider', 'provider', '/dashboard/provider'],
      ['caretaker', 'caretaker', '/dashboard/caretaker'],
    ] as const)('a %s choosing "%s" goes to %s', async (role, choice, path) => {
      const user = await signedInAs(t, role);
      const res = await signIn({ email: user.email, password: user.password, role: choice });
      expect(res.status).toBe(200);
      expect((await res.json()).redirectTo).toBe(path);
    });

    it('lets the superadmin sign in from /login whatever they pick, to the back office (ABODE staff)', async () => {
      const admin = await signedInAs(t, 'superadmin');
      for (const role of ['tenant', 'caretaker'] as const) {
        const res = await signIn({ email: admin.email, password: admin.password, role });
        expect(res.status).toBe(200);
        expect((await res.json()).redirectTo).toBe('/dashboard');
        expect(res.headers.getSetCookie().join(';')).toMatch(/session_token=/);
      }
    });

    it('refuses a role the account does not hold, keeping no session', async () => {
      const sessionsBefore = (
        await t.database.db.select().from(authSessions).where(eq(authSessions.userId, tenant.userId))
      ).length;
      const res = await signIn({ email: tenant.email, password: tenant.password, role: 'landlord' });
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'This account is not registered as a Landlord/Agent.',
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      const sessionsAfter = (
        await t.database.db.select().from(authSessions).where(eq(authSessions.userId, tenant.userId))
      ).length;
      expect(sessionsAfter).toBe(sessionsBefore);
      const provider = await signIn({ email: tenant.email, password: tenant.password, role: 'provider' });
      expect((await provider.json()).error.message).toBe(
        'This account is not registered as a Service Provider.',
      );
    });

    it('a user holding several roles may sign in as each', async () => {
      const user = await signedInAs(t, 'tenant');
      await grantRole(t, user.userId, 'landlord');
      const asLandlord = await signIn({ email: user.email, password: user.password, role: 'landlord' });
      expect((await asLandlord.json()).redirectTo).toBe('/dashboard/landlord');
      const asTenant = await signIn({ email: user.email, password: user.password, role: 'tenant' });
      expect((await asTenant.json()).redirectTo).toBe('/dashboard/tenant');
    });

    it('gives the same message for a wrong password and an unknown email, in about the same time', async () => {
      const timed = async (json: Record<string, unknown>) => {
        const started = performance.now();
        const res = await signIn(json, '192.0.2.10');
        return { res, ms: performance.now() - started };
      };
      const wrong = await timed({ email: tenant.email, password: 'Wrong-Password-1' });
      const unknown = await timed({ email: uniqueEmail('nobody'), password: 'Wrong-Password-1' });
      for (const { res } of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect((await res.json()).error).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Invalid email or password. Please try again.',
        });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
      // Both pay for one Argon2id computation. Interleaved pairs and medians smooth out a busy machine.
      const wrongTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        await t.database.db
          .delete(rateLimitEvents)
          .where(like(rateLimitEvents.key, `signin-failures:${tenant.email}%`));
        wrongTimes.push((await timed({ email: tenant.email, password: `Wrong-${i}-Password` })).ms);
        unknownTimes.push(
          (await timed({ email: uniqueEmail('nobody'), password: `Wrong-${i}-Password` })).ms,
        );
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const ratio = median(unknownTimes) / median(wrongTimes);
      const seen = `unknown ${unknownTimes.map(Math.round)} ms vs wrong password ${wrongTimes.map(Math.round)} ms`;
      expect(ratio, seen).toBeGreaterThan(0.4);
      expect(ratio, seen).toBeLessThan(2.5);
      await t.database.db.delete(rateLimitEvents);
    });

    /** Ages this email's recorded failures by `seconds`, as time passing would. */
    const age = async (email: string, seconds: number) =>
      t.database.db
        .update(rateLimitEvents)
        .set({ occurredAt: sql`${rateLimitEvents.occurredAt} - make_interval(secs => ${seconds})` })
        .where(like(rateLimitEvents.key, `signin-failures:${email}%`));

    it('slows one client guessing an email, doubling the wait, without locking the owner out elsewhere', async () => {
      const user = await signedInAs(t, 'tenant');
      const guesser = '203.0.113.41';
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn({ email: user.email, password: 'Not-The-Password-1' }, guesser)).status).toBe(
          401,
        );
      }
      // The fourth try waits a second, right password or not: it is refused before any password is checked.
      const delayed = await signIn({ email: user.email, password: user.password }, guesser);
      expect(delayed.status).toBe(429);
      expect(Number(delayed.headers.get('retry-after'))).toBe(1);
      expect((await delayed.json()).error).toMatchObject({
        code: 'RATE_LIMITED',
        reason: 'sign_in_delayed',
        message: 'Too many wrong passwords. Please wait 1 second before trying again.',
        // The wait as a value too, for the web to say it in Kiswahili.
        params: { seconds: 1 },
      });
      // The owner, from their own phone, signs in at once.
      expect((await signIn({ email: user.email, password: user.password }, '203.0.113.42')).status).toBe(200);

      // The owner's success forgot every failure; the guesser starts over, and each wrong try doubles the wait.
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn({ email: user.email, password: 'Not-The-Password-1' }, guesser)).status).toBe(
          401,
        );
      }
      for (const wait of [1, 2, 4, 8]) {
        const refused = await signIn({ email: user.email, password: 'Not-The-Password-1' }, guesser);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBe(wait);
        await age(user.email, wait);
        expect((await signIn({ email: user.email, password: 'Not-The-Password-1' }, guesser)).status).toBe(
          401,
        );
      }
    });

    it('treats unknown emails the same way', async () => {
      const email = uniqueEmail('ghost');
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn({ email, password: 'Guess-1234' }, '203.0.113.43')).status).toBe(401);
      }
      expect((await signIn({ email, password: 'Guess-1234' }, '203.0.113.43')).status).toBe(429);
    });

    it('pauses password sign-in for an email guessed at from many clients, until the hour ages out', async () => {
      const user = await signedInAs(t, 'tenant');
      const now = Date.now();
      await t.database.db.insert(rateLimitEvents).values(
        Array.from({ length: signInEmailCeiling.maxFailures }, (_, i) => ({
          key: `signin-failures:${user.email}`,
          occurredAt: new Date(now - 60_000 + i),
        })),
      );
      const paused = await signIn({ email: user.email, password: user.password }, '203.0.113.44');
      expect(paused.status).toBe(429);
      expect((await paused.json()).error).toMatchObject({
        reason: 'sign_in_locked',
        message: authTexts.signInLocked,
      });
      await age(user.email, signInEmailCeiling.windowSeconds);
      expect((await signIn({ email: user.email, password: user.password }, '203.0.113.44')).status).toBe(200);
    });

    it('limits the failed sign-ins of one client across every email, counting only wrong guesses', async () => {
      const ip = '203.0.113.77';
      const user = await signedInAs(t, 'tenant');
      // Right passwords give their attempt back.
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn({ email: user.email, password: user.password }, ip)).status).toBe(200);
      }
      // Three wrong guesses at one email; the delayed tries that follow make no guess and cost nothing.
      const victim = uniqueEmail('victim');
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn({ email: victim, password: 'Guess-1234' }, ip)).status).toBe(401);
      }
      for (let i = 0; i < 2; i += 1) {
        expect((await signIn({ email: victim, password: 'Guess-1234' }, ip)).status).toBe(429);
      }
      // The rest of the budget, one guess per email, as a password sprayer would.
      for (let i = 3; i < signInClientLimit.limit; i += 1) {
        const res = await signIn({ email: uniqueEmail(`spray${i}`), password: 'Guess-1234' }, ip);
        expect(res.status).toBe(401);
      }
      const refused = await signIn({ email: uniqueEmail('spray'), password: 'Guess-1234' }, ip);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await refused.json()).error).toMatchObject({
        code: 'RATE_LIMITED',
        message: authTexts.signInClientRateLimited,
      });
      // Refused before any password is checked, so a right one waits too; another client does not.
      expect((await signIn({ email: user.email, password: user.password }, ip)).status).toBe(429);
      expect((await signIn({ email: user.email, password: user.password }, '203.0.113.78')).status).toBe(200);
    });

    it('a success clears the failures', async () => {
      const user = await signedInAs(t, 'tenant');
      const ip = '203.0.113.45';
      for (let i = 0; i < 3; i += 1) await signIn({ email: user.email, password: 'Not-The-Password-1' }, ip);
      await age(user.email, 1);
      expect((await signIn({ email: user.email, password: user.password }, ip)).status).toBe(200);
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn({ email: user.email, password: 'Not-The-Password-1' }, ip)).status).toBe(401);
      }
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'email', 'Enter a valid email address'],
      [{ email: 'a@example.co.ke', password: '' }, 'password', 'Enter your password'],
      [
        { email: 'a@example.co.ke', password: 'x', role: 'superadmin' },
        'role',
        'Choose tenant, landlord, provider or caretaker',
      ],
    ])('validates %j', async (json, field, message) => {
      const res = await signIn(json);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[field]).toBe(message);
    });

    it('sends an unverified account to the code step with a fresh code', async () => {
      const user = await signUpUnverified(t);
      const firstCode = await readSmsCode(t, user.phone);
      await t.database.db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, `sms-minute:${user.phone}`));
      const res = await signIn({ email: user.email, password: user.password, role: 'tenant' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.redirectTo).toBe('/verify-phone?next=%2Fdashboard%2Ftenant');
      expect(body.verification).toMatchObject({ phone: user.phone, sent: true });
      expect(body.me.phoneVerified).toBe(false);
      const sms = await (await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`)).json();
      expect(sms.messages).toHaveLength(2);
      void firstCode;
      // Signed in, but nothing beyond identity until the code is entered.
      const cookie = cookieFrom(res);
      expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(200);
      const dashboard = await t.request('/api/dashboards/tenant', { headers: { cookie } });
      expect([403, 404]).toContain(dashboard.status);
    });
  });

  describe('sessions', () => {
    it('GET /api/me is null without a session, or with a forged or unknown cookie', async () => {
      for (const cookie of [
        undefined,
        'abode.session_token=forged',
        'abode.session_token=abc.def',
        'other=1',
      ]) {
        const res = await t.request('/api/me', { headers: cookie ? { cookie } : {} });
        expect(res.status).toBe(200);
        expect(await res.json()).toBeNull();
      }
    });

    it('sign-out revokes the session on the server and clears the cookie', async () => {
      const user = await signedInAs(t, 'tenant');
      expect((await t.request('/api/me', { headers: { cookie: user.cookie } })).status).toBe(200);
      const out = await t.request('/api/identity/sign-out', {
        method: 'POST',
        headers: { cookie: user.cookie },
      });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().join('\n')).toMatch(/abode\.session_token=; Max-Age=0/);
      // The old cookie, replayed, is dead.
      expect(await (await t.request('/api/me', { headers: { cookie: user.cookie } })).json()).toBeNull();
      const rows = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, user.userId));
      expect(rows).toHaveLength(0);
      // Signing out again without a session is harmless.
      expect((await t.request('/api/identity/sign-out', { method: 'POST' })).status).toBe(200);
    });

    it('an expired session is refused, and one in use is renewed to 7 days', async () => {
      const user = await signedInAs(t, 'tenant');
      const [session] = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, user.userId));
      const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
      expect(Math.round(lifetime / 86_400_000)).toBe(7);
      // Two days into its week, a request renews it.
      await t.database.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() + 5 * 86_400_000) })
        .where(eq(authSessions.id, session!.id));
      const renewed = await t.request('/api/me', { headers: { cookie: user.cookie } });
      expect(renewed.status).toBe(200);
      expect(renewed.headers.getSetCookie().join('\n')).toMatch(/abode\.session_token=.+Max-Age=604800/);
      const [after] = await t.database.db.select().from(authSessions).where(eq(authSessions.id, session!.id));
      expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
      // Past its end it is gone.
      await t.database.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authSessions.id, session!.id));
      expect(await (await t.request('/api/me', { headers: { cookie: user.cookie } })).json()).toBeNull();
    });

    it("better-auth's own routes are closed: the session token never reaches a page", async () => {
      const user = await signedInAs(t, 'tenant');
      const session = await t.request('/api/auth/get-session', { headers: { cookie: user.cookie } });
      expect(session.status).toBe(404);
      expect(await session.text()).not.toContain(user.cookie.split('=')[1]!.split(';')[0]!);
      for (const path of [
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/auth/change-password',
        '/api/auth/sign-out',
      ]) {
        const res = await t.request(path, {
          method: 'POST',
          json: { email: 'a@b.co', password: 'Xx123456789' },
          headers: { cookie: user.cookie },
        });
        expect(res.status).toBe(404);
      }
      // The session still works: the routes were closed, not the session.
      expect((await t.request('/api/me', { headers: { cookie: user.cookie } })).status).toBe(200);
    });
  });
});

describe('the sign-in delay', () => {
  it('is free for three wrong passwords, then doubles up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12, 13, 20].map(signInDelaySeconds)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 512, 900, 900,
    ]);
  });
});
