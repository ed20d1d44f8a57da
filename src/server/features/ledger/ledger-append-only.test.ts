import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { createPerson, databaseRefusal, deposit } from './testing/ledger-fixtures';

/** The database itself refuses to rewrite money history, whoever asks (a bug, a script, a stolen login). */
describe('the ledger in the database', () => {
  let database: DatabaseHandle;
  let wallet: string;
  let transactionId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    wallet = await deposit(database.db, await createPerson(database.db), 100);
    [{ transactionId }] = (await database.db
      .select({ transactionId: ledgerPostings.transactionId })
      .from(ledgerPostings)
      .limit(1)) as [{ transactionId: string }];
  });
  afterAll(() => database.close());

  const rows = async () => ({
    transactions: (await database.db.select({ n: count() }).from(ledgerTransactions))[0]!.n,
    postings: (await database.db.select({ n: count() }).from(ledgerPostings))[0]!.n,
    amounts: (await database.db.select({ amount: ledgerPostings.amount }).from(ledgerPostings)).map(
      (row) => row.amount,
    ),
  });

  it('refuses to change or delete a posting', async () => {
    const before = await rows();
    const update = await databaseRefusal(database.db.update(ledgerPostings).set({ amount: 1_000_000 }));
    expect(update).toEqual({
      message: 'ledger_postings is append-only: UPDATE is not allowed',
      code: '23001',
    });
    const remove = await databaseRefusal(
      database.db.delete(ledgerPostings).where(eq(ledgerPostings.accountId, wallet)),
    );
    expect(remove.message).toBe('ledger_postings is append-only: DELETE is not allowed');
    const truncate = await databaseRefusal(database.db.execute(sql`truncate ${ledgerPostings}`));
    expect(truncate.message).toBe('ledger_postings is append-only: TRUNCATE is not allowed');
    expect(await rows()).toEqual(before);
  });

  it('refuses to change or delete a journal transaction', async () => {
    const before = await rows();
    const update = await databaseRefusal(
      database.db
        .update(ledgerTransactions)
        .set({ memo: 'edited' })
        .where(eq(ledgerTransactions.id, transactionId)),
    );
    expect(update).toEqual({
      message: 'ledger_transactions is append-only: UPDATE is not allowed',
      code: '23001',
    });
    const remove = await databaseRefusal(database.db.delete(ledgerTransactions));
    expect(remove.message).toBe('ledger_transactions is append-only: DELETE is not allowed');
    const truncate = await databaseRefusal(database.db.execute(sql`truncate ${ledgerTransactions} cascade`));
    expect(truncate.message).toMatch(/^ledger_\w+ is append-only: TRUNCATE is not allowed$/);
    expect(await rows()).toEqual(before);
  });

  it('refuses postings that do not sum to zero, even written past the service', async () => {
    const before = await rows();
    const [extra] = await database.db
      .insert(ledgerTransactions)
      .values({ kind: 'test.unbalanced' })
      .returning({ id: ledgerTransactions.id });
    const refused = await databaseRefusal(
      database.db.insert(ledgerPostings).values([
        { transactionId: extra!.id, accountId: wallet, amount: -500 },
        { transactionId: extra!.id, accountId: wallet, amount: 499 },
      ]),
    );
    expect(refused.code).toBe('23514');
    expect(refused.message).toBe(
      `ledger transaction ${extra!.id} does not balance: its postings sum to -1, not 0`,
    );
    expect((await rows()).postings).toBe(before.postings);
    // A posting added later to a balanced transaction unbalances it too.
    const late = await databaseRefusal(
      database.db.insert(ledgerPostings).values({ transactionId, accountId: wallet, amount: -1 }),
    );
    expect(late.code).toBe('23514');
    const zero = await databaseRefusal(
      database.db.insert(ledgerPostings).values({ transactionId, accountId: wallet, amount: 0 }),
    );
    expect(zero.code).toBe('23514');
  });

  it('refuses to delete an account or make it another one; only its cached balance moves', async () => {
    const remove = await databaseRefusal(
      database.db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, wallet)),
    );
    expect(remove.message).toBe('ledger_accounts: an account is never removed (DELETE is not allowed)');
    const otherOwner = await createPerson(database.db);
    const moved = await databaseRefusal(
      database.db.update(ledgerAccounts).set({ userId: otherOwner }).where(eq(ledgerAccounts.id, wallet)),
    );
    expect(moved.message).toBe('ledger_accounts: only the cached balance may change');
    const [row] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, wallet));
    expect(row).toMatchObject({ kind: 'wallet', balance: 100 });
    expect(row!.userId).not.toBe(otherOwner);
  });
});
