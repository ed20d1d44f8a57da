import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, smsOutbox } from '../../db/schema/index';
import { chooseLanguage, signedInAs, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enqueuePaymentReceiptSms } from './enqueue-payment-receipt-sms';
import { receiptJobs } from './receipt-jobs';
import { registerReceiptJobs } from './register-receipt-jobs';
import { capturedJobs } from '../../testing/captured-jobs';
import { fundWallet, payInvoice, raisedInvoice, rentedUnit } from '../../testing/paid-rent-fixtures';

describe('the receipt SMS', () => {
  let t: TestApp;
  let landlord: TestUser;

  const receiptJobsOf = (receiptNumber: string) =>
    t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `sms:receipt:${receiptNumber}`));

  beforeAll(async () => {
    t = await createTestApp();
    landlord = await signedInAs(t, 'landlord');
  });
  afterAll(() => t.close());

  it('is enqueued with each payment, once per receipt, and texts the tenant’s verified phone', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 45_000);
    const invoice = await raisedInvoice(t, tenancyId);
    await fundWallet(t, tenant, 45_000);
    const first = await payInvoice(t, tenant, invoice.id, 15_000);
    const second = await payInvoice(t, tenant, invoice.id, 10_000);
    expect(first.receiptNumber).not.toBe(second.receiptNumber);
    for (const payment of [first, second]) {
      const rows = await receiptJobsOf(payment.receiptNumber);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: receiptJobs.receiptSms, payload: { paymentId: payment.id } });
    }

    // The same payment enqueued again (a repeated callback, a retried transaction): still one job.
    await t.database.db.transaction((tx) => enqueuePaymentReceiptSms(tx, first));
    expect(await receiptJobsOf(first.receiptNumber)).toHaveLength(1);
    expect(
      await t.database.db.select().from(jobs).where(like(jobs.singletonKey, 'sms:receipt:%')),
    ).toHaveLength(2);

    const captured = capturedJobs();
    registerReceiptJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      // 10:00 Nairobi today: a receipt held for the morning in quiet hours has tests of its own, and the
      // suite must pass whatever the hour it runs at.
      now: () => new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00+03:00`),
    });
    expect(await captured.runQueued(t.database.db, receiptJobs.receiptSms)).toBe(2);
    const texts = (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, tenant.phone)))
      .map((message) => message.text)
      .filter((text) => text.startsWith('ABODE: KES'));
    expect(texts.sort()).toEqual(
      [
        `ABODE: KES 15,000 received for Apt 101, Kilimani Heights, rent for Dec 2026. Receipt ${first.receiptNumber}. Balance due KES 30,000.`,
        `ABODE: KES 10,000 received for Apt 101, Kilimani Heights, rent for Dec 2026. Receipt ${second.receiptNumber}. Balance due KES 20,000.`,
      ].sort(),
    );
  });

  it('leaves no job behind when the payment is refused', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 45_000);
    const invoice = await raisedInvoice(t, tenancyId);
    const before = await t.database.db.select().from(jobs).where(like(jobs.singletonKey, 'sms:receipt:%'));
    const res = await t.request(`/api/rent/invoices/${invoice.id}/pay`, {
      method: 'POST',
      json: { amount: 1_000 },
      headers: { cookie: tenant.cookie, 'idempotency-key': 'refused-payment-1' },
    });
    expect(res.status).toBe(409);
    const after = await t.database.db.select().from(jobs).where(like(jobs.singletonKey, 'sms:receipt:%'));
    expect(after).toHaveLength(before.length);
  });
  it('is written in the tenant’s language: Kiswahili for a tenant who reads ABODE in Kiswahili', async () => {
    const { tenant, tenancyId } = await rentedUnit(t, landlord, 45_000);
    await chooseLanguage(t, tenant, 'sw');
    const invoice = await raisedInvoice(t, tenancyId);
    await fundWallet(t, tenant, 45_000);
    const paid = await payInvoice(t, tenant, invoice.id, 15_000);
    const captured = capturedJobs();
    registerReceiptJobs(captured.runner, {
      db: t.database.db,
      config: t.config,
      logger: pino({ level: 'silent' }),
      now: () => new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00+03:00`),
    });
    await captured.runQueued(t.database.db, receiptJobs.receiptSms);
    const texts = (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, tenant.phone)))
      .map((message) => message.text)
      .filter((text) => text.startsWith('ABODE: KES'));
    expect(texts).toEqual([
      `ABODE: KES 15,000 zimepokelewa kwa Apt 101, Kilimani Heights, kodi ya Des 2026. Risiti ${paid.receiptNumber}. Salio linalodaiwa KES 30,000.`,
    ]);
  });
});
