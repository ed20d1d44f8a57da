import { and, count, eq } from 'drizzle-orm';
import type { ModerationOutcome } from '@common/listings/listing-report-contracts';
import { listingReportTexts } from '@common/listings/listing-report-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { listingReports } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import {
  lockListingForModeration,
  releaseListingFromReview,
  removeListing,
  type ModeratedListing,
} from '../listings';
import { notifyUser } from '../notifications';
import { suspendAccountWithListings } from '../user-admin';

export type ModerationInput =
  | { listingId: string; action: 'dismiss'; note?: string }
  | { listingId: string; action: 'remove' | 'remove_for_fraud'; reason: string };

const t = listingReportTexts;

/**
 * POST /api/listing-moderation/:listingId/{dismiss,remove,remove-for-fraud}: a superadmin decides on a
 * reported listing, in one transaction with the listing locked and its audit events.
 * - dismiss: the reports are closed; a listing the reports paused goes live again.
 * - remove: the listing is taken down with the reason its host reads.
 * - remove_for_fraud: removed, and its lister suspended: every session of theirs ends, they cannot sign in
 *   again, and their other live listings leave search.
 * 404 when the listing has no open reports (or does not exist); 409 when its reports were already decided.
 */
export async function moderateReportedListing(
  ctx: ServiceContext,
  input: ModerationInput,
): Promise<ModerationOutcome> {
  const actor = requirePermission(ctx, 'moderate:listing:any');
  return ctx.db.transaction(async (tx) => {
    const listing = await lockListingForModeration(tx, input.listingId);
    if (!listing) throw new AppError('NOT_FOUND', t.notInQueue);
    const at = ctx.now();
    const resolution = input.action === 'dismiss' ? 'dismissed' : 'upheld';
    const closed = await tx
      .update(listingReports)
      .set({ status: resolution, resolvedAt: at, resolvedByUserId: actor.userId })
      .where(and(eq(listingReports.listingId, listing.id), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id });
    if (closed.length === 0) await refuseWithoutOpenReports(tx, listing);
    const outcome: ModerationOutcome = {
      listingId: listing.id,
      action: input.action,
      status: listing.status,
      reportsClosed: closed.length,
      sessionsEnded: 0,
      otherListingsPaused: 0,
    };
    if (input.action === 'dismiss') {
      outcome.status = await releaseListingFromReview(tx, listing.id, at);
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: 'listing.reports_dismissed',
        subjectType: 'listing',
        subjectId: listing.id,
        details: {
          reports: closed.length,
          from: listing.status,
          to: outcome.status,
          note: input.note ?? null,
        },
      });
      if (listing.hostUserId && listing.status !== 'live' && outcome.status === 'live') {
        await notifyUser(tx, {
          userId: listing.hostUserId,
          kind: 'viewing',
          ...eventInBothLanguages((e) => e.listingRestored(listing.name)),
          link: `/listings/${listing.id}`,
          dedupeKey: `listing.restored:${listing.id}:${at.getTime()}`,
        });
      }
    } else {
      await removeListing(tx, listing.id, input.reason, at);
      outcome.status = 'removed';
      const fraud = input.action === 'remove_for_fraud';
      await recordAuditEvent(tx, {
        actorUserId: actor.userId,
        action: fraud ? 'listing.removed_for_fraud' : 'listing.removed',
        subjectType: 'listing',
        subjectId: listing.id,
        details: { reports: closed.length, from: listing.status, reason: input.reason },
      });
      if (fraud && listing.hostUserId) {
        // The one suspension (features/user-admin): sessions end, other live listings leave search, and the
        // back office can restore the account (those listings come back with it).
        const suspended = await suspendAccountWithListings(tx, {
          userId: listing.hostUserId,
          reason: input.reason,
          at,
          actorUserId: actor.userId,
          source: 'listing_fraud',
          exceptListingId: listing.id,
        });
        outcome.sessionsEnded = suspended.sessionsEnded;
        outcome.otherListingsPaused = suspended.listingsPaused;
        await recordAuditEvent(tx, {
          actorUserId: actor.userId,
          action: 'account.suspended',
          subjectType: 'account',
          subjectId: listing.hostUserId,
          details: {
            reason: input.reason,
            listingId: listing.id,
            sessionsEnded: outcome.sessionsEnded,
            otherListingsPaused: outcome.otherListingsPaused,
          },
        });
      }
      if (listing.hostUserId) {
        await notifyUser(tx, {
          userId: listing.hostUserId,
          kind: 'viewing',
          ...eventInBothLanguages((e) => e.listingRemoved(listing.name, input.reason)),
          dedupeKey: `listing.removed:${listing.id}`,
        });
      }
    }
    ctx.logger.info(
      { listingId: listing.id, action: input.action, reports: closed.length },
      'reported listing moderated',
    );
    return outcome;
  });
}

/** No open reports: 409 when the listing's reports were decided already, else it was never in the queue. */
async function refuseWithoutOpenReports(tx: Transaction, listing: ModeratedListing): Promise<never> {
  const [decided] = await tx
    .select({ n: count() })
    .from(listingReports)
    .where(eq(listingReports.listingId, listing.id));
  if (Number(decided?.n ?? 0) > 0) {
    throw new AppError('CONFLICT', t.alreadyActedOn(listing.status), { reason: 'ALREADY_DECIDED' });
  }
  throw new AppError('NOT_FOUND', t.notInQueue);
}
