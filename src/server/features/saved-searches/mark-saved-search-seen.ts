import { eq } from 'drizzle-orm';
import type { SavedSearch } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { requireActor, type ServiceContext } from '../../context';
import { savedSearches } from '../../db/schema/index';
import { lockOwnSavedSearch, savedSearchesOf } from './saved-search-rows';

/** POST /api/saved-searches/:id/seen: its matches so far are no longer new. */
export async function markSavedSearchSeen(ctx: ServiceContext, { id }: { id: string }): Promise<SavedSearch> {
  const actor = requireActor(ctx, savedSearchTexts.signIn);
  return ctx.db.transaction(async (tx) => {
    await lockOwnSavedSearch(tx, actor.userId, id);
    await tx.update(savedSearches).set({ lastSeenAt: ctx.now() }).where(eq(savedSearches.id, id));
    const [seen] = await savedSearchesOf(tx, actor.userId, id);
    return seen!;
  });
}
