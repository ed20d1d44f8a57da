import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  openViewingStatuses,
  viewingTimeProblem,
  type ViewingRequest,
  type ViewingRequestData,
} from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requireActor, type ServiceContext } from '../../context';
import { viewingRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit, forgetAttempt } from '../../lib/rate-limit';
import { findLiveListing } from './find-live-listing';
import { enqueueEventSms, notifyUser } from '../notifications';
import { toViewingRequest } from './viewing-rows';

/** Generous for a real buyer, tight enough that nobody floods hosts' inboxes. */
export const viewingRateLimit = { limit: 20, windowSeconds: 60 * 60 };

/**
 * POST /api/viewings: a signed-in user asks the listing's host to show the home at a time in the next 30
 * days. The host is recorded with the request, so it reaches whoever hosted the listing when it was made.
 */
export async function requestViewing(
  ctx: ServiceContext,
  input: ViewingRequestData,
): Promise<ViewingRequest> {
  const actor = requireActor(ctx, listingTexts.signIn.viewings);
  const scheduledAt = new Date(input.scheduledAt);
  const problem = viewingTimeProblem(scheduledAt, ctx.now());
  if (problem)
    throw new AppError('VALIDATION_FAILED', `scheduledAt: ${problem}`, { fields: { scheduledAt: problem } });
  const attempt = await consumeRateLimit(
    ctx.db,
    { key: `viewing:${actor.userId}`, ...viewingRateLimit, message: listingTexts.viewingsRateLimited },
    ctx.now(),
  );
  try {
    return await insertViewingRequest(ctx, actor.userId, input, scheduledAt);
  } catch (error) {
    // A refused request is not an attempt that counts toward the limit.
    await forgetAttempt(ctx.db, attempt);
    throw error;
  }
}

/** One open request per person and home: a viewing still to come blocks another (409). */
async function insertViewingRequest(
  ctx: ServiceContext,
  requesterUserId: string,
  input: ViewingRequestData,
  scheduledAt: Date,
): Promise<ViewingRequest> {
  return ctx.db.transaction(async (tx) => {
    const listing = await findLiveListing(tx, input.listingId);
    // Requests sent at once queue here, so the check below sees the first one's row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`viewing:${requesterUserId}:${listing.id}`}))`,
    );
    const [open] = await tx
      .select({ id: viewingRequests.id })
      .from(viewingRequests)
      .where(
        and(
          eq(viewingRequests.requesterUserId, requesterUserId),
          eq(viewingRequests.listingId, listing.id),
          gt(viewingRequests.scheduledAt, ctx.now()),
          inArray(viewingRequests.status, [...openViewingStatuses]),
        ),
      )
      .limit(1);
    if (open) throw new AppError('CONFLICT', listingTexts.viewingAlreadyAsked, { reason: 'ALREADY_ASKED' });
    const [row] = await tx
      .insert(viewingRequests)
      .values({
        listingId: listing.id,
        requesterUserId,
        hostUserId: listing.hostUserId,
        scheduledAt,
        message: input.message || null,
        createdAt: ctx.now(),
      })
      .returning();
    if (listing.hostUserId) {
      const { sw, ...note } = eventInBothLanguages((e) =>
        e.viewingRequested({ listing: listing.name, at: scheduledAt }),
      );
      await notifyUser(tx, {
        userId: listing.hostUserId,
        kind: 'viewing',
        ...note,
        sw,
        link: '/dashboard',
        dedupeKey: `viewing.requested:${row!.id}`,
      });
      await enqueueEventSms(tx, {
        userId: listing.hostUserId,
        kind: 'viewing',
        ...note,
        sw,
        dedupeKey: `viewing.requested:${row!.id}`,
        at: ctx.now(),
      });
    }
    ctx.logger.info({ viewingRequestId: row!.id, listingId: listing.id }, 'viewing requested');
    return toViewingRequest({ ...row!, listingName: listing.name });
  });
}
