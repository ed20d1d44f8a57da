import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, smsOutbox } from '../../db/schema/index';
import { signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { receiptJobs } from './receipt-jobs';
import { registerReceiptJobs } from './register-receipt-jobs';
import { capturedJobs } from '../../testing/captured-jobs';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';

describe('rent reminders by SMS and in the app', () => {
  let t: TestApp;
  let landlord: TestUser;
  let clock = new Date();

  /** The feature's jobs as the server registers them, on a clock the test moves. */
  const registered = () => {
    const captured = capturedJobs();
    registerReceiptJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => clock,
    });
    return captured;
  };
  const reminderKeys = async (invoiceId: string) =>
    (
      await t.database.db
        .select()
        .from(jobs)
        .where(like(jobs.singletonKey, `sms:reminder:${invoiceId}:%`))
    )
      .map((job) => job.singletonKey)
      .sort();
  const textsTo = async (phone: string) =>
    (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone)).orderBy(smsOutbox.id))
      .map((message) => message.text)
      .filter((text) => text.includes('Pay in the ABODE app') || text.includes('Please pay'));

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  it('runs every morning at 08:00 Nairobi time', () => {
    expect(registered().schedules.get(receiptJobs.findReminders)).toEqual({ dailyAt: '08:00' });
  });

  it('texts 3 days before, on and 3 days after the due date, once per step, and a paid invoice none', async () => {
    const unpaid = await rentedUnit(t, landlord, 45_000);
    const unpaidInvoice = await raisedInvoice(t, unpaid.tenancyId);
    const paid = await rentedUnit(t, landlord, 20_000);
    const paidInvoice = await raisedInvoice(t, paid.tenancyId);
    await fundWallet(t, paid.tenant, 20_000);
    await payInvoice(t, paid.tenant, paidInvoice.id, 20_000);
    expect(unpaidInvoice.dueDate).toBe('2026-12-05');
    const jobsRun = registered();

    const morningOf = async (day: string) => {
      clock = new Date(`${day}T08:00:00+03:00`);
      // Twice, as two instances or a restart might.
      await jobsRun.run(receiptJobs.findReminders);
      await jobsRun.run(receiptJobs.findReminders);
      return jobsRun.runQueued(t.database.db, receiptJobs.reminderSms);
    };

    await morningOf('2026-12-01');
    expect(await reminderKeys(unpaidInvoice.id)).toEqual([]);
    await morningOf('2026-12-02');
    expect(await reminderKeys(unpaidInvoice.id)).toEqual([`sms:reminder:${unpaidInvoice.id}:before`]);
    await morningOf('2026-12-05');
    await morningOf('2026-12-06');
    await morningOf('2026-12-08');
    await morningOf('2026-12-09');
    expect(await reminderKeys(unpaidInvoice.id)).toEqual(
      ['before', 'due', 'overdue'].map((step) => `sms:reminder:${unpaidInvoice.id}:${step}`).sort(),
    );
    expect(await textsTo(unpaid.tenant.phone)).toEqual([
      'ABODE: Rent for Dec 2026 for Apt 101, Kilimani Heights, KES 45,000, is due on 5 Dec 2026. Pay in the ABODE app.',
      'ABODE: Rent for Dec 2026 for Apt 101, Kilimani Heights, KES 45,000, is due today. Pay in the ABODE app.',
      'ABODE: Rent for Dec 2026 for Apt 101, Kilimani Heights, KES 45,000, was due on 5 Dec 2026 and is unpaid. Please pay in the ABODE app.',
    ]);
    expect(await reminderKeys(paidInvoice.id)).toEqual([]);
    expect(await textsTo(paid.tenant.phone)).toEqual([]);
    // The same three in the notifications centre, once each (the job ran twice each morning).
    const inApp = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, unpaid.tenant.userId), like(notifications.dedupeKey, 'rent.reminder:%')),
      )
      .orderBy(notifications.createdAt);
    expect(inApp.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Rent for Dec 2026: KES 45,000',
        'Due on 5 Dec 2026 for Apt 101, Kilimani Heights.',
        '/dashboard/tenant/rent',
      ],
      ['Rent for Dec 2026: KES 45,000', 'Due today for Apt 101, Kilimani Heights.', '/dashboard/tenant/rent'],
      [
        'Rent for Dec 2026: KES 45,000',
        'Was due on 5 Dec 2026 for Apt 101, Kilimani Heights and is unpaid.',
        '/dashboard/tenant/rent',
      ],
    ]);
    const paidReminders = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, paid.tenant.userId), like(notifications.dedupeKey, 'rent.reminder:%')),
      );
    expect(paidReminders).toEqual([]);
  });

  it('texts no reminder to a tenant who turned them off, and still tells them in the app', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 25_000);
    const invoice = await raisedInvoice(t, tenancyId, '2027-02-01');
    const off = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      json: { preferences: [{ kind: 'rent.reminder', inApp: true, sms: false }] },
      headers: { cookie: tenant.cookie },
    });
    expect(off.status).toBe(200);
    const jobsRun = registered();
    clock = new Date('2027-02-05T08:00:00+03:00');
    await jobsRun.run(receiptJobs.findReminders);
    await jobsRun.runQueued(t.database.db, receiptJobs.reminderSms);
    expect(await reminderKeys(invoice.id)).toEqual([`sms:reminder:${invoice.id}:due`]);
    expect(await textsTo(tenant.phone)).toEqual([]);
    const inApp = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.userId), like(notifications.dedupeKey, 'rent.reminder:%')));
    expect(inApp).toHaveLength(1);
  });

  it('sends nothing for a reminder whose invoice was paid before its job ran', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 30_000);
    const invoice = await raisedInvoice(t, tenancyId, '2027-01-01');
    const jobsRun = registered();
    clock = new Date('2027-01-05T08:00:00+03:00');
    await jobsRun.run(receiptJobs.findReminders);
    await fundWallet(t, tenant, 30_000);
    await payInvoice(t, tenant, invoice.id, 30_000);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.name, receiptJobs.reminderSms), eq(jobs.singletonKey, `sms:reminder:${invoice.id}:due`)),
      );
    expect(job).toBeDefined();
    await jobsRun.runQueued(t.database.db, receiptJobs.reminderSms);
    expect(await textsTo(tenant.phone)).toEqual([]);
  });

  it('texts a reminder once when its job runs twice (a crash after the send), and holds a night retry to 07:00', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 35_000);
    const invoice = await raisedInvoice(t, tenancyId, '2027-03-01');
    const jobsRun = registered();
    clock = new Date('2027-03-05T08:00:00+03:00');
    await jobsRun.run(receiptJobs.findReminders);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `sms:reminder:${invoice.id}:due`));
    // The runner's lease ran out mid-send and another instance ran the same job again.
    await jobsRun.run(receiptJobs.reminderSms, job!.payload);
    await jobsRun.run(receiptJobs.reminderSms, job!.payload);
    expect(await textsTo(tenant.phone)).toHaveLength(1);

    // Its 'overdue' step retried at 22:30 goes at 07:00 the next morning, once.
    const overdue = { invoiceId: invoice.id, step: 'overdue' };
    clock = new Date('2027-03-08T22:30:00+03:00');
    await jobsRun.run(receiptJobs.reminderSms, overdue);
    expect(await textsTo(tenant.phone)).toHaveLength(1);
    const [held] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `sms:reminder:${invoice.id}:overdue@%`));
    expect(held!.runAt.toISOString()).toBe(new Date('2027-03-09T07:00:00+03:00').toISOString());
    clock = new Date('2027-03-09T07:00:00+03:00');
    await jobsRun.run(receiptJobs.reminderSms, held!.payload);
    await jobsRun.run(receiptJobs.reminderSms, held!.payload);
    expect(await textsTo(tenant.phone)).toHaveLength(2);
  });
});
