import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, rateLimitEvents, userRoles, users } from '../../db/schema/index';
import { readSmsCode, signedInAs, signUpUnverified, uniquePhone } from '../../testing/identity-helpers';
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
        locale: 'en',
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
      expect(await res.json()).toMatchObject({
        phone: '+254799111222',
        phoneVerified: false,
        verification: { phone: '+254799111222', sent: true, resendAvailableInSeconds: 60 },
      });
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
      expect(await res.json()).toMatchObject({ phoneVerified: true, verification: null });
      const sms = await (await t.request(`/api/dev/sms?to=${encodeURIComponent(user.phone)}`)).json();
      expect(sms.messages).toHaveLength(1);
    });

    it('PATCH without a phone says nothing about codes', async () => {
      const user = await signUpUnverified(t);
      expect(await (await patch(user.cookie, { fullName: 'Amina Njeri' })).json()).toMatchObject({
        verification: null,
      });
    });

    const smsCount = async (phone: string) =>
      ((await (await t.request(`/api/dev/sms?to=${encodeURIComponent(phone)}`)).json()) as { messages: [] })
        .messages.length;

    it('PATCH with the same unverified phone sends no code and says when one may be asked for', async () => {
      const user = await signUpUnverified(t);
      const res = await patch(user.cookie, { phone: user.phone });
      expect(res.status).toBe(200);
      const { verification } = await res.json();
      expect(verification).toMatchObject({ phone: user.phone, sent: false, reason: 'unchanged' });
      // The code of the sign-up went out moments ago: the minute between codes is what is left.
      expect(verification.resendAvailableInSeconds).toBeGreaterThan(50);
      expect(verification.resendAvailableInSeconds).toBeLessThanOrEqual(60);
      expect(await smsCount(user.phone)).toBe(1);
      await t.database.db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, `sms-minute:${user.phone}`));
      const later = await (await patch(user.cookie, { phone: user.phone })).json();
      expect(later.verification).toEqual({
        phone: user.phone,
        sent: false,
        resendAvailableInSeconds: 0,
        reason: 'unchanged',
      });
    });

    it('PATCH back to a number texted a moment ago reports no code sent, with the minute’s wait', async () => {
      const user = await signUpUnverified(t);
      const other = uniquePhone();
      expect((await (await patch(user.cookie, { phone: other })).json()).verification).toMatchObject({
        sent: true,
      });
      const back = await (await patch(user.cookie, { phone: user.phone })).json();
      expect(back).toMatchObject({ phone: user.phone, phoneVerified: false });
      expect(back.verification).toMatchObject({ phone: user.phone, sent: false, reason: 'rate_limited' });
      expect(back.verification.resendAvailableInSeconds).toBeGreaterThan(50);
      expect(back.verification.resendAvailableInSeconds).toBeLessThanOrEqual(60);
      expect(await smsCount(user.phone)).toBe(1);
    });

    it('PATCH to a number out of codes for the hour reports no code sent, with the hour’s wait', async () => {
      const user = await signedInAs(t, 'tenant');
      const phone = uniquePhone();
      const halfAnHourAgo = new Date(Date.now() - 30 * 60 * 1000);
      await t.database.db
        .insert(rateLimitEvents)
        .values(Array.from({ length: 5 }, () => ({ key: `sms-hour:${phone}`, occurredAt: halfAnHourAgo })));
      const res = await patch(user.cookie, { phone });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ phone, phoneVerified: false });
      expect(body.verification).toMatchObject({ phone, sent: false, reason: 'rate_limited' });
      expect(body.verification.resendAvailableInSeconds).toBeGreaterThan(29 * 60);
      expect(body.verification.resendAvailableInSeconds).toBeLessThanOrEqual(30 * 60);
      expect(await smsCount(phone)).toBe(0);
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
      expect(await (await t.request('/api/me')).json()).toBeNull();
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
