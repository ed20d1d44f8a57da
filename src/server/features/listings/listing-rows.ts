import { eq, sql } from 'drizzle-orm';
import {
  listingPhotoAspect,
  listingPhotoSrcSet,
  listingPhotoUrl,
  type ListingDetail,
  type ListingPhoto,
  type ListingSummary,
} from '@common/listings/listing-contracts';
import { uploadedListingPhotoIdPattern } from '@common/listings/listing-pipeline-contracts';
import { listingTexts } from '@common/listings/listing-texts';
import type { Intent } from '@common/search/search-vocabulary';
import type { Database } from '../../db/client';
import { listingLiveCounts, listings, locationsTable } from '../../db/schema/index';
import { parsePhotoId } from './listing-photo-id';

/** The columns a result card needs, with its location. */
export const summaryColumns = {
  id: listings.id,
  name: listings.name,
  intent: listings.intent,
  propertyType: listings.propertyType,
  price: listings.price,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  sqft: listings.sqft,
  condition: listings.condition,
  rating: listings.rating,
  hostName: listings.hostName,
  hostKind: listings.hostKind,
  amenities: listings.amenities,
  photos: listings.photos,
  videoUrl: listings.videoUrl,
  verified: listings.verified,
  confirmedAt: listings.confirmedAt,
  /** Not on the card: the search's percent with nothing asked is partly freshness. */
  createdAt: listings.createdAt,
  locationName: locationsTable.name,
  city: locationsTable.city,
  latitude: locationsTable.latitude,
  longitude: locationsTable.longitude,
};

function prepareSearchPageRows(db: Database) {
  return db
    .select({
      ...summaryColumns,
      // The count of live listings of the intent rides along, saving the search a round trip of its own.
      live: sql<number>`(select ${listingLiveCounts.live} from ${listingLiveCounts} where ${listingLiveCounts.intent} = ${sql.placeholder('intent')})`.mapWith(
        Number,
      ),
    })
    .from(listings)
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(sql`${listings.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('search_page_rows');
}

// One prepared statement per database: the same text every search, so PostgreSQL parses and plans it once
// per connection instead of once per search, and drizzle builds it once.
const preparedPageRows = new WeakMap<Database, ReturnType<typeof prepareSearchPageRows>>();

/** A result card's row as read (summaryColumns). */
export type SummaryRow = Omit<Awaited<ReturnType<typeof selectSearchPageRows>>[number], 'live'>;

/**
 * Result-card rows for these ids, in no particular order (the caller orders them), each with `live`: how many
 * live listings the intent has.
 */
export function selectSearchPageRows(db: Database, ids: readonly string[], intent: Intent) {
  let query = preparedPageRows.get(db);
  if (!query) {
    query = prepareSearchPageRows(db);
    preparedPageRows.set(db, query);
  }
  return query.execute({ ids, intent });
}

const roomNames = {
  exterior: 'Outside',
  living_room: 'Living room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
} as const;

const defaultWidth = 768;

/**
 * The photos of a listing for a page: drawn demo photos (the id names the room) and photos its lister uploaded
 * (listing-pipeline), both served by /api/listing-photos at the widths of the srcset. Every box is 4:3; an
 * uploaded photo of another shape is cropped to it by the page.
 */
export function toPhotos(photoIds: readonly string[], listingName: string): ListingPhoto[] {
  return photoIds.flatMap((id, index) => {
    const spec = parsePhotoId(id);
    const uploaded = uploadedListingPhotoIdPattern.test(id);
    if (!spec && !uploaded) return [];
    return [
      {
        id,
        room: spec?.room ?? null,
        alt: spec
          ? `${roomNames[spec.room]}, ${listingName}`
          : `${listingTexts.uploadedPhotoAlt(index + 1)}, ${listingName}`,
        url: listingPhotoUrl(id, defaultWidth),
        srcSet: listingPhotoSrcSet(id),
        width: defaultWidth,
        height: (defaultWidth * listingPhotoAspect.height) / listingPhotoAspect.width,
      },
    ];
  });
}

export function toSummary(row: SummaryRow): ListingSummary {
  return {
    id: row.id,
    name: row.name,
    intent: row.intent,
    propertyType: row.propertyType,
    price: row.price,
    location: { name: row.locationName, city: row.city },
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    sqft: row.sqft,
    condition: row.condition,
    rating: row.rating,
    host: { name: row.hostName, kind: row.hostKind },
    amenities: row.amenities,
    photos: toPhotos(row.photos, row.name),
    videoUrl: row.videoUrl,
    verified: row.verified,
    confirmedAt: row.confirmedAt.toISOString(),
  };
}

export function toDetail(
  row: SummaryRow & { description: string; createdAt: Date; updatedAt: Date },
): ListingDetail {
  return {
    ...toSummary(row),
    description: row.description,
    location: { name: row.locationName, city: row.city, latitude: row.latitude, longitude: row.longitude },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
