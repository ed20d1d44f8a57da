import { and, eq } from 'drizzle-orm';
import {
  proposableListingStatuses,
  type ListingEditProposal,
  type ListingEditProposalInput,
} from '@common/listings/professional-listing-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { professionalListingTexts } from '@common/listings/professional-listing-texts';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { requirePermission, type ServiceContext } from '../../context';
import { listingEditProposals } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { notifyUser } from '../notifications';
import { readListingText, toListingEditProposal } from './listing-edit-proposal-rows';
import { lockPipelineListing } from './my-listing-rows';
import { isRecordId } from './record-id';

const t = professionalListingTexts;
const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * POST /api/listing-review/:id/proposal: Professional Listing. A reviewer ('verify:listing:any') proposes a
 * clearer title, description or photo order (the first photo the cover) for a listing in review or approved.
 * Only parts that differ are kept; a proposal changing nothing is a 400. A newer proposal supersedes the open
 * one. The lister is told in the app; nothing changes on the listing until they accept, so Go Live is never
 * held up by it. One transaction with the listing locked, audited.
 */
export async function proposeListingEdit(
  ctx: ServiceContext,
  { id, input }: { id: string; input: ListingEditProposalInput },
): Promise<ListingEditProposal> {
  const actor = requirePermission(ctx, 'verify:listing:any');
  if (!isRecordId(id)) throw new AppError('NOT_FOUND', listingPipelineTexts.notFound.listing);
  return ctx.db.transaction(async (tx) => {
    const found = await lockPipelineListing(tx, id, 'reviewer');
    if (!(proposableListingStatuses as readonly string[]).includes(found.status)) {
      throw new AppError(
        'CONFLICT',
        t.conflict.notProposable(listingPipelineTexts.statusLabels[found.status]),
      );
    }
    const current = await readListingText(tx, id);
    const photoIds = input.photoIds;
    if (
      photoIds &&
      (photoIds.length !== current.photos.length ||
        photoIds.some((photoId) => !current.photos.includes(photoId)))
    ) {
      throw new AppError('VALIDATION_FAILED', t.validation.photosNotTheListings, {
        fields: { photoIds: t.validation.photosNotTheListings },
      });
    }
    const proposed = {
      title: input.title !== undefined && input.title !== current.name ? input.title : null,
      description:
        input.description !== undefined && input.description !== current.description
          ? input.description
          : null,
      photos: photoIds && !sameOrder(photoIds, current.photos) ? photoIds : null,
    };
    if (proposed.title === null && proposed.description === null && proposed.photos === null) {
      throw new AppError('VALIDATION_FAILED', t.validation.nothingChanged);
    }
    const now = ctx.now();
    const superseded = await tx
      .update(listingEditProposals)
      .set({ state: 'superseded', decidedBy: actor.userId, decidedAt: now })
      .where(and(eq(listingEditProposals.listingId, id), eq(listingEditProposals.state, 'proposed')))
      .returning({ id: listingEditProposals.id });
    const [row] = await tx
      .insert(listingEditProposals)
      .values({
        listingId: id,
        ...proposed,
        beforeTitle: current.name,
        beforeDescription: current.description,
        beforePhotos: current.photos,
        proposedBy: actor.userId,
        proposedAt: now,
      })
      .returning();
    if (found.hostUserId) {
      await notifyUser(tx, {
        userId: found.hostUserId,
        kind: 'listing',
        ...eventInBothLanguages((e) => e.listingEditProposed(current.name)),
        link: '/list-vehicle',
        dedupeKey: `listing.edit_proposed:${row!.id}`,
      });
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'listing.edit_proposed',
      subjectType: 'listing',
      subjectId: id,
      details: {
        proposalId: row!.id,
        status: found.status,
        changes: Object.entries(proposed)
          .filter(([, value]) => value !== null)
          .map(([part]) => part),
        ...(proposed.photos ? { cover: proposed.photos[0] } : {}),
        superseded: superseded.map((old) => old.id),
      },
    });
    return toListingEditProposal(row!, current);
  });
}
