import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MaintenanceRequestDetail } from '@common/maintenance/maintenance-contracts';
import { dayOf } from '@common/receipts/receipt-texts';
import { receiptTextsSw } from '@common/receipts/receipt-texts-sw';
import { eventSmsRunner } from '../../testing/event-sms-runner';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { rentedUnit } from '../../testing/paid-rent-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const smsDay = receiptTextsSw.dayOf;

describe('the maintenance steps that matter are texted', () => {
  let t: TestApp;
  let landlord: TestUser;
  let plumber: TestUser;
  let plumberId: string;
  const sms = eventSmsRunner(() => t);

  const call = async (user: TestUser, method: string, url: string, json?: unknown) => {
    const res = await t.request(url, {
      method,
      ...(json !== undefined ? { json } : {}),
      headers: { cookie: user.cookie },
    });
    const body = await res.json();
    if (res.status >= 300)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const step = (user: TestUser, id: string, action: string, json?: unknown) =>
    call(
      user,
      'POST',
      `/api/maintenance/requests/${id}/${action}`,
      json,
    ) as Promise<MaintenanceRequestDetail>;
  const visitDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  /** A routine leak reported by a new tenant of the landlord, assigned to the plumber, accepted and scheduled. */
  const scheduledJob = async () => {
    const { tenant } = await rentedUnit(t, landlord, 30_000);
    const { id } = (await call(tenant, 'POST', '/api/maintenance/requests', {
      category: 'plumbing',
      description: 'The kitchen tap is leaking and the sink cupboard is wet.',
      urgency: 'routine',
    })) as MaintenanceRequestDetail;
    await step(landlord, id, 'assign', { providerId: plumberId });
    await step(plumber, id, 'accept');
    await step(plumber, id, 'schedule', { date: visitDay, window: '10:00-12:00' });
    return { tenant, id };
  };

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
    plumber = await signedInAs(t, 'service_provider');
    await call(plumber, 'PUT', '/api/services/my-profile', {
      businessName: 'Kile Plumbers',
      categories: ['plumbing'],
      areas: ['Kilimani'],
      priceFrom: 1500,
      availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opensAt: '08:00', closesAt: '17:00' },
      description: 'Kile Plumbers: quick and careful work in Kilimani.',
    });
    plumberId = (await call(plumber, 'GET', '/api/services/my-profile')).profile.id;
  });
  afterAll(() => t.close());

  it('texts the provider the job, the tenant the visit and the work done; each once, the other steps in the app only', async () => {
    const { tenant, id } = await scheduledJob();
    await step(plumber, id, 'complete', { note: 'Replaced the washer.', cost: 800 });
    // assign, accept, schedule and complete each notified the app; three of them queued one SMS each.
    expect(await sms.notices(`maintenance:${id}:assign:`)).not.toEqual([]);
    expect(await sms.smsJobs(`maintenance:${id}:`)).toHaveLength(3);
    await sms.deliver();
    await sms.deliver();
    expect((await sms.textsTo(plumber)).filter((text) => text.includes('Kilimani Heights'))).toEqual([
      'ABODE: New maintenance job. Plumbing job at Apt 101, Kilimani Heights. Accept or decline it in ABODE.',
    ]);
    expect(await sms.textsTo(tenant)).toEqual([
      `ABODE: Repair visit booked. Kile Plumbers will come to Apt 101, Kilimani Heights on ${dayOf(visitDay)}, 10:00-12:00.`,
      'ABODE: Repair done. The repair at Apt 101, Kilimani Heights is marked done. Confirm it is fixed, or reopen it, in ABODE.',
    ]);
    expect(await sms.textsTo(landlord)).toEqual([]);
  });

  it('texts nothing to a tenant who turned maintenance SMS off, and still tells them in the app', async () => {
    const { tenant, id } = await scheduledJob();
    await sms.deliver();
    await sms.smsOff(tenant, 'maintenance');
    await step(plumber, id, 'complete', { note: 'Replaced the washer.', cost: 0 });
    await sms.deliver();
    expect(await sms.textsTo(tenant)).toEqual([
      `ABODE: Repair visit booked. Kile Plumbers will come to Apt 101, Kilimani Heights on ${dayOf(visitDay)}, 10:00-12:00.`,
    ]);
    const done = await sms.notices(`maintenance:${id}:complete:`);
    expect(done.filter((notice) => notice.userId === tenant.userId)).toHaveLength(1);
  });
  it('texts each person in their own language (users.locale): the tenant who reads ABODE in Kiswahili gets Kiswahili', async () => {
    const { tenant, id } = await scheduledJob();
    await call(tenant, 'PUT', '/api/me/locale', { locale: 'sw' });
    await step(plumber, id, 'complete', { note: 'Replaced the washer.', cost: 800 });
    await sms.deliver();
    await sms.deliver();
    expect(await sms.textsTo(tenant)).toEqual([
      `ABODE: Ziara ya ukarabati imepangwa. Kile Plumbers atakuja Apt 101, Kilimani Heights tarehe ${smsDay(visitDay)}, 10:00-12:00.`,
      'ABODE: Ukarabati umekamilika. Ukarabati katika Apt 101, Kilimani Heights umewekwa kuwa umekamilika. Thibitisha umerekebishwa, au uufungue tena, ndani ya ABODE.',
    ]);
    // The plumber kept English.
    expect((await sms.textsTo(plumber)).at(-1)).toBe(
      'ABODE: New maintenance job. Plumbing job at Apt 101, Kilimani Heights. Accept or decline it in ABODE.',
    );
  });
});
