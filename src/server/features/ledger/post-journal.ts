import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { resultRows } from '../../db/result-rows';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { badJournal, insufficientFunds } from './ledger-errors';

/** One line of a journal transaction in whole shillings: positive debits the account, negative credits it. */
export interface Posting {
  accountId: string;
  amount: number;
}

export interface JournalInput {
  /** What moved the money, e.g. `mpesa.stk_deposit`, `rent.payment`. */
  kind: string;
  /** The external event's own key (`mpesa:c2b:<TransID>`): a second post of it is answered, not written. */
  idempotencyKey?: string;
  memo?: string;
  actorId?: string | null;
  postings: Posting[];
}

export interface PostedJournal {
  transactionId: string;
  /** True when the idempotency key had been posted before: nothing was written this time. */
  alreadyPosted: boolean;
}

// A trillion shillings per line keeps every journal's sum (at most 100 lines) an exact JavaScript integer.
const maxAmount = 1_000_000_000_000;
const maxPostings = 100;
const kindPattern = /^[a-z][a-z0-9_.]{0,39}$/;

function assertWellFormed(input: JournalInput): void {
  if (!kindPattern.test(input.kind)) throw badJournal(`kind "${input.kind}" must be like rent.payment`);
  const key = input.idempotencyKey;
  if (key !== undefined && (key.length < 1 || key.length > 120)) {
    throw badJournal('an idempotency key has 1 to 120 characters');
  }
  if (input.memo !== undefined && input.memo.length > 200)
    throw badJournal('a memo has at most 200 characters');
  const { postings } = input;
  if (postings.length < 2 || postings.length > maxPostings) {
    throw badJournal(`a journal transaction has 2 to ${maxPostings} postings, not ${postings.length}`);
  }
  for (const { accountId, amount } of postings) {
    if (!isRowId(accountId)) throw badJournal(`"${accountId}" is not an account id`);
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > maxAmount) {
      throw badJournal(`a posting is a whole number of shillings, not zero, at most ${maxAmount}: ${amount}`);
    }
  }
  const sum = postings.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) throw badJournal(`the postings sum to ${sum}, not 0`);
}

/** Each account's net movement in this journal; an account may appear on several lines. */
function netByAccount(postings: Posting[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const { accountId, amount } of postings) net.set(accountId, (net.get(accountId) ?? 0) + amount);
  return net;
}

const sameLines = (a: Posting[], b: Posting[]) => {
  const key = (lines: Posting[]) =>
    lines
      .map((line) => `${line.accountId}:${line.amount}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/** The event was posted before: the same journal is 'already posted'; another one under its key is a bug. */
async function answerRepeat(tx: Transaction, input: JournalInput & { idempotencyKey: string }) {
  const [first] = await tx
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
  const lines = await tx
    .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, first!.id));
  if (first!.kind !== input.kind || !sameLines(lines, input.postings)) {
    throw new AppError(
      'CONFLICT',
      `Ledger: "${input.idempotencyKey}" was already posted with other postings.`,
      {
        transactionId: first!.id,
      },
    );
  }
  return { transactionId: first!.id, alreadyPosted: true };
}

/** The journal already posted under this key, if any (a statement of its own sees every commit so far). */
async function postedUnder(tx: Transaction, key: string | undefined): Promise<boolean> {
  if (key === undefined) return false;
  const [row] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return row !== undefined;
}

/**
 * Writes one journal transaction: the transaction row (claiming the idempotency key), the balances, the
 * postings. `reversesId` is reverseJournal's; other callers use postJournal.
 *
 * It first locks every account the journal touches, in id order so two journals never wait on each other in a
 * circle, and refuses a wallet that would go below zero: reading the balance under the lock is what makes 20
 * simultaneous payments from one wallet see each other (the wallet's CHECK constraint is the second line).
 * A refusal is thrown before anything is written, so a caller may catch it and carry on in its own
 * transaction. Then one statement claims the key and, only if it was free, moves each cached balance by its
 * net change (in the account's own direction) and writes the postings: two round trips in all, where a
 * savepoint and four statements were before (a transfer's answer time is mostly round trips).
 */
export async function writeJournal(
  tx: Transaction,
  input: JournalInput,
  reversesId: string | null,
): Promise<PostedJournal> {
  assertWellFormed(input);
  const net = netByAccount(input.postings);
  const accounts = await tx
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      normalSide: ledgerAccounts.normalSide,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...net.keys()]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (accounts.length !== net.size) throw badJournal('a posting names an account that does not exist');
  const changes: SQL[] = [];
  for (const account of accounts) {
    const amount = net.get(account.id)!;
    const change = account.normalSide === 'debit' ? amount : -amount;
    if (change === 0) continue;
    if (account.kind === 'wallet' && account.balance + change < 0) {
      // A repeat of a debit already posted finds the balance it left: it is answered, not refused.
      if (await postedUnder(tx, input.idempotencyKey)) {
        return answerRepeat(tx, input as JournalInput & { idempotencyKey: string });
      }
      throw insufficientFunds(account.balance, -change);
    }
    changes.push(sql`(${account.id}::uuid, ${change}::bigint)`);
  }
  const lines = input.postings.map(({ accountId, amount }) => sql`(${accountId}::uuid, ${amount}::bigint)`);
  // ON CONFLICT on the key makes a second post of the same event wait for the first one's commit, then
  // write nothing: the balances and postings hang on the row `created` returns.
  const moved =
    changes.length === 0
      ? sql``
      : sql`, moved as (
          update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + change.amount
          from created, (values ${sql.join(changes, sql`, `)}) as change(id, amount)
          where ${ledgerAccounts.id} = change.id
          returning 1
        )`;
  const written = await tx.execute<{ id: string }>(sql`
    with created as (
      insert into ${ledgerTransactions} (kind, idempotency_key, memo, actor_id, reverses_id)
      values (${input.kind}, ${input.idempotencyKey ?? null}, ${input.memo ?? null}, ${input.actorId ?? null},
        ${reversesId}::uuid)
      on conflict (idempotency_key) do nothing
      returning id
    )${moved}, lines as (
      insert into ${ledgerPostings} (transaction_id, account_id, amount)
      select created.id, line.account_id, line.amount
      from created, (values ${sql.join(lines, sql`, `)}) as line(account_id, amount)
      returning 1
    )
    select id from created`);
  const created = resultRows<{ id: string }>(written)[0];
  if (!created) return answerRepeat(tx, input as JournalInput & { idempotencyKey: string });
  return { transactionId: created.id, alreadyPosted: false };
}

/**
 * Posts one movement of money inside the caller's transaction, so it commits or rolls back with the event
 * that caused it (the payment, the invoice, the callback). Throws AppError 'INSUFFICIENT_FUNDS' (409) when a
 * wallet cannot afford its debit, 'BAD_REQUEST' for a malformed journal, 'CONFLICT' for an idempotency key
 * already posted with other postings.
 */
export function postJournal(tx: Transaction, input: JournalInput): Promise<PostedJournal> {
  return writeJournal(tx, input, null);
}
