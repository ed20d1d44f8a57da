import { and, eq } from 'drizzle-orm';
import {
  viewingTimeProblem,
  viewingTransitions,
  type ViewingAction,
  type ViewingRequest,
  type ViewingStatus,
} from '@common/listings/listing-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { requireActor, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { listings, viewingRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { enqueueJob } from '../../lib/jobs/index';
import { isRowId } from '../../lib/row-id';
import { enqueueEventSms, notifyUser } from '../notifications';
import { viewingJobs, type ViewingReminderPayload } from './viewing-jobs';
import { toViewingRequest, viewingColumns } from './viewing-rows';

/**
 * 07:00 in Nairobi (UTC+3, no daylight saving) on the day of `at`, or an hour before a viewing earlier than
 * 08:00; now when that has passed.
 */
function reminderTime(at: Date, now: Date): Date {
  const morning = new Date(`${nairobiToday(at)}T07:00:00+03:00`).getTime();
  return new Date(Math.max(Math.min(morning, at.getTime() - 60 * 60 * 1000), now.getTime()));
}

async function lockViewing(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      ...viewingColumns,
      requesterUserId: viewingRequests.requesterUserId,
      hostUserId: viewingRequests.hostUserId,
    })
    .from(viewingRequests)
    .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
    .where(eq(viewingRequests.id, id))
    .for('update', { of: viewingRequests });
  return row;
}

/**
 * Moves a viewing request one step along viewingTransitions, in one transaction with the row locked: the host
 * confirms (at a time), proposes another time or declines; the requester accepts a proposed time or cancels.
 * A request that is not the actor's side of is the same 404 as one that does not exist; a step the status does
 * not allow is a 409 saying why. The other side is told in the app; a confirmed viewing gets a reminder job on
 * its morning (once per confirmed time).
 */
export async function moveViewingRequest(
  ctx: ServiceContext,
  input: { id: string; action: ViewingAction; scheduledAt?: string; reason?: string },
): Promise<ViewingRequest> {
  const actor = requireActor(ctx, listingTexts.signIn.viewings);
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', listingTexts.viewingNotFound);
  const transition = viewingTransitions[input.action];
  const newTime = input.scheduledAt ? new Date(input.scheduledAt) : null;
  if (newTime) {
    const problem = viewingTimeProblem(newTime, ctx.now());
    if (problem)
      throw new AppError('VALIDATION_FAILED', `scheduledAt: ${problem}`, {
        fields: { scheduledAt: problem },
      });
  }
  return ctx.db.transaction(async (tx) => {
    const found = await lockViewing(tx, input.id);
    const ownerId = transition.by === 'host' ? found?.hostUserId : found?.requesterUserId;
    if (!found || ownerId !== actor.userId) throw new AppError('NOT_FOUND', listingTexts.viewingNotFound);
    if (!transition.from.includes(found.status)) {
      throw new AppError(
        'CONFLICT',
        listingTexts.viewingRefused(
          listingTexts.viewingActionDone[input.action],
          listingTexts.viewingStatusLabels[found.status].toLowerCase(),
        ),
        { reason: 'STATUS', status: found.status },
      );
    }
    const now = ctx.now();
    const scheduledAt =
      input.action === 'confirm' && newTime
        ? newTime
        : input.action === 'accept'
          ? found.proposedAt!
          : found.scheduledAt;
    const to: ViewingStatus = transition.to;
    await tx
      .update(viewingRequests)
      .set({
        status: to,
        scheduledAt,
        proposedAt: input.action === 'propose' ? newTime : null,
        hostNote: input.action === 'decline' ? input.reason || null : found.hostNote,
        updatedAt: now,
      })
      .where(and(eq(viewingRequests.id, input.id)));
    const viewing = {
      listing: found.listingName,
      at: input.action === 'propose' ? newTime! : scheduledAt,
    };
    const { sw, ...note } = eventInBothLanguages((e) =>
      to === 'confirmed'
        ? e.viewingConfirmed(viewing)
        : to === 'proposed'
          ? e.viewingProposed(viewing)
          : to === 'declined'
            ? e.viewingDeclined({ listing: found.listingName, reason: input.reason || null })
            : e.viewingCancelled(viewing),
    );
    const otherSide = transition.by === 'host' ? found.requesterUserId : found.hostUserId;
    if (otherSide) {
      await notifyUser(tx, {
        userId: otherSide,
        kind: 'viewing',
        ...note,
        sw,
        link: '/dashboard',
        dedupeKey: `viewing.${input.action}:${input.id}:${now.getTime()}`,
      });
      // By SMS too, per the person's preference: the requester hears the host's answer, the host a cancellation.
      if (input.action !== 'accept') {
        await enqueueEventSms(tx, {
          userId: otherSide,
          kind: 'viewing',
          ...note,
          sw,
          dedupeKey: `viewing.${input.action}:${input.id}:${now.getTime()}`,
          at: now,
        });
      }
    }
    if (to === 'confirmed') {
      const payload: ViewingReminderPayload = { viewingId: input.id, scheduledAt: scheduledAt.toISOString() };
      await enqueueJob(tx, {
        name: viewingJobs.reminder,
        payload,
        runAt: reminderTime(scheduledAt, now),
        singletonKey: `viewing:reminder:${input.id}:${scheduledAt.getTime()}`,
      });
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `viewing_request.${to}`,
      subjectType: 'viewing_request',
      subjectId: input.id,
      details: { from: found.status, scheduledAt: scheduledAt.toISOString() },
    });
    const [row] = await tx
      .select(viewingColumns)
      .from(viewingRequests)
      .innerJoin(listings, eq(listings.id, viewingRequests.listingId))
      .where(eq(viewingRequests.id, input.id));
    return toViewingRequest(row!);
  });
}
