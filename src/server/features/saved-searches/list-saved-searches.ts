import { savedSearchLimit, type SavedSearchList } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { requireActor, type ServiceContext } from '../../context';
import { savedSearchesOf } from './saved-search-rows';

/** GET /api/saved-searches: the person's own, newest first, each with its new matches (linked on the card). */
export async function listSavedSearches(ctx: ServiceContext): Promise<SavedSearchList> {
  const actor = requireActor(ctx, savedSearchTexts.signIn);
  return { savedSearches: await savedSearchesOf(ctx.db, actor.userId), limit: savedSearchLimit };
}
