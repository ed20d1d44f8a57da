import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingStatus } from '@common/listings/listing-contracts';
import type { ListingDocumentCategory, MyListing } from '@common/listings/listing-pipeline-contracts';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import type { Database, Transaction } from '../../db/client';
import {
  favourites,
  listingDocuments,
  listingSubmissions,
  listingViewDays,
  listings,
  locationsTable,
  rentalApplications,
  viewingRequests,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toPhotos } from '../listings';

/** The columns of a lister's listing that the pipeline's checks read. */
export interface PipelineListing {
  id: string;
  status: ListingStatus;
  intent: 'rent' | 'buy';
  hostUserId: string | null;
  photos: string[];
  autoPaused: boolean;
  statusReason: string | null;
}

/**
 * The listing locked until the transaction ends. One that is not the actor's own (or, for a reviewer, not
 * made through the pipeline) is the same 404 as one that does not exist.
 */
export async function lockPipelineListing(
  tx: Transaction,
  id: string,
  owner: { userId: string } | 'reviewer',
): Promise<PipelineListing> {
  const [row] = await tx
    .select({
      id: listings.id,
      status: listings.status,
      intent: listings.intent,
      hostUserId: listings.hostUserId,
      photos: listings.photos,
      autoPausedAt: listings.autoPausedAt,
      statusReason: listings.statusReason,
      submission: listingSubmissions.listingId,
    })
    .from(listings)
    .leftJoin(listingSubmissions, eq(listingSubmissions.listingId, listings.id))
    .where(eq(listings.id, id))
    .for('update', { of: listings });
  const mine = row && (owner === 'reviewer' || row.hostUserId === owner.userId);
  if (!row || !mine || row.submission === null) {
    throw new AppError('NOT_FOUND', listingPipelineTexts.notFound.listing);
  }
  const { autoPausedAt, submission: _submission, ...rest } = row;
  return { ...rest, autoPaused: autoPausedAt !== null };
}

const myListingColumns = {
  id: listings.id,
  status: listings.status,
  name: listings.name,
  intent: listings.intent,
  propertyType: listings.propertyType,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  sqft: listings.sqft,
  price: listings.price,
  location: locationsTable.name,
  amenities: listings.amenities,
  description: listings.description,
  videoUrl: listings.videoUrl,
  photos: listings.photos,
  verified: listings.verified,
  statusReason: listings.statusReason,
  hostName: listings.hostName,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  confirmedAt: listings.confirmedAt,
  stalePausedAt: listings.stalePausedAt,
  // What the listing drew, counted beside it (each an index lookup by listing): views, favourites, viewing
  // requests and applications.
  views:
    sql<number>`(select coalesce(sum(${listingViewDays.views}), 0) from ${listingViewDays} where ${listingViewDays.listingId} = ${listings.id})`.mapWith(
      Number,
    ),
  favourites:
    sql<number>`(select count(*) from ${favourites} where ${favourites.listingId} = ${listings.id})`.mapWith(
      Number,
    ),
  viewings:
    sql<number>`(select count(*) from ${viewingRequests} where ${viewingRequests.listingId} = ${listings.id})`.mapWith(
      Number,
    ),
  applications:
    sql<number>`(select count(*) from ${rentalApplications} where ${rentalApplications.listingId} = ${listings.id})`.mapWith(
      Number,
    ),
  unitId: listingSubmissions.unitId,
  latitude: listingSubmissions.latitude,
  longitude: listingSubmissions.longitude,
  landmark: listingSubmissions.landmark,
  reviewNote: listingSubmissions.reviewNote,
  submittedAt: listingSubmissions.submittedAt,
};

/**
 * Listings made through the pipeline as their lister (and the reviewer) see them, with their documents'
 * labels (never the files), in the order the query asks for.
 */
export async function readMyListings(
  db: Database | Transaction,
  where: SQL,
  order: 'newest' | 'oldest-submitted',
): Promise<MyListing[]> {
  const rows = await db
    .select(myListingColumns)
    .from(listings)
    .innerJoin(listingSubmissions, eq(listingSubmissions.listingId, listings.id))
    .innerJoin(locationsTable, eq(locationsTable.id, listings.locationId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [sql`${listings.createdAt} desc`, sql`${listings.id} desc`]
        : [asc(listingSubmissions.submittedAt), asc(listings.id)]),
    );
  if (rows.length === 0) return [];
  const documents = await db
    .select()
    .from(listingDocuments)
    .where(sql`${listingDocuments.listingId} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`)
    .orderBy(asc(listingDocuments.createdAt));
  return rows.map(
    ({
      latitude,
      longitude,
      statusReason,
      reviewNote,
      stalePausedAt,
      views,
      favourites,
      viewings,
      applications,
      ...row
    }) => ({
      ...row,
      stats: { views, favourites, viewings, applications },
      pin: latitude !== null && longitude !== null ? { latitude, longitude } : null,
      photos: toPhotos(row.photos, row.name),
      // A moderator's reason (removed, or paused with the lister's other homes) outranks an older review note.
      reviewNote: statusReason ?? reviewNote,
      documents: documents
        .filter((document) => document.listingId === row.id)
        .map((document) => ({
          id: document.id,
          category: document.category as ListingDocumentCategory,
          fileLabel: document.fileLabel,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          uploadedAt: document.createdAt.toISOString(),
        })),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      confirmedAt: row.confirmedAt.toISOString(),
      stale: stalePausedAt !== null,
    }),
  );
}

/** One listing as its lister sees it (after a change, inside its transaction). */
export async function readMyListing(db: Database | Transaction, id: string): Promise<MyListing> {
  const [listing] = await readMyListings(db, sql`${listings.id} = ${id}`, 'newest');
  if (!listing) throw new AppError('NOT_FOUND', listingPipelineTexts.notFound.listing);
  return listing;
}
