import { and, count, eq } from 'drizzle-orm';
import { billPaymentMessages as m } from '@common/payments/bill-payment-messages';
import { billerOf, maxSavedBillers } from '@common/payments/billers';
import { moneyOutMessages } from '@common/payments/money-out-messages';
import type { SavedBiller, SavedBillerInput } from '@common/payments/saved-biller-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { savedBillers, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toSavedBiller } from './saved-biller-view';

/**
 * POST /api/bills/saved: saves a biller and an account (in that biller's format, from billers.ts) under a
 * name of the user's own. The same biller and account twice is 409 naming the first; beyond the most a user
 * may keep is 409 too, counted with the user's row locked so two saves at once cannot pass it.
 */
export async function saveBiller(ctx: ServiceContext, input: SavedBillerInput): Promise<SavedBiller> {
  const actor = requireActor(ctx);
  const biller = billerOf(input.billerId);
  const account = input.account.trim();
  const name = input.name.trim();
  if (!biller || !biller.pattern.test(account))
    throw new AppError('BAD_REQUEST', moneyOutMessages.billAccount);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [same] = await tx
      .select({ name: savedBillers.name })
      .from(savedBillers)
      .where(
        and(
          eq(savedBillers.userId, actor.userId),
          eq(savedBillers.billerId, biller.id),
          eq(savedBillers.account, account),
        ),
      );
    if (same) throw new AppError('CONFLICT', m.savedDuplicate(same.name), { reason: 'DUPLICATE' });
    const [kept] = await tx
      .select({ n: count() })
      .from(savedBillers)
      .where(eq(savedBillers.userId, actor.userId));
    if ((kept?.n ?? 0) >= maxSavedBillers) {
      throw new AppError('CONFLICT', m.savedFull, { reason: 'LIMIT', max: maxSavedBillers });
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(savedBillers)
      .values({ userId: actor.userId, billerId: biller.id, account, name, createdAt: now, updatedAt: now })
      .returning();
    return toSavedBiller(row!);
  });
}
