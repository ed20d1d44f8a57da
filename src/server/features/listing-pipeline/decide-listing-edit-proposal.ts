import { eq } from 'drizzle-orm';
import type { MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import {
  proposableListingStatuses,
  type ListingEditProposal,
} from '@common/listings/professional-listing-contracts';
import { professionalListingTexts } from '@common/listings/professional-listing-texts';
import type { ServiceContext } from '../../context';
import { listingEditProposals, listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { lockProposal, readListingText, toListingEditProposal } from './listing-edit-proposal-rows';
import { lockPipelineListing, readMyListing } from './my-listing-rows';
import { isRecordId } from './record-id';
import { requireLister } from './require-lister';

const t = professionalListingTexts;
const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * POST /api/my-listings/proposals/:proposalId/accept and /decline: the lister's answer to a Professional
 * Listing proposal. Accepting applies the proposed title, description and photo order to the listing at once
 * and keeps its status (a live listing stays live and Verified: the reviewer wrote the words); declining keeps
 * the lister's own. The listing is locked first, then the proposal, so two answers at once are one after the
 * other: the second is a 409. A proposal of anyone else's listing is the same 404 as none. A 409 says why:
 * already answered, replaced by a newer one, the listing closed (let, sold, removed, back to draft), or its
 * title, description or photos changed since the proposal (accepting would overwrite them unseen).
 */
export async function decideListingEditProposal(
  ctx: ServiceContext,
  { proposalId, decision }: { proposalId: string; decision: 'accept' | 'decline' },
): Promise<{ proposal: ListingEditProposal; listing: MyListing }> {
  const actor = requireLister(ctx);
  if (!isRecordId(proposalId)) throw new AppError('NOT_FOUND', t.notFound);
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ listingId: listingEditProposals.listingId })
      .from(listingEditProposals)
      .where(eq(listingEditProposals.id, proposalId));
    if (!target) throw new AppError('NOT_FOUND', t.notFound);
    let found;
    try {
      found = await lockPipelineListing(tx, target.listingId, { userId: actor.userId });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', t.notFound);
      throw error;
    }
    const proposal = await lockProposal(tx, proposalId);
    if (proposal.state !== 'proposed') throw new AppError('CONFLICT', t.conflict.closed(proposal.state));
    const current = await readListingText(tx, found.id);
    if (decision === 'accept') {
      if (!(proposableListingStatuses as readonly string[]).includes(found.status)) {
        throw new AppError(
          'CONFLICT',
          t.conflict.listingClosed(listingPipelineTexts.statusLabels[found.status]),
        );
      }
      if (
        current.name !== proposal.beforeTitle ||
        current.description !== proposal.beforeDescription ||
        !sameOrder(current.photos, proposal.beforePhotos)
      ) {
        throw new AppError('CONFLICT', t.conflict.listingChanged);
      }
    }
    const now = ctx.now();
    const state = decision === 'accept' ? ('accepted' as const) : ('declined' as const);
    if (decision === 'accept') {
      await tx
        .update(listings)
        .set({
          ...(proposal.title !== null ? { name: proposal.title } : {}),
          ...(proposal.description !== null ? { description: proposal.description } : {}),
          ...(proposal.photos !== null ? { photos: proposal.photos } : {}),
          updatedAt: now,
        })
        .where(eq(listings.id, found.id));
    }
    const [decided] = await tx
      .update(listingEditProposals)
      .set({ state, decidedBy: actor.userId, decidedAt: now })
      .where(eq(listingEditProposals.id, proposalId))
      .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: decision === 'accept' ? 'listing.edit_accepted' : 'listing.edit_declined',
      subjectType: 'listing',
      subjectId: found.id,
      details: { proposalId, status: found.status },
    });
    return { proposal: toListingEditProposal(decided!, current), listing: await readMyListing(tx, found.id) };
  });
}
