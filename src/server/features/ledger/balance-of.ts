import { eq } from 'drizzle-orm';
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
