import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { earningsAccountOf, walletAccountOf } from '../ledger';

/** The ledger account a send pays from: the user's wallet, or a landlord's earnings. */
export function sourceAccountOf(
  tx: Transaction,
  source: 'wallet' | 'earnings',
  userId: string,
): Promise<string> {
  return source === 'wallet' ? walletAccountOf(tx, userId) : earningsAccountOf(tx, userId);
}

/**
 * Locks the source account's row until the transaction ends and reads its balance: every send from one
 * account takes its turn here, so the daily limit and an earnings balance (which, unlike a wallet, the
 * ledger does not floor at zero) are checked against each other's effects.
 */
export async function lockedBalanceOf(tx: Transaction, accountId: string): Promise<number> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  return account!.balance;
}
