import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { platformAccountOf } from './ledger-accounts';
import { postJournal } from './post-journal';
import { reverseJournal } from './reverse-journal';
import { createPerson, deposit, refusal } from './testing/ledger-fixtures';
import { walletHistory } from './wallet-history';

describe('walletHistory', () => {
  let database: DatabaseHandle;
  let userId: string;
  let otherId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = await createPerson(database.db);
    otherId = await createPerson(database.db);
    // In order: +1,000 (key a), +500, −300 (rent), +200 for someone else, then the +500 reversed.
    const wallet = await deposit(database.db, userId, 1_000, 'mpesa:stk:a');
    await deposit(database.db, userId, 500, 'mpesa:stk:b');
    await database.db.transaction(async (tx) => {
      await postJournal(tx, {
        kind: 'rent.payment',
        memo: 'Rent for June',
        postings: [
          { accountId: wallet, amount: 300 },
          { accountId: await platformAccountOf(tx, 'fees'), amount: -300 },
        ],
      });
    });
    await deposit(database.db, otherId, 200);
    const [second] = (await walletHistory(database.db, { userId, limit: 10 })).entries.filter(
      (entry) => entry.amount === 500,
    );
    await database.db.transaction((tx) =>
      reverseJournal(tx, { transactionId: second!.transactionId, reason: 'Duplicate', actorId: otherId }),
    );
  });
  afterAll(() => database.close());

  it('lists the wallet newest first with a running balance', async () => {
    const page = await walletHistory(database.db, { userId, limit: 10 });
    expect(page.balance).toBe(700);
    expect(page.nextCursor).toBeNull();
    expect(
      page.entries.map(({ kind, amount, balanceAfter, memo }) => ({ kind, amount, balanceAfter, memo })),
    ).toEqual([
      { kind: 'reversal', amount: -500, balanceAfter: 700, memo: 'Duplicate' },
      { kind: 'rent.payment', amount: -300, balanceAfter: 1_200, memo: 'Rent for June' },
      { kind: 'mpesa.stk_deposit', amount: 500, balanceAfter: 1_500, memo: null },
      { kind: 'mpesa.stk_deposit', amount: 1_000, balanceAfter: 1_000, memo: null },
    ]);
    expect(page.entries[0]!.reversesId).toBe(page.entries[2]!.transactionId);
    expect(page.entries[0]!.postedAt).toBeInstanceOf(Date);
  });

  it('pages with the cursor, each page keeping the running balance', async () => {
    const first = await walletHistory(database.db, { userId, limit: 3 });
    expect(first.entries.map((entry) => entry.balanceAfter)).toEqual([700, 1_200, 1_500]);
    expect(first.nextCursor).toBe(first.entries[2]!.postingId);
    const second = await walletHistory(database.db, { userId, limit: 3, cursor: first.nextCursor! });
    expect(second.entries.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([[1_000, 1_000]]);
    expect(second.nextCursor).toBeNull();
    const past = await walletHistory(database.db, { userId, limit: 3, cursor: second.entries[0]!.postingId });
    expect(past).toEqual({ balance: 700, entries: [], nextCursor: null });
  });

  it("shows only the user's own wallet", async () => {
    const page = await walletHistory(database.db, { userId: otherId, limit: 10 });
    expect(page.entries.map((entry) => entry.amount)).toEqual([200]);
  });

  it('answers an empty wallet for a user who never had one, without opening it', async () => {
    const newcomer = await createPerson(database.db);
    expect(await walletHistory(database.db, { userId: newcomer, limit: 10 })).toEqual({
      balance: 0,
      entries: [],
      nextCursor: null,
    });
  });

  it.each([
    ['a limit of 0', { limit: 0 }],
    ['a limit of 101', { limit: 101 }],
    ['a fractional limit', { limit: 2.5 }],
    ['a cursor that is not a posting id', { limit: 10, cursor: 'abc' }],
    ['a cursor of 0', { limit: 10, cursor: '0' }],
  ])('refuses %s (BAD_REQUEST)', async (_name, input) => {
    expect((await refusal(walletHistory(database.db, { userId, ...input }))).code).toBe('BAD_REQUEST');
  });
});
