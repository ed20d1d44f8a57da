import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { checkLedger } from './check-ledger';
import { clearingAccountOf, platformAccountOf, walletAccountOf } from './ledger-accounts';
import { postJournal } from './post-journal';
import { createPerson } from './testing/ledger-fixtures';

// Deposits spread over M-Pesa clearing's sub-accounts instead of queueing on one locked row
// (bench:payments went from about 230 to over 500 callbacks/s at 16 senders on PostgreSQL).
describe('clearing sub-accounts', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('spreads deposits over sub-accounts that together hold every deposit, and the ledger holds', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => createPerson(database.db)));
    const amounts = Array.from({ length: 64 }, (_, i) => 100 + i);
    await Promise.all(
      amounts.map((amount, i) =>
        database.db.transaction(async (tx) => {
          const clearing = await clearingAccountOf(tx, 'mpesa_clearing', `clearing-test:${i}`);
          const wallet = await walletAccountOf(tx, people[i % people.length]!);
          await postJournal(tx, {
            kind: 'mpesa.stk_deposit',
            idempotencyKey: `clearing-test:${i}`,
            postings: [
              { accountId: clearing, amount },
              { accountId: wallet, amount: -amount },
            ],
          });
        }),
      ),
    );
    const subAccounts = await database.db
      .select({ shard: ledgerAccounts.shard, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.platform, 'mpesa_clearing'));
    expect(subAccounts.length).toBeGreaterThan(1);
    expect(subAccounts.reduce((sum, account) => sum + account.balance, 0)).toBe(
      amounts.reduce((sum, amount) => sum + amount, 0),
    );
    const check = await checkLedger(database.db);
    expect(check.drift).toEqual([]);
    expect(check.walletTotal).toBe(BigInt(amounts.reduce((sum, amount) => sum + amount, 0)));
  });

  it('gives a key the same sub-account every time, and platformAccountOf one account per name', async () => {
    const [first, again, suspense, suspenseAgain] = await database.db.transaction(async (tx) => [
      await clearingAccountOf(tx, 'mpesa_clearing', 'mpesa:c2b:QK12345678'),
      await clearingAccountOf(tx, 'mpesa_clearing', 'mpesa:c2b:QK12345678'),
      await platformAccountOf(tx, 'suspense'),
      await platformAccountOf(tx, 'suspense'),
    ]);
    expect(again).toBe(first);
    expect(suspenseAgain).toBe(suspense);
  });
});
