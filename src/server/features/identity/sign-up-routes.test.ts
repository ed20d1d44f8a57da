import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, phoneVerificationCodes, profiles, userRoles, users } from '../../db/schema/index';
import { cookieFrom, testPassword, uniqueEmail, uniquePhone } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let ip = 0;
const nextIp = () => `203.0.113.${++ip}`;

const valid = () => ({
  first_name: 'Amina',
  last_name: 'Njeri',
  email: uniqueEmail('signup'),
  password: testPassword,
  phone: '0712 345 678',
  user_purpose: 'tenant',
});

describe('signing up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/identity/sign-up', () => {
    const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

    it('creates the user, credential, profile, role and a hashed code, signs in and texts the code', async () => {
      const input = { ...valid(), email: 'Amina.Njeri@Example.CO.KE', phone: '+254 712 000 001' };
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: input,
        clientIp: nextIp(),
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.me).toMatchObject({
        email: 'amina.njeri@example.co.ke',
        firstName: 'Amina',
        lastName: 'Njeri',
        fullName: 'Amina Njeri',
        phone: '+254712000001',
        accountType: 'tenant',
        roles: ['tenant'],
        phoneVerified: false,
      });
      expect(body.verification).toEqual({ phone: '+254712000001', sent: true, resendAvailableInSeconds: 60 });

      const cookie = res.headers.getSetCookie().find((c: string) => c.startsWith('abode.session_token='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Max-Age=604800/);
      expect(cookie).not.toMatch(/Secure/); // Secure only in production

      const id = body.me.id as string;
      const [credential] = await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, id));
      expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
      expect(profile).toMatchObject({ firstName: 'Amina', lastName: 'Njeri', accountType: 'tenant' });
      const [code] = await t.database.db
        .select()
        .from(phoneVerificationCodes)
        .where(eq(phoneVerificationCodes.userId, id));
      expect(code!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      const sms = await (await t.request('/api/dev/sms?to=0712000001')).json();
      expect(sms.messages).toHaveLength(1);
      expect(sms.messages[0]).toMatchObject({ to: '+254712000001' });
      expect(sms.messages[0].text).toMatch(/Your ABODE verification code is \d{6}\./);
      expect(sms.messages[0].text).not.toContain(code!.codeHash);

      const me = await t.request('/api/me', { headers: { cookie: cookieFrom(res) } });
      expect(me.status).toBe(200);
    });

    it.each([
      ['tenant', 'tenant'],
      ['landlord', 'landlord'],
      ['agent', 'landlord'],
      ['property_manager', 'caretaker'],
      ['service_provider', 'service_provider'],
    ])('maps the sign-up role %s to the role %s', async (purpose, role) => {
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: { ...valid(), phone: uniquePhone(), user_purpose: purpose },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.me).toMatchObject({ accountType: purpose, roles: [role] });
      const rows = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, body.me.id));
      expect(rows.map((row) => row.role)).toEqual([role]);
    });

    it.each([
      ['first_name', { first_name: '' }, 'Enter your first name'],
      ['first_name', { first_name: '   ' }, 'Enter your first name'],
      ['first_name', { first_name: 'x'.repeat(51) }, 'First name must be at most 50 characters'],
      ['last_name', { last_name: '' }, 'Enter your last name'],
      ['last_name', { last_name: 'x'.repeat(51) }, 'Last name must be at most 50 characters'],
      ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
      ['email', { email: '' }, 'Enter a valid email address'],
      ['password', { password: '' }, 'Enter your password'],
      ['password', { password: 'Sh0rt' }, 'Password must be at least 8 characters'],
      ['password', { password: `Aa1${'x'.repeat(126)}` }, 'Password must be at most 128 characters'],
      [
        'password',
        { password: 'alllowercase1' },
        'Password must include upper and lower case letters and a number',
      ],
      [
        'password',
        { password: 'ALLUPPERCASE1' },
        'Password must include upper and lower case letters and a number',
      ],
      [
        'password',
        { password: 'NoDigitsHere' },
        'Password must include upper and lower case letters and a number',
      ],
      [
        'password',
        { password: 'Password123' },
        'This password is too common. Choose one that is harder to guess.',
      ],
      [
        'password',
        { password: 'Nairobi2026!' },
        'This password is too common. Choose one that is harder to guess.',
      ],
      ['phone', { phone: '12345' }, 'Enter a valid Kenyan phone number'],
      ['phone', { phone: '+1 415 555 0100' }, 'Enter a valid Kenyan phone number'],
      ['phone', { phone: '0812345678' }, 'Enter a valid Kenyan phone number'],
      ['phone', { phone: '' }, 'Enter a valid Kenyan phone number'],
      ['user_purpose', { user_purpose: 'superadmin' }, 'Choose your role'],
      ['user_purpose', { user_purpose: undefined }, 'Choose your role'],
    ])('rejects a bad %s with a 400 naming it and creates nothing', async (field, change, message) => {
      const before = await userCount();
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: { ...valid(), ...change },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.fields[field]).toBe(message);
      expect(await userCount()).toBe(before);
    });

    it.each(['0712345678', '0112345678', '254712345678', '+254 712 345 678', '+254-112-345-678'])(
      'accepts the phone written as %s and stores it as +254 and 9 digits',
      async (phone) => {
        const res = await t.request('/api/identity/sign-up', {
          method: 'POST',
          json: { ...valid(), phone },
          clientIp: nextIp(),
        });
        expect(res.status).toBe(201);
        expect((await res.json()).me.phone).toMatch(/^\+254[17]\d{8}$/);
      },
    );

    it('refuses a registered email in any letter case with the spec message and a 409', async () => {
      const first = { ...valid(), email: 'wanjiru@example.co.ke' };
      expect(
        (await t.request('/api/identity/sign-up', { method: 'POST', json: first, clientIp: nextIp() }))
          .status,
      ).toBe(201);
      const before = await userCount();
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: { ...valid(), email: 'WANJIRU@Example.co.ke' },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({
        code: 'CONFLICT',
        message: 'This email is already registered. Please sign in instead.',
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await userCount()).toBe(before);
    });

    it('limits one client to 20 sign-ups an hour (429 with Retry-After)', async () => {
      const clientIp = nextIp();
      for (let i = 0; i < 20; i += 1) {
        // Invalid bodies are refused before the limit; only real attempts count, so send real ones.
        const res = await t.request('/api/identity/sign-up', {
          method: 'POST',
          json: { ...valid(), email: 'wanjiru@example.co.ke' },
          clientIp,
        });
        expect(res.status).toBe(409);
      }
      const res = await t.request('/api/identity/sign-up', { method: 'POST', json: valid(), clientIp });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await res.json()).error.code).toBe('RATE_LIMITED');
    });
  });

  describe('the language the person signed up in', () => {
    it('keeps the page language on the account, so the first code comes in Kiswahili and the page stays so', async () => {
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: { ...valid(), phone: '0712 000 071', locale: 'sw' },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.me.locale).toBe('sw');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, body.me.id));
      expect(row!.locale).toBe('sw');
      const sms = await (await t.request('/api/dev/sms?to=0712000071')).json();
      expect(sms.messages).toHaveLength(1);
      expect(sms.messages[0].text).toMatch(/^Nambari yako ya uthibitisho ya ABODE ni \d{6}\./);
    });

    it('gives an account signed up without a language English, as before', async () => {
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: { ...valid(), phone: '0712 000 072' },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(201);
      expect((await res.json()).me.locale).toBe('en');
    });

    it('keeps the language of the /auth short sign-up too', async () => {
      const res = await t.request('/api/identity/sign-up/basic', {
        method: 'POST',
        json: {
          full_name: 'Baraka Otieno',
          email: uniqueEmail('basic-sw'),
          password: testPassword,
          locale: 'sw',
        },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(201);
      expect((await res.json()).me.locale).toBe('sw');
    });

    it('refuses a language ABODE does not speak with a 400 naming the field, and creates nothing', async () => {
      const before = (await t.database.db.select({ n: count() }).from(users))[0]!.n;
      const res = await t.request('/api/identity/sign-up', {
        method: 'POST',
        json: { ...valid(), phone: '0712 000 073', locale: 'fr' },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.error)).toContain('locale');
      expect((await t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
    });
  });

  describe('POST /api/identity/sign-up/basic (the /auth screen)', () => {
    it('creates a signed-in tenant from a full name, with no phone yet', async () => {
      const res = await t.request('/api/identity/sign-up/basic', {
        method: 'POST',
        json: { full_name: '  Amina Wanjiru  Njeri ', email: 'amina@example.co.ke', password: testPassword },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({
        me: {
          firstName: 'Amina',
          lastName: 'Wanjiru Njeri',
          fullName: 'Amina Wanjiru Njeri',
          phone: null,
          accountType: 'tenant',
          roles: ['tenant'],
          phoneVerified: false,
        },
        verification: null,
      });
      const cookie = cookieFrom(res);
      // The phone is given next, which texts its code.
      const patched = await t.request('/api/me', {
        method: 'PATCH',
        json: { phone: '0722 000 111' },
        headers: { cookie },
      });
      expect(patched.status).toBe(200);
      expect((await patched.json()).phone).toBe('+254722000111');
      const sms = await (await t.request('/api/dev/sms?to=0722000111')).json();
      expect(sms.messages).toHaveLength(1);
    });

    it.each([
      ['full_name', { full_name: ' ' }, 'Enter your full name'],
      ['email', { email: 'x@' }, 'Enter a valid email address'],
      ['password', { password: 'abcdef' }, 'Password must be at least 8 characters'],
    ])('rejects a bad %s', async (field, change, message) => {
      const res = await t.request('/api/identity/sign-up/basic', {
        method: 'POST',
        json: { full_name: 'Amina Njeri', email: uniqueEmail(), password: testPassword, ...change },
        clientIp: nextIp(),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[field]).toBe(message);
    });
  });
});
