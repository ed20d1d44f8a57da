import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { balanceOf } from './balance-of';
import { checkLedger } from './check-ledger';
import { platformAccountOf } from './ledger-accounts';
import { postJournal } from './post-journal';
import { createPerson, deposit, refusal } from './testing/ledger-fixtures';

const payments = 20;
const price = 1_000;

/**
 * On PostgreSQL a pool of its own with a connection per payment, so all 20 transactions are open at once
 * (a barrier holds each until every one has started). The embedded database has one connection and runs
 * transactions one after another; the test then proves the arithmetic, PostgreSQL proves the lock.
 */
async function connectionPerPayment(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind !== 'postgres') return database;
  const [row] = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return openDatabase({ url: url.toString(), maxConnections: payments });
}

describe('a wallet under 20 simultaneous payments', () => {
  let database: DatabaseHandle;
  let racers: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    racers = await connectionPerPayment(database);
  });
  afterAll(async () => {
    if (racers !== database) await racers.close();
    await database.close();
  });

  it('pays 5 from a wallet that can afford 5 and refuses the other 15', async () => {
    const wallet = await deposit(database.db, await createPerson(database.db), 5 * price);
    const fees = await database.db.transaction((tx) => platformAccountOf(tx, 'fees'));
    let started = 0;
    let mostOpenAtOnce = 0;
    let open = 0;
    let everyoneIn: () => void = () => {};
    const barrier = new Promise<void>((resolve) => (everyoneIn = resolve));
    const concurrent = racers.kind === 'postgres';

    const pay = (n: number) =>
      racers.db.transaction(async (tx) => {
        open += 1;
        mostOpenAtOnce = Math.max(mostOpenAtOnce, open);
        try {
          // Every transaction has a snapshot and a connection before any of them pays.
          await tx.execute(sql`select 1`);
          started += 1;
          if (started === payments) everyoneIn();
          if (concurrent) await barrier;
          return await postJournal(tx, {
            kind: 'wallet.payment',
            idempotencyKey: `race:${wallet}:${n}`,
            postings: [
              { accountId: wallet, amount: price },
              { accountId: fees, amount: -price },
            ],
          });
        } finally {
          open -= 1;
        }
      });

    const outcomes = await Promise.all(
      Array.from({ length: payments }, (_, n) =>
        pay(n).then(
          () => 'paid',
          async (error: unknown) => (await refusal(Promise.reject(error))).code,
        ),
      ),
    );
    if (concurrent) expect(mostOpenAtOnce).toBe(payments);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_FUNDS')).toHaveLength(15);
    expect(await balanceOf(database.db, wallet)).toBe(0);
    expect((await checkLedger(database.db)).drift).toEqual([]);
  });

  it('moves money both ways between two wallets at once without a deadlock', async () => {
    const first = await deposit(database.db, await createPerson(database.db), 10_000);
    const second = await deposit(database.db, await createPerson(database.db), 10_000);
    // Half send first → second and half the other way: each journal locks both wallets, in the same order.
    const transfers = Array.from({ length: payments }, (_, n) =>
      racers.db.transaction((tx) =>
        postJournal(tx, {
          kind: 'wallet.transfer',
          postings: [
            { accountId: n % 2 ? first : second, amount: 100 + n },
            { accountId: n % 2 ? second : first, amount: -(100 + n) },
          ],
        }),
      ),
    );
    const outcomes = await Promise.allSettled(transfers);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    // first sent 101 + 103 + … + 119 and received 100 + 102 + … + 118: 10 shillings less.
    expect(await balanceOf(database.db, first)).toBe(9_990);
    expect(await balanceOf(database.db, second)).toBe(10_010);
  });
});
