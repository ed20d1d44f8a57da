import { and, eq, inArray } from 'drizzle-orm';
import {
  editableListingStatuses,
  youtubeEmbedUrl,
  youtubeVideoId,
  type ListingDraftInput,
  type MyListing,
} from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import {
  listingSubmissions,
  listings,
  properties,
  propertyUnits,
  tenancies,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { propertyLocationId } from '../tenancy';
import { listingTitle } from './listing-title';
import { readMyListing } from './my-listing-rows';
import { requireLister } from './require-lister';

const t = listingPipelineTexts;

/** The embed address of a YouTube link the contract accepted, or null. */
export function videoEmbedOf(videoUrl: string | null): string | null {
  const videoId = videoUrl === null ? null : youtubeVideoId(videoUrl);
  return videoId === null ? null : youtubeEmbedUrl(videoId);
}

/**
 * A unit of the lister's own property that is vacant and not listed already, its row locked so two drafts
 * cannot list it at once. Another landlord's unit is the same 404 as none.
 */
async function lockVacantUnit(tx: Transaction, unitId: string, landlordId: string): Promise<void> {
  const [unit] = await tx
    .select({ id: propertyUnits.id })
    .from(propertyUnits)
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(and(eq(propertyUnits.id, unitId), eq(properties.landlordId, landlordId)))
    .for('update', { of: propertyUnits });
  if (!unit) throw new AppError('NOT_FOUND', t.notFound.unit);
  const [tenancy] = await tx
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(eq(tenancies.unitId, unitId), eq(tenancies.status, 'active')));
  if (tenancy) throw new AppError('CONFLICT', t.conflict.unitOccupied);
  const [listed] = await tx
    .select({ id: listings.id })
    .from(listingSubmissions)
    .innerJoin(listings, eq(listings.id, listingSubmissions.listingId))
    .where(
      and(eq(listingSubmissions.unitId, unitId), inArray(listings.status, [...editableListingStatuses])),
    );
  if (listed) throw new AppError('CONFLICT', t.conflict.unitListed);
}

/**
 * POST /api/my-listings: Submit Details. A landlord's draft, from a vacant unit of their property or (for sale)
 * on its own; nothing of it is searchable until a reviewer approves it.
 */
export async function createListingDraft(ctx: ServiceContext, input: ListingDraftInput): Promise<MyListing> {
  const actor = requireLister(ctx);
  return ctx.db.transaction(async (tx) => {
    if (input.unitId !== null) await lockVacantUnit(tx, input.unitId, actor.userId);
    const locationId = await propertyLocationId(tx, input.location);
    const [host] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    const now = ctx.now();
    const [row] = await tx
      .insert(listings)
      .values({
        name: input.title ?? listingTitle(input),
        description: input.description,
        address: input.landmark ?? '',
        intent: input.intent,
        propertyType: input.propertyType,
        bedrooms: input.bedrooms,
        bathrooms: input.bathrooms,
        sqft: input.sqft,
        price: input.price,
        locationId,
        amenities: input.amenities,
        videoUrl: videoEmbedOf(input.videoUrl),
        rating: null,
        hostUserId: actor.userId,
        hostName: host!.name,
        hostKind: 'owner',
        verified: false,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: listings.id });
    const id = row!.id;
    await tx.insert(listingSubmissions).values({
      listingId: id,
      unitId: input.unitId,
      latitude: input.pin?.latitude ?? null,
      longitude: input.pin?.longitude ?? null,
      landmark: input.landmark,
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'listing.drafted',
      subjectType: 'listing',
      subjectId: id,
      details: { unitId: input.unitId, intent: input.intent, price: input.price },
    });
    return readMyListing(tx, id);
  });
}
