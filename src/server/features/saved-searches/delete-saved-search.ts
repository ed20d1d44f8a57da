import { eq } from 'drizzle-orm';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { requireActor, type ServiceContext } from '../../context';
import { savedSearches } from '../../db/schema/index';
import { lockOwnSavedSearch } from './saved-search-rows';

/** DELETE /api/saved-searches/:id: the person's own (another's is 404); its matches go with it. */
export async function deleteSavedSearch(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<{ id: string }> {
  const actor = requireActor(ctx, savedSearchTexts.signIn);
  return ctx.db.transaction(async (tx) => {
    await lockOwnSavedSearch(tx, actor.userId, id);
    await tx.delete(savedSearches).where(eq(savedSearches.id, id));
    return { id };
  });
}
