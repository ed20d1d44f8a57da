import {
  savedSearchLimit,
  type createSavedSearchInput,
  type SavedSearch,
} from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { hasAnyCriterion } from '@common/search/search-criteria';
import type { z } from 'zod';
import { requireActor, type ServiceContext } from '../../context';
import { savedSearches } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import {
  countSavedSearches,
  criteriaColumns,
  newUnsubscribeToken,
  savedSearchesOf,
} from './saved-search-rows';

const t = savedSearchTexts;

/**
 * POST /api/saved-searches: saves the person's search (its text, criteria and alerts), at most
 * savedSearchLimit each (409 beyond). A search with no criterion at all would alert on every home: 400.
 */
export async function createSavedSearch(
  ctx: ServiceContext,
  input: z.output<typeof createSavedSearchInput>,
): Promise<SavedSearch> {
  const actor = requireActor(ctx, t.signIn);
  if (!hasAnyCriterion(input.criteria)) throw new AppError('VALIDATION_FAILED', t.noCriteria);
  return ctx.db.transaction(async (tx) => {
    if ((await countSavedSearches(tx, actor.userId)) >= savedSearchLimit) {
      throw new AppError('CONFLICT', t.limitReached(savedSearchLimit), {
        reason: 'saved_search_limit',
        params: { limit: savedSearchLimit },
      });
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.userId,
        name: input.name,
        queryText: input.queryText,
        frequency: input.frequency,
        unsubscribeToken: newUnsubscribeToken(),
        lastSeenAt: now,
        createdAt: now,
        updatedAt: now,
        ...(await criteriaColumns(tx, input.criteria)),
      })
      .returning({ id: savedSearches.id });
    const [created] = await savedSearchesOf(tx, actor.userId, row!.id);
    return created!;
  });
}
