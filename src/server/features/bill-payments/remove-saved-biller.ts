import { and, eq } from 'drizzle-orm';
import { billPaymentMessages as m } from '@common/payments/bill-payment-messages';
import { requireActor, type ServiceContext } from '../../context';
import { savedBillers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';

/** DELETE /api/bills/saved/:id: removes one of the user's saved billers; anyone else's is a 404. */
export async function removeSavedBiller(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const actor = requireActor(ctx);
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.savedNotFound);
  const removed = await ctx.db
    .delete(savedBillers)
    .where(and(eq(savedBillers.id, input.id), eq(savedBillers.userId, actor.userId)))
    .returning({ id: savedBillers.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', m.savedNotFound);
}
