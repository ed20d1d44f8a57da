import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';

/**
 * An account's balance in whole shillings, in its own direction (a wallet: what ABODE holds for its owner).
 * Read from the cached column that every posting moves in its own transaction; `npm run ledger:check` proves
 * it equals the postings.
 */
export async function balanceOf(db: Database | Transaction, accountId: string): Promise<number> {
  const notFound = new AppError('NOT_FOUND', 'Ledger: no account has this id.');
  if (!isRowId(accountId)) throw notFound;
  const [account] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!account) throw notFound;
  return account.balance;
}

/**
 * What a person's wallet holds, in one read (0 when they have no wallet yet: nothing was ever paid into it).
 * For texts and views that only read it; money paths take the wallet account under its lock instead.
 */
export async function walletBalanceOf(db: Database | Transaction, userId: string): Promise<number> {
  const [wallet] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)));
  return wallet?.balance ?? 0;
}
