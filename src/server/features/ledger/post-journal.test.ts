import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { createTestDatabase } from '../../testing/test-database';
import { balanceOf } from './balance-of';
import {
  earningsAccountOf,
  platformAccountOf,
  rentReceivableAccountOf,
  walletAccountOf,
} from './ledger-accounts';
import { postJournal, type JournalInput } from './post-journal';
import { createPerson, createTenancy, databaseRefusal, deposit, refusal } from './testing/ledger-fixtures';

describe('postJournal', () => {
  let database: DatabaseHandle;
  let clearing: string;
  let fees: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    [clearing, fees] = await database.db.transaction(async (tx) => [
      await platformAccountOf(tx, 'mpesa_clearing'),
      await platformAccountOf(tx, 'fees'),
    ]);
  });
  afterAll(() => database.close());

  const post = (input: JournalInput) => database.db.transaction((tx) => postJournal(tx, input));
  const inTx = <T>(work: (tx: Transaction) => Promise<T>) => database.db.transaction(work);
  // The person first: the embedded database has one connection, so a query outside an open transaction waits.
  const newWallet = async () => {
    const userId = await createPerson(database.db);
    return inTx((tx) => walletAccountOf(tx, userId));
  };
  const written = async () => ({
    transactions: (await database.db.select({ n: count() }).from(ledgerTransactions))[0]!.n,
    postings: (await database.db.select({ n: count() }).from(ledgerPostings))[0]!.n,
  });

  describe('accounts', () => {
    it('opens each account once, on first use, and finds it after', async () => {
      const userId = await createPerson(database.db);
      const { tenancyId, landlordId } = await createTenancy(database.db);
      const first = await inTx(async (tx) => ({
        wallet: await walletAccountOf(tx, userId),
        earnings: await earningsAccountOf(tx, landlordId),
        receivable: await rentReceivableAccountOf(tx, tenancyId),
        suspense: await platformAccountOf(tx, 'suspense'),
      }));
      const again = await inTx(async (tx) => ({
        wallet: await walletAccountOf(tx, userId),
        earnings: await earningsAccountOf(tx, landlordId),
        receivable: await rentReceivableAccountOf(tx, tenancyId),
        suspense: await platformAccountOf(tx, 'suspense'),
      }));
      expect(again).toEqual(first);
      expect(new Set(Object.values(first)).size).toBe(4);
      // A landlord's wallet and earnings are two accounts.
      expect(await inTx((tx) => walletAccountOf(tx, landlordId))).not.toBe(first.earnings);
      const sides = await database.db
        .select({
          id: ledgerAccounts.id,
          normalSide: ledgerAccounts.normalSide,
          balance: ledgerAccounts.balance,
        })
        .from(ledgerAccounts);
      const side = (id: string) => sides.find((row) => row.id === id)!.normalSide;
      expect([
        side(first.wallet),
        side(first.earnings),
        side(first.receivable),
        side(first.suspense),
      ]).toEqual(['credit', 'credit', 'debit', 'credit']);
      expect(side(clearing)).toBe('debit');
      expect(side(fees)).toBe('credit');
    });

    it('opens one wallet when two transactions ask for it at once', async () => {
      const userId = await createPerson(database.db);
      const ids = await Promise.all(
        Array.from({ length: 4 }, () => inTx((tx) => walletAccountOf(tx, userId))),
      );
      expect(new Set(ids).size).toBe(1);
    });
  });

  it('posts a deposit: the wallet and M-Pesa clearing both rise by it', async () => {
    const userId = await createPerson(database.db);
    const clearingBefore = await balanceOf(database.db, clearing);
    const wallet = await inTx((tx) => walletAccountOf(tx, userId));
    const posted = await post({
      kind: 'mpesa.stk_deposit',
      memo: 'Top-up',
      postings: [
        { accountId: clearing, amount: 1_500 },
        { accountId: wallet, amount: -1_500 },
      ],
    });
    expect(posted.alreadyPosted).toBe(false);
    expect(await balanceOf(database.db, wallet)).toBe(1_500);
    expect(await balanceOf(database.db, clearing)).toBe(clearingBefore + 1_500);
    const lines = await database.db
      .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, posted.transactionId));
    expect(lines).toEqual([
      { accountId: clearing, amount: 1_500 },
      { accountId: wallet, amount: -1_500 },
    ]);
  });

  it('posts a payment with a fee over three accounts, and one account on two lines', async () => {
    const userId = await createPerson(database.db);
    const { tenancyId } = await createTenancy(database.db);
    const wallet = await deposit(database.db, userId, 1_000);
    const receivable = await inTx((tx) => rentReceivableAccountOf(tx, tenancyId));
    const feesBefore = await balanceOf(database.db, fees);
    await post({
      kind: 'rent.payment',
      postings: [
        { accountId: wallet, amount: 600 },
        { accountId: wallet, amount: 10 },
        { accountId: receivable, amount: -600 },
        { accountId: fees, amount: -10 },
      ],
    });
    expect(await balanceOf(database.db, wallet)).toBe(390);
    expect(await balanceOf(database.db, receivable)).toBe(-600);
    expect(await balanceOf(database.db, fees)).toBe(feesBefore + 10);
  });

  it('lets a wallet pay down to exactly zero', async () => {
    const wallet = await deposit(database.db, await createPerson(database.db), 250);
    await post({
      kind: 'wallet.payment',
      postings: [
        { accountId: wallet, amount: 250 },
        { accountId: fees, amount: -250 },
      ],
    });
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  describe('refuses a wallet below zero', () => {
    it('with a 409 INSUFFICIENT_FUNDS saying by how much, and writes nothing', async () => {
      const wallet = await deposit(database.db, await createPerson(database.db), 300);
      const before = await written();
      const refused = await refusal(
        post({
          kind: 'wallet.payment',
          postings: [
            { accountId: wallet, amount: 301 },
            { accountId: fees, amount: -301 },
          ],
        }),
      );
      expect(refused).toEqual({
        code: 'INSUFFICIENT_FUNDS',
        message: 'Your wallet balance is too low for this payment.',
        details: { balance: 300, shortBy: 1 },
      });
      expect(await balanceOf(database.db, wallet)).toBe(300);
      expect(await written()).toEqual(before);
    });

    it('for a wallet never funded', async () => {
      const wallet = await newWallet();
      const refused = await refusal(
        post({
          kind: 'wallet.payment',
          postings: [
            { accountId: wallet, amount: 1 },
            { accountId: fees, amount: -1 },
          ],
        }),
      );
      expect(refused.code).toBe('INSUFFICIENT_FUNDS');
    });

    it('and leaves nothing behind when the caller catches the refusal and commits its own work', async () => {
      const userId = await createPerson(database.db);
      const wallet = await deposit(database.db, userId, 50);
      const before = await written();
      await inTx(async (tx) => {
        const refused = await refusal(
          postJournal(tx, {
            kind: 'wallet.payment',
            idempotencyKey: 'caught:1',
            postings: [
              { accountId: wallet, amount: 80 },
              { accountId: fees, amount: -80 },
            ],
          }),
        );
        expect(refused.code).toBe('INSUFFICIENT_FUNDS');
      });
      expect(await written()).toEqual(before);
      // The key was not spent by the refused attempt: the same event can be posted once it is affordable.
      await deposit(database.db, userId, 30);
      const posted = await post({
        kind: 'wallet.payment',
        idempotencyKey: 'caught:1',
        postings: [
          { accountId: wallet, amount: 80 },
          { accountId: fees, amount: -80 },
        ],
      });
      expect(posted.alreadyPosted).toBe(false);
      expect(await balanceOf(database.db, wallet)).toBe(0);
    });

    it('in the database itself, should code ever set a wallet balance below zero', async () => {
      const wallet = await deposit(database.db, await createPerson(database.db), 5);
      const refused = await databaseRefusal(
        database.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, wallet)),
      );
      expect(refused.code).toBe('23514');
      expect(refused.message).toMatch(/ledger_accounts_wallet_not_negative_check/);
      expect(await balanceOf(database.db, wallet)).toBe(5);
    });
  });

  describe('refuses a malformed journal with BAD_REQUEST and writes nothing', () => {
    const cases: [string, (wallet: string) => JournalInput, RegExp][] = [
      [
        'a fraction of a shilling',
        (w) => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 10.5 },
            { accountId: w, amount: -10.5 },
          ],
        }),
        /whole number/,
      ],
      [
        'a zero posting',
        (w) => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 0 },
            { accountId: w, amount: 0 },
          ],
        }),
        /not zero/,
      ],
      [
        'an unsafe integer',
        (w) => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 2 ** 53 },
            { accountId: w, amount: -(2 ** 53) },
          ],
        }),
        /whole number/,
      ],
      [
        'more than a trillion',
        (w) => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 1e12 + 1 },
            { accountId: w, amount: -(1e12 + 1) },
          ],
        }),
        /at most/,
      ],
      [
        'NaN',
        (w) => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: Number.NaN },
            { accountId: w, amount: 1 },
          ],
        }),
        /whole number/,
      ],
      [
        'one posting',
        () => ({ kind: 'x.y', postings: [{ accountId: clearing, amount: 10 }] }),
        /2 to 100 postings, not 1/,
      ],
      ['no postings', () => ({ kind: 'x.y', postings: [] }), /not 0$/],
      [
        '101 postings',
        (w) => ({
          kind: 'x.y',
          postings: Array.from({ length: 101 }, (_, i) => ({
            accountId: i % 2 ? w : clearing,
            amount: i === 100 ? -50 : i % 2 ? -1 : 1,
          })),
        }),
        /not 101/,
      ],
      [
        'postings that do not sum to zero',
        (w) => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 100 },
            { accountId: w, amount: -99 },
          ],
        }),
        /sum to 1, not 0/,
      ],
      [
        'a kind not like rent.payment',
        (w) => ({
          kind: 'Rent Payment',
          postings: [
            { accountId: clearing, amount: 1 },
            { accountId: w, amount: -1 },
          ],
        }),
        /kind/,
      ],
      [
        'a memo over 200 characters',
        (w) => ({
          kind: 'x.y',
          memo: 'm'.repeat(201),
          postings: [
            { accountId: clearing, amount: 1 },
            { accountId: w, amount: -1 },
          ],
        }),
        /memo/,
      ],
      [
        'an idempotency key over 120 characters',
        (w) => ({
          kind: 'x.y',
          idempotencyKey: 'k'.repeat(121),
          postings: [
            { accountId: clearing, amount: 1 },
            { accountId: w, amount: -1 },
          ],
        }),
        /idempotency key/,
      ],
      [
        'an empty idempotency key',
        (w) => ({
          kind: 'x.y',
          idempotencyKey: '',
          postings: [
            { accountId: clearing, amount: 1 },
            { accountId: w, amount: -1 },
          ],
        }),
        /idempotency key/,
      ],
      [
        'an account id that is not one',
        () => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 1 },
            { accountId: 'wallet-1', amount: -1 },
          ],
        }),
        /not an account id/,
      ],
      [
        'an account that does not exist',
        () => ({
          kind: 'x.y',
          postings: [
            { accountId: clearing, amount: 1 },
            { accountId: '00000000-0000-4000-8000-000000000000', amount: -1 },
          ],
        }),
        /does not exist/,
      ],
    ];
    let wallet: string;
    beforeAll(async () => {
      wallet = await deposit(database.db, await createPerson(database.db), 1_000);
    });

    it.each(cases)('%s', async (_name, journal, message) => {
      const before = await written();
      const clearingBefore = await balanceOf(database.db, clearing);
      const refused = await refusal(post(journal(wallet)));
      expect(refused.code).toBe('BAD_REQUEST');
      expect(refused.message).toMatch(message);
      expect(await written()).toEqual(before);
      expect(await balanceOf(database.db, wallet)).toBe(1_000);
      expect(await balanceOf(database.db, clearing)).toBe(clearingBefore);
    });
  });

  describe('idempotency', () => {
    const journal = (wallet: string, amount = 700): JournalInput => ({
      kind: 'mpesa.stk_deposit',
      idempotencyKey: `mpesa:stk:ws_CO_${wallet}`,
      postings: [
        { accountId: clearing, amount },
        { accountId: wallet, amount: -amount },
      ],
    });

    it('answers the same event again as already posted, with the first id, and credits it once', async () => {
      const wallet = await newWallet();
      const first = await post(journal(wallet));
      const before = await written();
      const second = await post({ ...journal(wallet), postings: [...journal(wallet).postings].reverse() });
      expect(second).toEqual({ transactionId: first.transactionId, alreadyPosted: true });
      expect(await written()).toEqual(before);
      expect(await balanceOf(database.db, wallet)).toBe(700);
    });

    it('refuses the same key with other amounts or another kind (409) and writes nothing', async () => {
      const wallet = await newWallet();
      const first = await post(journal(wallet));
      const before = await written();
      const otherAmount = await refusal(post(journal(wallet, 701)));
      expect(otherAmount).toMatchObject({
        code: 'CONFLICT',
        details: { transactionId: first.transactionId },
      });
      expect(otherAmount.message).toMatch(/already posted with other postings/);
      const otherKind = await refusal(post({ ...journal(wallet), kind: 'mpesa.c2b_deposit' }));
      expect(otherKind.code).toBe('CONFLICT');
      expect(await written()).toEqual(before);
      expect(await balanceOf(database.db, wallet)).toBe(700);
    });

    it('posts an event once when its callbacks arrive at the same time', async () => {
      const wallet = await newWallet();
      const results = await Promise.all(Array.from({ length: 6 }, () => post(journal(wallet))));
      expect(results.filter((result) => !result.alreadyPosted)).toHaveLength(1);
      expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
      expect(await balanceOf(database.db, wallet)).toBe(700);
    });

    it('answers a repeat of a debit as already posted, even when the wallet can no longer afford it', async () => {
      const wallet = await newWallet();
      await post(journal(wallet, 500));
      const payment: JournalInput = {
        kind: 'rent.payment',
        idempotencyKey: `rent:payment:${wallet}`,
        postings: [
          { accountId: wallet, amount: 400 },
          { accountId: fees, amount: -400 },
        ],
      };
      const first = await post(payment);
      const before = await written();
      // 100 left: a new KES 400 debit is refused, the same event again is answered.
      expect(await post(payment)).toEqual({ transactionId: first.transactionId, alreadyPosted: true });
      const fresh = await refusal(post({ ...payment, idempotencyKey: `rent:payment:other:${wallet}` }));
      expect(fresh.code).toBe('INSUFFICIENT_FUNDS');
      expect(await written()).toEqual(before);
      expect(await balanceOf(database.db, wallet)).toBe(100);
    });

    it('posts a debit once when its repeats arrive at the same time, the wallet affording only one', async () => {
      const wallet = await newWallet();
      await post(journal(wallet, 300));
      const payment: JournalInput = {
        kind: 'rent.payment',
        idempotencyKey: `rent:payment:race:${wallet}`,
        postings: [
          { accountId: wallet, amount: 300 },
          { accountId: fees, amount: -300 },
        ],
      };
      const results = await Promise.all(Array.from({ length: 5 }, () => post(payment)));
      expect(results.filter((result) => !result.alreadyPosted)).toHaveLength(1);
      expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
      expect(await balanceOf(database.db, wallet)).toBe(0);
    });

    it('is a unique constraint in the database, not only the service', async () => {
      const wallet = await newWallet();
      await post(journal(wallet));
      const refused = await databaseRefusal(
        database.db
          .insert(ledgerTransactions)
          .values({ kind: 'mpesa.stk_deposit', idempotencyKey: journal(wallet).idempotencyKey }),
      );
      expect(refused.code).toBe('23505');
    });
  });
});
