import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { balanceOf } from './balance-of';
import { platformAccountOf, walletAccountOf } from './ledger-accounts';
import { postJournal } from './post-journal';
import { reverseJournal } from './reverse-journal';
import { createPerson, refusal } from './testing/ledger-fixtures';

describe('reverseJournal', () => {
  let database: DatabaseHandle;
  let clearing: string;
  let fees: string;
  let staffId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    staffId = await createPerson(database.db, 'staff');
    [clearing, fees] = await database.db.transaction(async (tx) => [
      await platformAccountOf(tx, 'mpesa_clearing'),
      await platformAccountOf(tx, 'fees'),
    ]);
  });
  afterAll(() => database.close());

  /** A wallet given `amount` by one deposit; returns the wallet and the deposit's transaction id. */
  async function funded(amount: number) {
    const userId = await createPerson(database.db);
    return database.db.transaction(async (tx) => {
      const wallet = await walletAccountOf(tx, userId);
      const { transactionId } = await postJournal(tx, {
        kind: 'mpesa.stk_deposit',
        postings: [
          { accountId: clearing, amount },
          { accountId: wallet, amount: -amount },
        ],
      });
      return { wallet, transactionId };
    });
  }
  const reverse = (transactionId: string, reason = 'Paid twice by mistake') =>
    database.db.transaction((tx) => reverseJournal(tx, { transactionId, reason, actorId: staffId }));
  const transactionCount = async () =>
    (await database.db.select({ n: count() }).from(ledgerTransactions))[0]!.n;

  it('posts every line negated, pointing back, with the reason and an audit event', async () => {
    const clearingBefore = await balanceOf(database.db, clearing);
    const { wallet, transactionId } = await funded(900);
    const { transactionId: reversalId } = await reverse(transactionId, '  Callback was a duplicate  ');
    expect(await balanceOf(database.db, wallet)).toBe(0);
    expect(await balanceOf(database.db, clearing)).toBe(clearingBefore);
    const [reversal] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, reversalId));
    expect(reversal).toMatchObject({
      kind: 'reversal',
      memo: 'Callback was a duplicate',
      actorId: staffId,
      reversesId: transactionId,
    });
    const lines = await database.db
      .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, reversalId))
      .orderBy(ledgerPostings.id);
    expect(lines).toEqual([
      { accountId: clearing, amount: -900 },
      { accountId: wallet, amount: 900 },
    ]);
    const audit = await database.db
      .select({ actorUserId: auditEvents.actorUserId, details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'ledger_transaction.reversed'), eq(auditEvents.subjectId, transactionId)),
      );
    expect(audit).toEqual([
      {
        actorUserId: staffId,
        details: { reversalId, kind: 'mpesa.stk_deposit', reason: 'Callback was a duplicate' },
      },
    ]);
  });

  it('refuses a second reversal of the same transaction (409) and writes nothing', async () => {
    const { wallet, transactionId } = await funded(400);
    const { transactionId: reversalId } = await reverse(transactionId);
    const before = await transactionCount();
    const refused = await refusal(reverse(transactionId));
    expect(refused).toEqual({
      code: 'CONFLICT',
      message: 'Ledger: this transaction has already been reversed.',
      details: { reversalId },
    });
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('reverses once when two reversals of one transaction race', async () => {
    const { wallet, transactionId } = await funded(400);
    const outcomes = await Promise.all(
      [1, 2, 3].map(() =>
        reverse(transactionId).then(
          () => 'reversed',
          async (error: unknown) => (await refusal(Promise.reject(error))).code,
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(['CONFLICT', 'CONFLICT', 'reversed']);
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('refuses to reverse a reversal (409)', async () => {
    const { transactionId } = await funded(100);
    const { transactionId: reversalId } = await reverse(transactionId);
    const refused = await refusal(reverse(reversalId));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/cannot be reversed/) });
  });

  it('refuses to take back money a wallet has spent (INSUFFICIENT_FUNDS) and writes nothing', async () => {
    const { wallet, transactionId } = await funded(500);
    await database.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'wallet.payment',
        postings: [
          { accountId: wallet, amount: 300 },
          { accountId: fees, amount: -300 },
        ],
      }),
    );
    const before = await transactionCount();
    const refused = await refusal(reverse(transactionId));
    expect(refused).toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { balance: 200, shortBy: 300 } });
    expect(await transactionCount()).toBe(before);
    expect(await balanceOf(database.db, wallet)).toBe(200);
  });

  it('answers an unknown or malformed id with NOT_FOUND', async () => {
    expect((await refusal(reverse('00000000-0000-4000-8000-000000000000'))).code).toBe('NOT_FOUND');
    expect((await refusal(reverse('tx-1'))).code).toBe('NOT_FOUND');
  });

  it('asks for a reason', async () => {
    const { transactionId } = await funded(100);
    expect(await refusal(reverse(transactionId, '   '))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/reason/),
    });
    expect((await refusal(reverse(transactionId, 'r'.repeat(201)))).code).toBe('BAD_REQUEST');
  });
});
