import { eq } from 'drizzle-orm';
import {
  editableListingStatuses,
  type ListingEditInput,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { ServiceContext } from '../../context';
import { listingSubmissions, listings, locationsTable } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { propertyLocationId } from '../tenancy';
import { videoEmbedOf } from './create-listing-draft';
import { listingTitle } from './listing-title';
import { isRecordId } from './record-id';
import { lockPipelineListing, readMyListing } from './my-listing-rows';
import { requireLister } from './require-lister';

const t = listingPipelineTexts;

/**
 * PATCH /api/my-listings/:id: the lister edits their listing. A draft or a listing waiting for review changes
 * freely; a live or paused one whose price, type, bedrooms or area changes goes back to review (pending, out
 * of search) so renters never find terms the reviewer did not see. Let, sold and removed listings are closed.
 */
export async function editMyListing(
  ctx: ServiceContext,
  { id, edit }: { id: string; edit: ListingEditInput },
): Promise<MyListing> {
  const actor = requireLister(ctx);
  if (!isRecordId(id)) throw new AppError('NOT_FOUND', t.notFound.listing);
  return ctx.db.transaction(async (tx) => {
    const found = await lockPipelineListing(tx, id, { userId: actor.userId });
    if (!(editableListingStatuses as readonly string[]).includes(found.status)) {
      throw new AppError('CONFLICT', t.conflict.notEditable(t.statusLabels[found.status]));
    }
    const [before] = await tx
      .select({
        name: listings.name,
        price: listings.price,
        propertyType: listings.propertyType,
        bedrooms: listings.bedrooms,
        locationId: listings.locationId,
        location: locationsTable.name,
      })
      .from(listings)
      .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
      .where(eq(listings.id, id));
    const locationId = edit.location === undefined ? undefined : await propertyLocationId(tx, edit.location);
    const changed = {
      price: edit.price !== undefined && edit.price !== before!.price,
      propertyType: edit.propertyType !== undefined && edit.propertyType !== before!.propertyType,
      bedrooms: edit.bedrooms !== undefined && edit.bedrooms !== before!.bedrooms,
      location: locationId !== undefined && locationId !== before!.locationId,
    };
    const significant = Object.entries(changed)
      .filter(([, yes]) => yes)
      .map(([field]) => field);
    const backToReview = (found.status === 'live' || found.status === 'paused') && significant.length > 0;
    // A title the lister never wrote follows the facts it was made from ('2-bedroom …' becomes '3-bedroom …').
    const madeTitle = before!.name === listingTitle(before!);
    const name =
      edit.title ??
      (madeTitle
        ? listingTitle({
            propertyType: edit.propertyType ?? before!.propertyType,
            bedrooms: edit.bedrooms ?? before!.bedrooms,
            location: edit.location ?? before!.location,
          })
        : undefined);
    const now = ctx.now();
    await tx
      .update(listings)
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
        ...(edit.landmark !== undefined ? { address: edit.landmark ?? '' } : {}),
        ...(edit.intent !== undefined ? { intent: edit.intent } : {}),
        ...(edit.propertyType !== undefined ? { propertyType: edit.propertyType } : {}),
        ...(edit.bedrooms !== undefined ? { bedrooms: edit.bedrooms } : {}),
        ...(edit.bathrooms !== undefined ? { bathrooms: edit.bathrooms } : {}),
        ...(edit.sqft !== undefined ? { sqft: edit.sqft } : {}),
        ...(edit.price !== undefined ? { price: edit.price } : {}),
        ...(locationId !== undefined ? { locationId } : {}),
        ...(edit.amenities !== undefined ? { amenities: edit.amenities } : {}),
        ...(edit.videoUrl !== undefined ? { videoUrl: videoEmbedOf(edit.videoUrl) } : {}),
        // Back to review: out of search, and 'Verified' again only once a reviewer approves the new terms.
        ...(backToReview ? { status: 'pending' as const, verified: false, autoPausedAt: null } : {}),
        updatedAt: now,
        // An edit is the lister at work on it: it counts as confirming the home is available.
        confirmedAt: now,
      })
      .where(eq(listings.id, id));
    const submission = {
      ...(edit.pin !== undefined
        ? { latitude: edit.pin?.latitude ?? null, longitude: edit.pin?.longitude ?? null }
        : {}),
      ...(edit.landmark !== undefined ? { landmark: edit.landmark } : {}),
      ...(backToReview ? { submittedAt: now, reviewNote: null } : {}),
    };
    if (Object.keys(submission).length > 0) {
      await tx.update(listingSubmissions).set(submission).where(eq(listingSubmissions.listingId, id));
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: backToReview ? 'listing.edited_back_to_review' : 'listing.edited',
      subjectType: 'listing',
      subjectId: id,
      details: { fields: Object.keys(edit), significant, from: found.status },
    });
    return readMyListing(tx, id);
  });
}
