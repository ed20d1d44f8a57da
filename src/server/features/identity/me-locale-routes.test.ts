import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import {
  everyone,
  signedInAsEveryone,
  signUpUnverified,
  type TestUser,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('PUT /api/me/locale: the account keeps its language', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof signedInAsEveryone>>;
  beforeAll(async () => {
    t = await createTestApp();
    people = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  const put = (user: TestUser | null, json: unknown) =>
    t.request('/api/me/locale', { method: 'PUT', json, headers: user ? { cookie: user.cookie } : {} });
  const storedLocale = async (user: TestUser) =>
    (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.userId)))[0]
      ?.locale;

  it('starts in English', async () => {
    const res = await t.request('/api/me', { headers: { cookie: people.tenant.cookie } });
    expect(res.status).toBe(200);
    expect((await res.json()).locale).toBe('en');
  });

  it.each(everyone)('%s sets Kiswahili and back, and /api/me says so', async (who) => {
    const user = people[who];
    const res = await put(user, { locale: 'sw' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ locale: 'sw' });
    expect(await storedLocale(user)).toBe('sw');
    const me = await t.request('/api/me', { headers: { cookie: user.cookie } });
    expect((await me.json()).locale).toBe('sw');
    expect((await put(user, { locale: 'en' })).status).toBe(200);
    expect(await storedLocale(user)).toBe('en');
  });

  it('is allowed before the phone is verified (the code screen has the switch too)', async () => {
    const user = await signUpUnverified(t);
    expect((await put(user, { locale: 'sw' })).status).toBe(200);
    expect(await storedLocale(user)).toBe('sw');
  });

  it('changes only the caller’s own account', async () => {
    expect((await put(people.landlord, { locale: 'sw' })).status).toBe(200);
    expect(await storedLocale(people.caretaker)).toBe('en');
    await put(people.landlord, { locale: 'en' });
  });

  it('answers 400 to a language ABODE does not speak, or no language', async () => {
    for (const json of [{ locale: 'fr' }, { locale: 'SW' }, {}, { locale: null }]) {
      const res = await put(people.tenant, json);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect(await storedLocale(people.tenant)).toBe('en');
  });

  it('answers 401 without a session', async () => {
    const res = await put(null, { locale: 'sw' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});
