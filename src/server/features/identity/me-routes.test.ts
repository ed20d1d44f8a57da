import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userRoles, users } from '../../db/schema/index';
import { readSmsCode, signedInAs, signUpUnverified } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('me and role guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('/api/me', () => {
    const patch = (cookie: string | undefined, json: unknown) =>
      t.request('/api/me', { method: 'PATCH', json, headers: cookie ? { cookie } : {} });

    it('GET returns the signed-in user', async () => {
      const user = await signedInAs(t, 'landlord', {
        first_name: 'Otieno',
        last_name: 'Ouma',
        user_purpose: 'agent',
      });
      const res = await t.request('/api/me', { headers: { cookie: user.cookie } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.permissions).toContain('read:landlord-dashboard:own');
      expect({ ...body, permissions: undefined }).toEqual({
        permissions: undefined,
        id: user.userId,
        email: user.email,
        firstName: 'Otieno',
        lastName: 'Ouma',
        fullName: 'Otieno Ouma',
        phone: user.phone,
        accountType: 'agent',
        roles: ['landlord'],
        phoneVerified: true,
      });
    });

    it('PATCH saves a new full name', async () => {
      const user = await signedInAs(t, 'tenant');
      const res = await patch(user.cookie, { fullName: '  Amina   Wanjiru Njeri ' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        firstName: 'Amina',
        lastName: 'Wanjiru Njeri',
        fullName: 'Amina Wanjiru Njeri',
        phoneVerified: true,
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
      expect(row!.name).toBe('Amina Wanjiru Njeri');
    });

    it('PATCH with a new phone makes it unverified until its code is entered', async () => {
      const user = await signedInAs(t, 'tenant');
      const res = await patch(user.cookie, { phone: '0799 111 222' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ phone: '+254799111222', phoneVerified: false });
      // Dashboards' APIs now refuse it; identity's still answer.
      const guarded = await t.request('/api/contact-messages', { headers: { cookie: user.cookie } });
      expect(guarded.status).toBe(403);
      expect((await guarded.json()).error).toMatchObject({ reason: 'phone_not_verified' });
      const code = await readSmsCode(t, '+254799111222');
      const verified = await t.request('/api/identity/phone/verify', {
        method: 'POST',
        json: { code },
        headers: { cookie: user.cookie },
      });
      expect(verified.status).toBe(200);
      expect((await verified.json()).me).toMatchObject({ phone: '+254799111222', phoneVerified: true });
    });

    it('PATCH with the same phone keeps it verified and sends nothing', async () => {
      const user = await signedInAs(t, 'tenant');
      const res = await patch(user.cookie, { phone: user.phone.replace('+254', '0') });
      expect((await res.json()).phoneVerified).toBe(true);
      const sms = await (await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`)).json();
      expect(sms.messages).toHaveLength(1);
    });

    it('PATCH lets an unverified account correct a mistyped phone', async () => {
      const user = await signUpUnverified(t);
      const res = await patch(user.cookie, { phone: '0711 222 333' });
      expect(res.status).toBe(200);
      expect((await res.json()).phone).toBe('+254711222333');
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.userId));
      expect(profile!.phoneVerifiedAt).toBeNull();
    });

    it.each([
      [{ fullName: '' }, 'fullName', 'Enter your full name'],
      [{ phone: '0812' }, 'phone', 'Enter a valid Kenyan phone number'],
      [{ email: 'new@example.co.ke' }, 'body', undefined],
    ])('PATCH validates %j', async (json, field, message) => {
      const user = await signedInAs(t, 'tenant');
      const res = await patch(user.cookie, json);
      expect(res.status).toBe(400);
      const body = await res.json();
      if (message) expect(body.error.fields[field]).toBe(message);
    });

    it('needs a session', async () => {
      expect((await t.request('/api/me')).status).toBe(401);
      expect((await patch(undefined, { fullName: 'X' })).status).toBe(401);
    });
  });

  describe('role guards on the API', () => {
    it('GET /api/contact-messages: 401 signed out, 403 for each non-staff role, 200 for a superadmin', async () => {
      expect((await t.request('/api/contact-messages')).status).toBe(401);
      for (const role of ['tenant', 'landlord', 'service_provider', 'caretaker'] as const) {
        const user = await signedInAs(t, role);
        const res = await t.request('/api/contact-messages', { headers: { cookie: user.cookie } });
        expect(res.status).toBe(403);
      }
      const admin = await signedInAs(t, 'superadmin');
      expect(admin.me.roles).toEqual(['superadmin']);
      const res = await t.request('/api/contact-messages', { headers: { cookie: admin.cookie } });
      expect(res.status).toBe(200);
    });

    it('a role taken away applies at the next request', async () => {
      const admin = await signedInAs(t, 'superadmin');
      await t.database.db.delete(userRoles).where(eq(userRoles.userId, admin.userId));
      const res = await t.request('/api/contact-messages', { headers: { cookie: admin.cookie } });
      expect(res.status).toBe(403);
    });
  });
});
