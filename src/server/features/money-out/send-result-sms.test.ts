import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, moneyOutTransfers } from '../../db/schema/index';
import { signUpAndVerify, type TestUser } from '../../testing/identity-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { platformAccountOf, postJournal, walletAccountOf } from '../ledger';
import { sendResultSms } from './send-result-sms';

/** A time in Nairobi (UTC+3) on a day in the near future. */
const nairobiAt = (hour: number, minute = 0, daysAhead = 1) => {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + ((hour - 3) * 60 + minute) * 60_000);
};

describe('the SMS of a withdrawal’s result', () => {
  let t: TestApp;
  let owner: TestUser;
  let clock = nairobiAt(10);
  const texts: Array<{ to: string; text: string }> = [];
  const sms = {
    name: 'outbox' as const,
    send: async (message: { to: string; text: string }) => void texts.push(message),
  };
  const run = (transferId: string) =>
    sendResultSms(
      { db: t.database.db, sms, logger: pino({ level: 'silent' }), now: () => clock },
      { transferId },
    );

  /** A settled transfer as the Result leaves it: `startedAt` when it was asked for, settled at `settledAt`. */
  const settled = async (input: {
    status: 'completed' | 'failed';
    startedAt: Date;
    settledAt: Date;
    scheduled?: boolean;
  }) => {
    const journal = await t.database.db.transaction(async (tx) =>
      postJournal(tx, {
        kind: 'test.money_out',
        postings: [
          { accountId: await platformAccountOf(tx, 'mpesa_clearing'), amount: 500 },
          { accountId: await walletAccountOf(tx, owner.userId), amount: -500 },
        ],
      }),
    );
    const [row] = await t.database.db
      .insert(moneyOutTransfers)
      .values({
        userId: owner.userId,
        source: input.scheduled ? 'earnings' : 'wallet',
        rail: 'mpesa',
        commandId: 'BusinessPayment',
        partyB: '254712345678',
        destinationLabel: 'M-Pesa 0712 345 678',
        amount: 500,
        fee: 0,
        status: input.status,
        requestRef: randomUUID(),
        transactionId: input.status === 'completed' ? `TX${randomUUID().slice(0, 8)}` : null,
        holdJournalId: journal.transactionId,
        outcomeJournalId: journal.transactionId,
        idempotencyKey: randomUUID(),
        requestFingerprint: 'test',
        scheduleId: input.scheduled ? randomUUID() : null,
        createdAt: input.startedAt,
        settledAt: input.settledAt,
      })
      .returning({ id: moneyOutTransfers.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndVerify(t);
  });
  afterAll(() => t.close());

  it('texts the answer to a send just made at once, even at night, and once however often the job runs', async () => {
    clock = nairobiAt(22, 30);
    const id = await settled({ status: 'completed', startedAt: nairobiAt(22, 29), settledAt: clock });
    await run(id);
    await run(id);
    expect(texts.filter((m) => m.to === owner.phone && m.text.includes('sent to M-Pesa'))).toHaveLength(1);
  });

  it('holds a scheduled payout’s result found at night to 07:00, then texts it once', async () => {
    texts.length = 0;
    clock = nairobiAt(23);
    const id = await settled({
      status: 'failed',
      startedAt: nairobiAt(9),
      settledAt: clock,
      scheduled: true,
    });
    await run(id);
    expect(texts).toEqual([]);
    const [held] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.singletonKey, `sms:withdrawal:${id}:failed@%`));
    expect(held!.runAt.toISOString()).toBe(nairobiAt(7, 0, 2).toISOString());
    clock = nairobiAt(7, 0, 2);
    await run(id);
    await run(id);
    expect(texts.map((m) => m.text)).toEqual([
      'ABODE: KES 500 to M-Pesa 0712 345 678 did not go through. The money is back in your ABODE balance.',
    ]);
  });

  it('sends none to an owner who turned withdrawal SMS off', async () => {
    texts.length = 0;
    const off = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      json: { preferences: [{ kind: 'withdrawal.result', inApp: true, sms: false }] },
      headers: { cookie: owner.cookie },
    });
    expect(off.status).toBe(200);
    clock = nairobiAt(10);
    const id = await settled({ status: 'completed', startedAt: nairobiAt(9, 59), settledAt: clock });
    await run(id);
    expect(texts).toEqual([]);
  });
});
