import { asc, desc, eq, sql } from 'drizzle-orm';
import type { QuoteRequestView } from '@common/abode-city/abode-city-contracts';
import type { QuoteStatus } from '@common/abode-city/abode-city-vocabulary';
import { requirePermission, type ServiceContext } from '../../context';
import { abodeCityQuoteRequests } from '../../db/schema/index';
import { filesOf, toQuoteRequestView } from './quote-request-rows';

/**
 * GET /api/abode-city/back-office/quote-requests: the team's queue. Without a status, the waiting requests
 * first (oldest first: the longest waiting is answered next), then the rest, newest first.
 */
export async function listQuoteQueue(
  ctx: ServiceContext,
  input: { status?: QuoteStatus | undefined; limit: number },
): Promise<{ requests: QuoteRequestView[]; waiting: number }> {
  const actor = requirePermission(ctx, 'manage:abode-city:any');
  const t = abodeCityQuoteRequests;
  const base = ctx.db.select().from(t);
  const rows = input.status
    ? await base
        .where(eq(t.status, input.status))
        .orderBy(input.status === 'requested' ? asc(t.createdAt) : desc(t.updatedAt))
        .limit(input.limit)
    : await base
        .orderBy(
          sql`case when ${t.status} = 'requested' then 0 else 1 end`,
          sql`case when ${t.status} = 'requested' then ${t.createdAt} end asc`,
          desc(t.updatedAt),
        )
        .limit(input.limit);
  const [counted] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(eq(t.status, 'requested'));
  const files = await filesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = ctx.now();
  return {
    requests: rows.map((row) =>
      toQuoteRequestView(row, files.get(row.id) ?? [], now, row.requesterUserId === actor.userId),
    ),
    waiting: counted?.n ?? 0,
  };
}
