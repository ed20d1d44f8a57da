import { and, eq, ne, sql } from 'drizzle-orm';
import type { ListingStatus } from '@common/listings/listing-contracts';
import type { Database, Transaction } from '../../db/client';
import { listings } from '../../db/schema/index';

/**
 * What moderation (features/listing-reports) may do to a listing: read it locked, pause it when reports pile
 * up, put it back, remove it, and take a suspended lister's other homes out of search. Search reads only
 * `live` rows, so every status here other than live is out of search at once (and the live counts follow by
 * trigger).
 */

export interface ModeratedListing {
  id: string;
  name: string;
  status: ListingStatus;
  hostUserId: string | null;
  hostName: string;
  autoPaused: boolean;
}

/** The listing, its row locked until the transaction ends, or null when there is none. */
export async function lockListingForModeration(
  tx: Transaction,
  id: string,
): Promise<ModeratedListing | null> {
  const [row] = await tx
    .select({
      id: listings.id,
      name: listings.name,
      status: listings.status,
      hostUserId: listings.hostUserId,
      hostName: listings.hostName,
      autoPausedAt: listings.autoPausedAt,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  if (!row) return null;
  const { autoPausedAt, ...rest } = row;
  return { ...rest, autoPaused: autoPausedAt !== null };
}

/** The listings of these ids as moderation shows them (any status). */
export async function moderatedListings(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<Map<string, ModeratedListing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: listings.id,
      name: listings.name,
      status: listings.status,
      hostUserId: listings.hostUserId,
      hostName: listings.hostName,
      autoPausedAt: listings.autoPausedAt,
    })
    .from(listings)
    .where(sql`${listings.id} = any(${sql.param([...ids])}::uuid[])`);
  return new Map(
    rows.map(({ autoPausedAt, ...row }) => [row.id, { ...row, autoPaused: autoPausedAt !== null }]),
  );
}

/** Reports paused a live listing pending review: out of search, marked so a dismissal restores it. */
export async function pauseListingForReview(tx: Transaction, id: string, at: Date): Promise<void> {
  await tx
    .update(listings)
    .set({ status: 'paused', autoPausedAt: at, updatedAt: at })
    .where(and(eq(listings.id, id), eq(listings.status, 'live')));
}

/** The reports were dismissed: a listing they paused goes live again; anything else keeps its status. */
export async function releaseListingFromReview(
  tx: Transaction,
  id: string,
  at: Date,
): Promise<ListingStatus> {
  const [row] = await tx
    .update(listings)
    .set({
      status: sql`case when ${listings.status} = 'paused' and ${listings.autoPausedAt} is not null then 'live' else ${listings.status} end`,
      autoPausedAt: null,
      updatedAt: at,
    })
    .where(eq(listings.id, id))
    .returning({ status: listings.status });
  return row!.status;
}

/** Taken down by a moderator, with the reason its host reads. */
export async function removeListing(tx: Transaction, id: string, reason: string, at: Date): Promise<void> {
  await tx
    .update(listings)
    .set({ status: 'removed', statusReason: reason, autoPausedAt: null, updatedAt: at })
    .where(eq(listings.id, id));
}

/** A suspended lister's other live listings leave search (paused, with the reason); returns how many. */
export async function pauseLiveListingsOfHost(
  tx: Transaction,
  input: { hostUserId: string; exceptId: string; reason: string; at: Date },
): Promise<number> {
  const paused = await tx
    .update(listings)
    .set({ status: 'paused', statusReason: input.reason, updatedAt: input.at })
    .where(
      and(
        eq(listings.hostUserId, input.hostUserId),
        eq(listings.status, 'live'),
        ne(listings.id, input.exceptId),
      ),
    )
    .returning({ id: listings.id });
  return paused.length;
}
