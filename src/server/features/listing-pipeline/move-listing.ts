import { eq } from 'drizzle-orm';
import {
  listingDocumentCategories,
  listingTransitions,
  type ListingAction,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { listingDocuments, listingSubmissions, listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isKycApproved } from '../kyc';
import { queueSavedSearchAlerts } from '../saved-searches';
import { isRecordId } from './record-id';
import { lockPipelineListing, readMyListing, type PipelineListing } from './my-listing-rows';
import { requireLister } from './require-lister';

const t = listingPipelineTexts;

/** What must hold before a step besides the status: the one place these 409s are chosen. */
async function checkStep(
  tx: Transaction,
  action: ListingAction,
  found: PipelineListing,
  actorUserId: string,
): Promise<void> {
  if (action === 'submit') {
    if (!(await isKycApproved(tx, actorUserId))) throw new AppError('CONFLICT', t.conflict.kycNotApproved);
    if (found.photos.length === 0) throw new AppError('CONFLICT', t.conflict.noPhotos);
    const uploaded = await tx
      .select({ category: listingDocuments.category })
      .from(listingDocuments)
      .where(eq(listingDocuments.listingId, found.id));
    const have = new Set(uploaded.map((row) => row.category));
    const missing = listingDocumentCategories.filter((category) => !have.has(category));
    if (missing.length > 0) {
      throw new AppError(
        'CONFLICT',
        t.conflict.missingDocuments(missing.map((category) => t.documentLabels[category])),
      );
    }
  }
  // A listing the moderators paused (reports, or its lister's other home removed for fraud) waits for them.
  if (action === 'resume' && (found.autoPaused || found.statusReason !== null)) {
    throw new AppError('CONFLICT', t.conflict.pausedByModerators);
  }
  if (action === 'mark_let' && found.intent !== 'rent')
    throw new AppError('CONFLICT', t.conflict.letIsForRent);
  if (action === 'mark_sold' && found.intent !== 'buy')
    throw new AppError('CONFLICT', t.conflict.soldIsForSale);
}

/**
 * Moves a listing one step along listingTransitions, in one transaction with the row locked. The lister's
 * steps (submit, pause, resume, mark let or sold) are on their own listings only: anyone else's is the same
 * 404 as none; a reviewer's (approve, ask for changes, reject) need 'verify:listing:any'. A step the status
 * does not allow is a 409 saying why. Approving makes the listing live and Verified: search reads live rows,
 * so it is found by the next search.
 */
export async function moveListing(
  ctx: ServiceContext,
  { id, action, note }: { id: string; action: ListingAction; note?: string },
): Promise<MyListing> {
  const transition = listingTransitions[action];
  const actor =
    transition.by === 'lister' ? requireLister(ctx) : requirePermission(ctx, 'verify:listing:any');
  if (!isRecordId(id)) throw new AppError('NOT_FOUND', t.notFound.listing);
  return ctx.db.transaction(async (tx) => {
    const found = await lockPipelineListing(
      tx,
      id,
      transition.by === 'lister' ? { userId: actor.userId } : 'reviewer',
    );
    if (!(transition.from as readonly string[]).includes(found.status)) {
      throw new AppError('CONFLICT', t.conflict.refused(t.actionDone[action], t.statusLabels[found.status]));
    }
    await checkStep(tx, action, found, actor.userId);
    const now = ctx.now();
    await tx
      .update(listings)
      .set({
        status: transition.to,
        ...(action === 'approve' ? { verified: true, statusReason: null } : {}),
        ...(action === 'reject' ? { statusReason: note ?? null } : {}),
        // Going live (approved, or resumed after a pause of any kind) is its lister's word it is available.
        ...(transition.to === 'live' ? { confirmedAt: now, stalePausedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(listings.id, id));
    if (transition.by === 'reviewer') {
      await tx
        .update(listingSubmissions)
        .set({ reviewNote: note ?? null, reviewedBy: actor.userId, reviewedAt: now })
        .where(eq(listingSubmissions.listingId, id));
    } else if (action === 'submit') {
      await tx
        .update(listingSubmissions)
        .set({ submittedAt: now, reviewNote: null })
        .where(eq(listingSubmissions.listingId, id));
    }
    // Go Live: renters whose saved searches it matches are alerted (a job of this transaction).
    if (transition.to === 'live') await queueSavedSearchAlerts(tx, { listingId: id, at: now });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: `listing.${action}`,
      subjectType: 'listing',
      subjectId: id,
      details: { from: found.status, to: transition.to, ...(note ? { note } : {}) },
    });
    return readMyListing(tx, id);
  });
}
