import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../context';
import { appMeta, authSessions, profiles } from '../../db/schema/index';
import { grantRole, signedInAs, signUpUnverified, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { identityFor, type Identity } from './identity';
import { askBetterAuth, sessionActor, verifiedSessionToken } from './session-actor';

const day = 86_400_000;

function signed(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

describe('the session check of every request', () => {
  let t: TestApp;
  let identity: Identity;
  let secret: string;
  let landlord: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    // A better-auth of its own over the same database and secret, as another server would have.
    const deps = { config: t.config, database: t.database, logger: pino({ level: 'silent' }) } as AppDeps;
    identity = await identityFor(deps);
    secret = identity.secret;
    const [stored] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'auth_secret'));
    expect(stored?.value).toBe(secret);
  });
  afterAll(() => t.close());

  const sessionOf = async (user: TestUser) => {
    const [row] = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user.userId));
    return row!;
  };
  const setExpiry = (id: string, expiresAt: Date) =>
    t.database.db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, id));

  describe('verifiedSessionToken', () => {
    it('takes the token of a cookie signed with the secret, and nothing else', () => {
      const value = signed('tok-123', secret);
      expect(verifiedSessionToken(value, secret)).toBe('tok-123');
      expect(verifiedSessionToken(signed('a.b', secret), secret)).toBe('a.b');
      expect(verifiedSessionToken(signed('tok-123', `${secret}x`), secret)).toBeNull();
      // One character of the signature changed.
      const flipped = `${value.slice(0, -3)}${value.at(-3) === 'A' ? 'B' : 'A'}${value.slice(-2)}`;
      expect(verifiedSessionToken(flipped, secret)).toBeNull();
      expect(verifiedSessionToken(`tok-124${value.slice(7)}`, secret)).toBeNull();
      expect(verifiedSessionToken('tok-123', secret)).toBeNull();
      expect(verifiedSessionToken(value.slice(7), secret)).toBeNull();
      expect(verifiedSessionToken(value.slice(0, -1), secret)).toBeNull();
      // 44 characters but not ending in '=': better-call refuses these too.
      expect(verifiedSessionToken(`tok.${'A'.repeat(44)}`, secret)).toBeNull();
      // 44 characters that decode to fewer than 32 bytes.
      expect(verifiedSessionToken(`tok.${'A'.repeat(42)}==`, secret)).toBeNull();
      expect(verifiedSessionToken(`tok.${'*'.repeat(43)}=`, secret)).toBeNull();
    });
  });

  describe('sessionActor', () => {
    it('reads a session in use without better-auth: its user, session, roles and phone', async () => {
      const session = await sessionOf(landlord);
      await grantRole(t, landlord.userId, 'caretaker');
      const actor = await sessionActor(t.database.db, identity, landlord.cookie, Date.now());
      expect(actor).toEqual({
        userId: landlord.userId,
        sessionId: session.id,
        roles: expect.arrayContaining(['landlord', 'caretaker']),
        phoneVerified: true,
      });
      expect(actor !== askBetterAuth && actor?.roles).toHaveLength(2);
      // Among other cookies, in any order.
      expect(await sessionActor(t.database.db, identity, `a=1; ${landlord.cookie}; b=2`, Date.now())).toEqual(
        actor,
      );
    });

    it('an unproved phone, a suspended account, and an account without a profile', async () => {
      const unverified = await signUpUnverified(t);
      const actor = await sessionActor(t.database.db, identity, unverified.cookie, Date.now());
      expect(actor).toMatchObject({ userId: unverified.userId, phoneVerified: false });

      const suspended = await signedInAs(t, 'tenant');
      await t.database.db
        .update(profiles)
        .set({ suspendedAt: new Date() })
        .where(eq(profiles.id, suspended.userId));
      expect(await sessionActor(t.database.db, identity, suspended.cookie, Date.now())).toBeNull();

      const bare = await signedInAs(t, 'tenant');
      await t.database.db.delete(profiles).where(eq(profiles.id, bare.userId));
      expect(await sessionActor(t.database.db, identity, bare.cookie, Date.now())).toBeNull();
    });

    it('a cookie not signed with the secret, or no session cookie, is nobody', async () => {
      const token = (await sessionOf(landlord)).token;
      for (const cookie of [
        `abode.session_token=${signed(token, 'another secret')}`,
        `abode.session_token=${token}`,
        `abode.session_token=`,
        `other.session_token=${signed(token, secret)}`,
      ]) {
        expect(await sessionActor(t.database.db, identity, cookie, Date.now())).toBeNull();
      }
    });

    it('leaves to better-auth a session that is unknown, expired, due for renewal, or a cookie cache', async () => {
      const user = await signedInAs(t, 'tenant');
      const session = await sessionOf(user);
      const at = (now: number) => sessionActor(t.database.db, identity, user.cookie, now);
      const unknown = `abode.session_token=${encodeURIComponent(signed('no-such-token', secret))}`;
      expect(await sessionActor(t.database.db, identity, unknown, Date.now())).toBe(askBetterAuth);
      expect(
        await sessionActor(t.database.db, identity, `${user.cookie}; abode.session_data=x`, Date.now()),
      ).toBe(askBetterAuth);
      expect(
        await sessionActor(t.database.db, identity, `${user.cookie}; abode.session_data.0=x`, Date.now()),
      ).toBe(askBetterAuth);

      // Made a moment ago: renewed a day after it was last renewed, six days before its end.
      const now = Date.now();
      await setExpiry(session.id, new Date(now + 7 * day));
      expect(await at(now)).toMatchObject({ userId: user.userId });
      expect(await at(now + day - 1)).toMatchObject({ userId: user.userId });
      expect(await at(now + day)).toBe(askBetterAuth);
      expect(await at(now + 7 * day - 1)).toBe(askBetterAuth);
      expect(await at(now + 7 * day)).toBe(askBetterAuth);
    });
  });

  describe('through a request', () => {
    it('answers a session in use with no cookie written', async () => {
      const user = await signedInAs(t, 'tenant');
      const me = await t.request('/api/me', { headers: { cookie: user.cookie } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: user.userId, roles: ['tenant'] });
      expect(me.headers.getSetCookie()).toEqual([]);
    });

    it('an unknown session clears the cookie; an expired one is deleted too', async () => {
      const unknown = `abode.session_token=${encodeURIComponent(signed('no-such-token', secret))}`;
      const gone = await t.request('/api/me', { headers: { cookie: unknown } });
      expect(await gone.json()).toBeNull();
      expect(gone.headers.getSetCookie().join('\n')).toMatch(/abode\.session_token=; Max-Age=0/);

      const user = await signedInAs(t, 'tenant');
      const session = await sessionOf(user);
      await setExpiry(session.id, new Date(Date.now() - 1000));
      const expired = await t.request('/api/me', { headers: { cookie: user.cookie } });
      expect(await expired.json()).toBeNull();
      expect(expired.headers.getSetCookie().join('\n')).toMatch(/abode\.session_token=; Max-Age=0/);
      const left = await t.database.db.select().from(authSessions).where(eq(authSessions.id, session.id));
      expect(left).toHaveLength(0);
    });

    it('a session due for renewal is renewed and still acts, with its roles', async () => {
      const user = await signedInAs(t, 'landlord');
      const session = await sessionOf(user);
      await setExpiry(session.id, new Date(Date.now() + 5 * day));
      const renewed = await t.request('/api/me', { headers: { cookie: user.cookie } });
      expect(await renewed.json()).toMatchObject({ id: user.userId, roles: ['landlord'] });
      expect(renewed.headers.getSetCookie().join('\n')).toMatch(/abode\.session_token=.+Max-Age=604800/);
      expect((await sessionOf(user)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);
    });

    it('a stale cookie cache is cleared and the session still acts', async () => {
      const user = await signedInAs(t, 'tenant');
      const res = await t.request('/api/me', {
        headers: { cookie: `${user.cookie}; abode.session_data=stale` },
      });
      expect(await res.json()).toMatchObject({ id: user.userId });
      expect(res.headers.getSetCookie().join('\n')).toMatch(/abode\.session_data=; Max-Age=0/);
    });
  });
});
