import { and, desc, eq } from 'drizzle-orm';
import type { Withdrawal } from '@common/payments/money-out-contracts';
import { moneyOutMessages as m } from '@common/payments/money-out-messages';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import { moneyOutTransfers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { balanceOf } from '../ledger';
import { sourceAccountOf } from './money-out-accounts';
import { toWithdrawal } from './money-out-view';

/** GET /api/withdrawals/:id: one of the actor's own transfers (404 for anyone else's), for the status screen. */
export async function getWithdrawal(ctx: ServiceContext, input: { id: string }): Promise<Withdrawal> {
  const actor = requireActor(ctx);
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.notFound);
  const [row] = await ctx.db
    .select()
    .from(moneyOutTransfers)
    .where(and(eq(moneyOutTransfers.id, input.id), eq(moneyOutTransfers.userId, actor.userId)));
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return toWithdrawal(row);
}

/**
 * GET /api/withdrawals?source=: the balance that can be sent (the wallet, or a landlord's earnings) and the
 * latest transfers from it, newest first.
 */
export async function listWithdrawals(
  ctx: ServiceContext,
  input: { source: 'wallet' | 'earnings' },
): Promise<{ balance: number; items: Withdrawal[] }> {
  const actor =
    input.source === 'earnings' ? requirePermission(ctx, 'withdraw:earnings:own') : requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(moneyOutTransfers)
    .where(and(eq(moneyOutTransfers.userId, actor.userId), eq(moneyOutTransfers.source, input.source)))
    .orderBy(desc(moneyOutTransfers.createdAt))
    .limit(20);
  const balance = await ctx.db.transaction(async (tx) =>
    balanceOf(tx, await sourceAccountOf(tx, input.source, actor.userId)),
  );
  return { balance, items: rows.map(toWithdrawal) };
}
