import { and, eq, isNull } from 'drizzle-orm';
import type { UnsubscribeResult } from '@common/saved-searches/saved-search-contracts';
import { savedSearchTexts } from '@common/saved-searches/saved-search-texts';
import type { ServiceContext } from '../../context';
import { savedSearchMatches, savedSearches } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * POST /api/saved-searches/unsubscribe/:token: the alert's own link turns its search's alerts off, without
 * signing in (the token is the secret); again is fine. The search stays on the person's dashboard.
 */
export async function unsubscribeSavedSearch(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<UnsubscribeResult> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(savedSearches)
      .set({ frequency: 'off', updatedAt: now })
      .where(eq(savedSearches.unsubscribeToken, token))
      .returning({ id: savedSearches.id, name: savedSearches.name });
    if (!row) throw new AppError('NOT_FOUND', savedSearchTexts.tokenNotFound);
    await tx
      .update(savedSearchMatches)
      .set({ alertedAt: now })
      .where(and(eq(savedSearchMatches.savedSearchId, row.id), isNull(savedSearchMatches.alertedAt)));
    return { name: row.name };
  });
}
