import { and, eq } from 'drizzle-orm';
import { billPaymentMessages as m } from '@common/payments/bill-payment-messages';
import type { SavedBiller, SavedBillerRename } from '@common/payments/saved-biller-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { savedBillers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { toSavedBiller } from './saved-biller-view';

/** PATCH /api/bills/saved/:id: renames one of the user's saved billers; anyone else's is a 404. */
export async function renameSavedBiller(
  ctx: ServiceContext,
  input: { id: string; rename: SavedBillerRename },
): Promise<SavedBiller> {
  const actor = requireActor(ctx);
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', m.savedNotFound);
  const [row] = await ctx.db
    .update(savedBillers)
    .set({ name: input.rename.name.trim(), updatedAt: ctx.now() })
    .where(and(eq(savedBillers.id, input.id), eq(savedBillers.userId, actor.userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', m.savedNotFound);
  return toSavedBiller(row);
}
