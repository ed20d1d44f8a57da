import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedSearch, updateSavedSearchInput } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import { hasAnyCriterion } from '@common/search/search-criteria';
import { requireActor, type ServiceContext } from '../../context';
import { savedSearchMatches, savedSearches } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { criteriaColumns, lockOwnSavedSearch, savedSearchesOf } from './saved-search-rows';

const t = savedSearchTexts;

/**
 * PATCH /api/saved-searches/:id: renames it, changes its criteria (chips removed) or its alerts. Another's
 * is the same 404 as none. A change of alerts settles the matches waiting for a digest: they are not sent
 * later under the new setting.
 */
export async function updateSavedSearch(
  ctx: ServiceContext,
  { id, ...input }: z.output<typeof updateSavedSearchInput> & { id: string },
): Promise<SavedSearch> {
  const actor = requireActor(ctx, t.signIn);
  if (input.criteria && !hasAnyCriterion(input.criteria))
    throw new AppError('VALIDATION_FAILED', t.noCriteria);
  return ctx.db.transaction(async (tx) => {
    const found = await lockOwnSavedSearch(tx, actor.userId, id);
    const now = ctx.now();
    await tx
      .update(savedSearches)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
        ...(input.criteria ? await criteriaColumns(tx, input.criteria) : {}),
        updatedAt: now,
      })
      .where(eq(savedSearches.id, found.id));
    if (input.frequency !== undefined && input.frequency !== found.frequency) {
      await tx
        .update(savedSearchMatches)
        .set({ alertedAt: now })
        .where(and(eq(savedSearchMatches.savedSearchId, found.id), isNull(savedSearchMatches.alertedAt)));
    }
    const [updated] = await savedSearchesOf(tx, actor.userId, found.id);
    return updated!;
  });
}
