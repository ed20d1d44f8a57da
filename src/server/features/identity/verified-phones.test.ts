import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index';
import {
  readSmsCode,
  signUpAndVerify,
  signUpUnverified,
  uniqueEmail,
  uniquePhone,
  testPassword,
} from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const taken = 'This phone number is already verified on another ABODE account. Use another number.';

describe('a phone number belongs to one account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = async (cookie: string, code: string) =>
    t.request('/api/identity/phone/verify', { method: 'POST', json: { code }, headers: { cookie } });

  it('refuses a sign-up with a number another account verified (409, naming nobody)', async () => {
    const owner = await signUpAndVerify(t, { first_name: 'Wanjiku', last_name: 'Kamau' });
    const res = await t.request('/api/identity/sign-up', {
      method: 'POST',
      json: {
        first_name: 'Other',
        last_name: 'Person',
        email: uniqueEmail(),
        password: testPassword,
        phone: owner.phone,
        user_purpose: 'tenant',
      },
      clientIp: '198.51.100.201',
    });
    expect(res.status).toBe(409);
    const { error } = await res.json();
    expect(error).toEqual({ code: 'CONFLICT', message: taken, reason: 'phone_taken' });
    expect(JSON.stringify(error)).not.toMatch(/Wanjiku|Kamau|@/);
  });

  it('lets the first of two unverified accounts prove a shared number, and refuses the second', async () => {
    const phone = uniquePhone();
    const first = await signUpUnverified(t, { phone }, '198.51.100.202');
    const firstCode = await readSmsCode(t, phone);
    const second = await signUpUnverified(t, { phone }, '198.51.100.203');
    const secondCode = await readSmsCode(t, phone);
    expect((await verify(first.cookie, firstCode)).status).toBe(200);
    const refused = await verify(second.cookie, secondCode);
    const body = await refused.clone().text();
    expect(refused.status, body).toBe(409);
    expect((await refused.json()).error.reason).toBe('phone_taken');
    // Nor is a new code texted to a number that is no longer this account's to prove.
    const resend = await t.request('/api/identity/phone/send-code', {
      method: 'POST',
      headers: { cookie: second.cookie },
    });
    expect(resend.status).toBe(409);
  });

  it('refuses changing the phone to a number another account verified', async () => {
    const owner = await signUpAndVerify(t);
    const other = await signUpAndVerify(t);
    const res = await t.request('/api/me', {
      method: 'PATCH',
      json: { phone: owner.phone },
      headers: { cookie: other.cookie },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(taken);
    // Keeping one's own number is no change at all.
    const same = await t.request('/api/me', {
      method: 'PATCH',
      json: { phone: other.phone },
      headers: { cookie: other.cookie },
    });
    expect(same.status).toBe(200);
  });

  it('holds in the database too: two verified rows with one number cannot exist', async () => {
    const a = await signUpAndVerify(t);
    const b = await signUpUnverified(t, {}, '198.51.100.204');
    const { eq } = await import('drizzle-orm');
    await expect(
      t.database.db
        .update(profiles)
        .set({ phone: a.phone, phoneVerifiedAt: new Date() })
        .where(eq(profiles.id, b.userId)),
    ).rejects.toThrow();
  });
});
