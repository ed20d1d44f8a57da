import { desc, eq } from 'drizzle-orm';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import { requireActor, type ServiceContext } from '../../context';
import { abodeCityQuoteRequests } from '../../db/schema/index';
import { filesOf, toQuoteRequestView } from './quote-request-rows';

/** GET /api/abode-city/quote-requests/mine: the signed-in account's requests, newest first. */
export async function listMyQuoteRequests(ctx: ServiceContext): Promise<{ requests: QuoteRequestView[] }> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select()
    .from(abodeCityQuoteRequests)
    .where(eq(abodeCityQuoteRequests.requesterUserId, actor.userId))
    .orderBy(desc(abodeCityQuoteRequests.createdAt))
    .limit(50);
  const files = await filesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = ctx.now();
  return { requests: rows.map((row) => toQuoteRequestView(row, files.get(row.id) ?? [], now, true)) };
}
