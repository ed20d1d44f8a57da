import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { ListingReportReason, ModerationQueue } from '@common/listings/listing-report-contracts';
import { requirePermission, type ServiceContext } from '../../context';
import { listingReports } from '../../db/schema/index';
import { moderatedListings } from '../listings';

/** A screenful for the team; the next listings come up as these are dealt with. */
const queueSize = 50;

/**
 * GET /api/listing-moderation: the listings with open reports, the one reported longest ago first, with how
 * many people reported it, for which reasons and in what words.
 */
export async function listModerationQueue(ctx: ServiceContext): Promise<ModerationQueue> {
  requirePermission(ctx, 'read:listing-report:any');
  const open = eq(listingReports.status, 'open');
  const waiting = await ctx.db
    .select({
      listingId: listingReports.listingId,
      openReports: count(),
      reporters: countDistinct(listingReports.reporterUserId),
      firstReportedAt: min(listingReports.createdAt),
    })
    .from(listingReports)
    .where(open)
    .groupBy(listingReports.listingId)
    .orderBy(asc(min(listingReports.createdAt)), asc(listingReports.listingId))
    .limit(queueSize);
  const ids = waiting.map((row) => row.listingId);
  if (ids.length === 0) return { listings: [] };
  const [reasons, notes, found] = await Promise.all([
    ctx.db
      .select({ listingId: listingReports.listingId, reason: listingReports.reason, count: count() })
      .from(listingReports)
      .where(and(open, inArray(listingReports.listingId, ids)))
      .groupBy(listingReports.listingId, listingReports.reason)
      .orderBy(desc(count()), asc(listingReports.reason)),
    ctx.db
      .select({
        listingId: listingReports.listingId,
        reason: listingReports.reason,
        note: listingReports.note,
        createdAt: listingReports.createdAt,
      })
      .from(listingReports)
      .where(and(open, inArray(listingReports.listingId, ids), isNotNull(listingReports.note)))
      .orderBy(asc(listingReports.createdAt)),
    moderatedListings(ctx.db, ids),
  ]);
  return {
    listings: waiting.flatMap((row) => {
      const listing = found.get(row.listingId);
      if (!listing) return [];
      return [
        {
          listingId: row.listingId,
          listingName: listing.name,
          status: listing.status,
          autoPaused: listing.autoPaused,
          hostName: listing.hostName,
          hostUserId: listing.hostUserId,
          openReports: Number(row.openReports),
          reporters: Number(row.reporters),
          reasons: reasons
            .filter((reason) => reason.listingId === row.listingId)
            .map((reason) => ({ reason: reason.reason as ListingReportReason, count: Number(reason.count) })),
          notes: notes
            .filter((note) => note.listingId === row.listingId)
            .map((note) => ({
              reason: note.reason,
              note: note.note ?? '',
              createdAt: note.createdAt.toISOString(),
            })),
          firstReportedAt: (row.firstReportedAt ?? new Date(0)).toISOString(),
        },
      ];
    }),
  };
}
