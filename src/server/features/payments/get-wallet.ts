import type { Wallet } from '@common/payments/payment-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { darajaSettingsOf } from '../../lib/daraja/daraja-settings';
import { walletHistory } from '../ledger';
import { walletLineSources } from './wallet-line-sources';
import { walletTransactionDescription } from './wallet-transaction-description';
import { walletNumberOf } from './wallet-number';

/**
 * GET /api/wallet: the signed-in user's balance from the ledger, the account number and paybill for topping
 * up from any M-Pesa phone, and the wallet's history newest first, a page at a time.
 */
export async function getWallet(
  ctx: ServiceContext,
  input: { cursor?: string; limit: number },
): Promise<Wallet> {
  const actor = requireActor(ctx);
  const [page, accountNumber] = await Promise.all([
    walletHistory(ctx.db, { userId: actor.userId, cursor: input.cursor, limit: input.limit }),
    walletNumberOf(ctx.db, actor.userId),
  ]);
  // A reversal's line is the reversed record's: found by the journal it undid, it reads reversed.
  const sources = await walletLineSources(
    ctx.db,
    actor.userId,
    page.entries.flatMap((entry) => [entry.transactionId, ...(entry.reversesId ? [entry.reversesId] : [])]),
  );
  return {
    currency: 'KES',
    amount: page.balance,
    accountNumber,
    paybillNumber: darajaSettingsOf(ctx.config).shortcode,
    transactions: page.entries.map((entry) => {
      const own = sources.get(entry.transactionId);
      const undone = entry.reversesId ? sources.get(entry.reversesId) : undefined;
      const source = own ?? (undone ? { ...undone, status: 'reversed' as const, reason: null } : undefined);
      return {
        id: entry.postingId,
        kind: entry.kind,
        description: walletTransactionDescription(entry),
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        postedAt: entry.postedAt.toISOString(),
        status: source?.status ?? null,
        reason: source?.reason ?? null,
        receiptNumber: source?.receiptNumber ?? null,
        link: source?.link ?? null,
      };
    }),
    nextCursor: page.nextCursor,
  };
}
