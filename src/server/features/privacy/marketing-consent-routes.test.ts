import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingConsent } from '@common/privacy/privacy-contracts';
import { auditEvents, marketingConsentEvents } from '../../db/schema/index';
import { signedInAs } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('/api/privacy/marketing-consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const consentOf = async (cookie: string) => {
    const res = await t.request('/api/privacy/marketing-consent', { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as MarketingConsent;
  };
  const put = (cookie: string, json: unknown) =>
    t.request('/api/privacy/marketing-consent', { method: 'PUT', json, headers: { cookie } });

  it('needs a session: 401 to read or change it', async () => {
    expect((await t.request('/api/privacy/marketing-consent')).status).toBe(401);
    const res = await t.request('/api/privacy/marketing-consent', {
      method: 'PUT',
      json: { consented: true },
    });
    expect(res.status).toBe(401);
  });

  it('is not given until the user gives it', async () => {
    const user = await signedInAs(t, 'tenant');
    expect(await consentOf(user.cookie)).toEqual({ consented: false, changedAt: null, source: null });
  });

  it('counts the contact form box ticked from the account’s email, at the message’s time', async () => {
    const user = await signedInAs(t, 'tenant');
    const before = Date.now();
    const sent = await t.request('/api/contact-messages', {
      method: 'POST',
      json: { name: 'Amina', email: user.email.toUpperCase(), message: 'Habari', consent: true },
      clientIp: '203.0.113.90',
    });
    expect(sent.status).toBe(201);
    const { createdAt } = (await sent.json()) as { createdAt: string };
    const consent = await consentOf(user.cookie);
    expect(consent).toEqual({ consented: true, changedAt: createdAt, source: 'contact-form' });
    expect(new Date(consent.changedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('is withdrawn and given again in the profile, each choice kept with its time and audited', async () => {
    const user = await signedInAs(t, 'landlord');
    const withdrawn = await put(user.cookie, { consented: false });
    expect(withdrawn.status).toBe(200);
    const afterWithdrawal = (await withdrawn.json()) as MarketingConsent;
    expect(afterWithdrawal).toMatchObject({ consented: false, source: 'profile' });
    expect(afterWithdrawal.changedAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const given = (await (await put(user.cookie, { consented: true })).json()) as MarketingConsent;
    expect(given).toMatchObject({ consented: true, source: 'profile' });
    expect(new Date(given.changedAt!).getTime()).toBeGreaterThan(
      new Date(afterWithdrawal.changedAt!).getTime(),
    );
    expect(await consentOf(user.cookie)).toEqual(given);

    const events = await t.database.db
      .select()
      .from(marketingConsentEvents)
      .where(eq(marketingConsentEvents.userId, user.userId))
      .orderBy(marketingConsentEvents.id);
    expect(events.map((event) => [event.consented, event.recordedAt.toISOString()])).toEqual([
      [false, afterWithdrawal.changedAt],
      [true, given.changedAt],
    ]);
    const audited = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, user.userId));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.marketing_consent_withdrawn', 'account.marketing_consent_given']),
    );
  });

  it('a withdrawal in the profile outweighs an earlier tick on the contact form', async () => {
    const user = await signedInAs(t, 'tenant');
    await t.request('/api/contact-messages', {
      method: 'POST',
      json: { name: 'Amina', email: user.email, message: 'Habari', consent: true },
      clientIp: '203.0.113.91',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(user.cookie, { consented: false });
    expect(await consentOf(user.cookie)).toMatchObject({ consented: false, source: 'profile' });
  });

  it.each([
    [{ consented: 'yes' }, 'consented: consented must be true or false'],
    [{}, 'consented: consented must be true or false'],
  ])('refuses %j with a 400 naming the field', async (json, message) => {
    const user = await signedInAs(t, 'tenant');
    const res = await put(user.cookie, json);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });
});
