import { and, countDistinct, eq } from 'drizzle-orm';
import {
  autoPauseReporters,
  type ListingReport,
  type ListingReportData,
} from '@common/listings/listing-report-contracts';
import { listingReportTexts } from '@common/listings/listing-report-texts';
import { listingTexts } from '@common/listings/listing-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requireActor, type ServiceContext } from '../../context';
import { listingReports } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit, forgetAttempt } from '../../lib/rate-limit';
import { lockListingForModeration, pauseListingForReview } from '../listings';
import { notifyUser } from '../notifications';

/** Enough for someone who finds a run of fake listings; too few to flood the queue or pause homes at will. */
export const reportRateLimit = { limit: 10, windowSeconds: 60 * 60 };

/**
 * POST /api/listing-reports: a signed-in person reports a live listing, once. When open reports from
 * `autoPauseReporters` different people are on it, the listing is paused pending review in the same
 * transaction (out of search at once) and its host is told in the app.
 */
export async function reportListing(ctx: ServiceContext, input: ListingReportData): Promise<ListingReport> {
  const actor = requireActor(ctx, listingReportTexts.signIn);
  const attempt = await consumeRateLimit(
    ctx.db,
    { key: `listing-report:${actor.userId}`, ...reportRateLimit, message: listingReportTexts.rateLimited },
    ctx.now(),
  );
  try {
    return await insertReport(ctx, actor.userId, input);
  } catch (error) {
    // A refused report is not an attempt that counts toward the limit.
    await forgetAttempt(ctx.db, attempt);
    throw error;
  }
}

async function insertReport(
  ctx: ServiceContext,
  reporterUserId: string,
  input: ListingReportData,
): Promise<ListingReport> {
  return ctx.db.transaction(async (tx) => {
    // Locked, so reports arriving together count one after another and the pause happens exactly once.
    const listing = await lockListingForModeration(tx, input.listingId);
    if (!listing || listing.status !== 'live') throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
    const [row] = await tx
      .insert(listingReports)
      .values({
        listingId: listing.id,
        reporterUserId,
        reason: input.reason,
        note: input.note || null,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new AppError('CONFLICT', listingReportTexts.alreadyReported, { reason: 'ALREADY_REPORTED' });
    }
    await recordAuditEvent(tx, {
      actorUserId: reporterUserId,
      action: 'listing_report.created',
      subjectType: 'listing',
      subjectId: listing.id,
      details: { reportId: row.id, reason: row.reason },
    });
    const [open] = await tx
      .select({ reporters: countDistinct(listingReports.reporterUserId) })
      .from(listingReports)
      .where(and(eq(listingReports.listingId, listing.id), eq(listingReports.status, 'open')));
    const reporters = Number(open?.reporters ?? 0);
    if (reporters >= autoPauseReporters) {
      await pauseListingForReview(tx, listing.id, ctx.now());
      await recordAuditEvent(tx, {
        actorUserId: null,
        action: 'listing.auto_paused',
        subjectType: 'listing',
        subjectId: listing.id,
        details: { reporters },
      });
      if (listing.hostUserId) {
        // 'viewing' is the kind of notification hosts get about their listings.
        await notifyUser(tx, {
          userId: listing.hostUserId,
          kind: 'viewing',
          ...eventInBothLanguages((e) => e.listingPausedForReview(listing.name)),
          link: '/dashboard',
          dedupeKey: `listing.auto_paused:${listing.id}:${row.id}`,
        });
      }
      ctx.logger.info({ listingId: listing.id, reporters }, 'listing paused pending review');
    }
    return {
      id: row.id,
      listingId: row.listingId,
      reason: row.reason,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
