import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { checkLedger } from './check-ledger';
import { platformAccountOf } from './ledger-accounts';
import { postJournal } from './post-journal';
import { createPerson, deposit } from './testing/ledger-fixtures';

// One database for the suite: the faults below are written in the order they can be undone, the last ones
// for good (the ledger is append-only).
describe('checkLedger', () => {
  let database: DatabaseHandle;
  let wallet: string;
  let fees: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = await deposit(database.db, await createPerson(database.db), 1_000);
    await deposit(database.db, await createPerson(database.db), 250);
    fees = await database.db.transaction(async (tx) => {
      const account = await platformAccountOf(tx, 'fees');
      await postJournal(tx, {
        kind: 'wallet.payment',
        postings: [
          { accountId: wallet, amount: 100 },
          { accountId: account, amount: -100 },
        ],
      });
      return account;
    });
  });
  afterAll(() => database.close());

  const setCached = (accountId: string, balance: number) =>
    database.db.update(ledgerAccounts).set({ balance }).where(eq(ledgerAccounts.id, accountId));

  it('finds a sound ledger sound, with its figures', async () => {
    expect(await checkLedger(database.db)).toEqual({
      transactions: 3,
      postings: 6,
      accounts: 4,
      walletTotal: 1_150n,
      drift: [],
    });
  });

  it('finds a cached balance that differs from the postings', async () => {
    await setCached(fees, 90);
    await setCached(wallet, 901);
    expect((await checkLedger(database.db)).drift.sort()).toEqual(
      [
        `platform account ${fees} caches 90 but its postings make 100`,
        `wallet account ${wallet} caches 901 but its postings make 900`,
      ].sort(),
    );
    await setCached(fees, 100);
    await setCached(wallet, 900);
    expect((await checkLedger(database.db)).drift).toEqual([]);
  });

  it('finds a wallet whose postings take it below zero', async () => {
    const [extra] = await database.db
      .insert(ledgerTransactions)
      .values({ kind: 'test.overdraw' })
      .returning({ id: ledgerTransactions.id });
    // Balanced, so the database takes it, but past postJournal: the wallet's cache still says 900.
    await database.db.insert(ledgerPostings).values([
      { transactionId: extra!.id, accountId: wallet, amount: 1_000 },
      { transactionId: extra!.id, accountId: fees, amount: -1_000 },
    ]);
    await setCached(fees, 1_100);
    const { drift, walletTotal } = await checkLedger(database.db);
    expect(drift).toEqual([
      `wallet account ${wallet} caches 900 but its postings make -100`,
      `wallet account ${wallet} is below zero: -100`,
    ]);
    expect(walletTotal).toBe(150n);
  });

  it('finds transactions that do not sum to zero or have too few postings, and counts past the first 100', async () => {
    const [lonely] = await database.db
      .insert(ledgerTransactions)
      .values({ kind: 'test.no_postings' })
      .returning({ id: ledgerTransactions.id });
    const [unbalanced] = await database.db
      .insert(ledgerTransactions)
      .values({ kind: 'test.unbalanced' })
      .returning({ id: ledgerTransactions.id });
    // Only with the database's own guard switched off, as a restore of a damaged backup might arrive.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ${ledgerPostings} disable trigger ledger_postings_balanced`);
      await tx.insert(ledgerPostings).values({ transactionId: unbalanced!.id, accountId: fees, amount: 7 });
      await tx.execute(sql`alter table ${ledgerPostings} enable trigger ledger_postings_balanced`);
    });
    await setCached(fees, 1_093);
    const { drift } = await checkLedger(database.db);
    expect(drift).toEqual(
      expect.arrayContaining([
        `transaction ${lonely!.id} has 0 posting(s), not at least 2`,
        `transaction ${unbalanced!.id} sums to 7, not 0`,
      ]),
    );
    await database.db
      .insert(ledgerTransactions)
      .values(Array.from({ length: 100 }, () => ({ kind: 'test.no_postings' })));
    const many = (await checkLedger(database.db)).drift.filter((line) => line.includes('transaction'));
    expect(many).toHaveLength(101);
    expect(many.at(-1)).toBe('… and 2 more unbalanced transactions');
  });
});
