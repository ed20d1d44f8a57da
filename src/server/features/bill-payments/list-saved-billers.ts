import { asc, eq } from 'drizzle-orm';
import { maxSavedBillers } from '@common/payments/billers';
import type { SavedBillers } from '@common/payments/saved-biller-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { savedBillers } from '../../db/schema/index';
import { toSavedBiller } from './saved-biller-view';

/** GET /api/bills/saved: the signed-in user's saved billers, oldest first, and how many may be kept. */
export async function listSavedBillers(ctx: ServiceContext): Promise<SavedBillers> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(savedBillers)
    .where(eq(savedBillers.userId, actor.userId))
    .orderBy(asc(savedBillers.createdAt), asc(savedBillers.id));
  return { items: rows.map(toSavedBiller), max: maxSavedBillers };
}
