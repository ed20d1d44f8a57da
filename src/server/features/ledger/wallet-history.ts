import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export interface WalletEntry {
  /** Also the cursor: pass the last entry's to get the page after it. */
  postingId: string;
  transactionId: string;
  kind: string;
  memo: string | null;
  /** Shillings into the wallet (positive) or out of it (negative). */
  amount: number;
  /** The wallet's balance right after this entry. */
  balanceAfter: number;
  postedAt: Date;
  /** Set on a reversal: the transaction it undid. */
  reversesId: string | null;
}

export interface WalletHistoryPage {
  balance: number;
  entries: WalletEntry[];
  /** The cursor of the next (older) page, or null on the last one. */
  nextCursor: string | null;
}

/**
 * A user's wallet statement, newest first, a page at a time (cursor: the last posting id seen). A user who has
 * never had a wallet has an empty one: reading does not open an account.
 */
export async function walletHistory(
  db: Database | Transaction,
  input: { userId: string; cursor?: string; limit: number },
): Promise<WalletHistoryPage> {
  if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > 100) {
    throw new AppError('BAD_REQUEST', 'Ledger: a page holds 1 to 100 entries.');
  }
  if (input.cursor !== undefined && !/^[1-9][0-9]{0,17}$/.test(input.cursor)) {
    throw new AppError('BAD_REQUEST', 'Ledger: that is not a wallet history cursor.');
  }
  const [wallet] = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, input.userId)));
  if (!wallet) return { balance: 0, entries: [], nextCursor: null };
  const rows = await db
    .select({
      postingId: ledgerPostings.id,
      transactionId: ledgerPostings.transactionId,
      amount: ledgerPostings.amount,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      postedAt: ledgerTransactions.postedAt,
      reversesId: ledgerTransactions.reversesId,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerPostings.accountId, wallet.id),
        input.cursor === undefined ? undefined : lt(ledgerPostings.id, Number(input.cursor)),
      ),
    )
    .orderBy(desc(ledgerPostings.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  if (page.length === 0) return { balance: wallet.balance, entries: [], nextCursor: null };
  // The running balance is read from the postings themselves up to the page's newest entry, so it is right
  // for any page, even one read while new payments arrive.
  const [upTo] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.accountId, wallet.id), lte(ledgerPostings.id, page[0]!.postingId)));
  // A wallet is credit-normal: money in is a credit (a negative amount).
  let balanceAfter = 0 - Number(upTo!.sum);
  const entries = page.map((row) => {
    const entry: WalletEntry = {
      ...row,
      postingId: String(row.postingId),
      amount: -row.amount,
      balanceAfter,
    };
    balanceAfter -= entry.amount;
    return entry;
  });
  return {
    balance: wallet.balance,
    entries,
    nextCursor: rows.length > input.limit ? entries.at(-1)!.postingId : null,
  };
}
