import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { ListingStatus } from '@common/listings/listing-contracts';
import type { Database, Transaction } from '../../db/client';
import { listings } from '../../db/schema/index';

/** A lister's listings as the back office shows them: the newest `limit`, and how many there are in all. */
export async function hostListingsSummary(
  db: Database | Transaction,
  hostUserId: string,
  limit: number,
): Promise<{ listings: Array<{ id: string; name: string; status: ListingStatus }>; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: listings.id, name: listings.name, status: listings.status })
      .from(listings)
      .where(eq(listings.hostUserId, hostUserId))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(limit),
    db.select({ n: count() }).from(listings).where(eq(listings.hostUserId, hostUserId)),
  ]);
  return { listings: rows, count: Number(total?.n ?? 0) };
}

/**
 * The ids of a lister's live listings (but `exceptId`), their rows locked until the transaction ends: the
 * listings an account suspension is about to take out of search, kept so restoring brings back those only.
 */
export async function lockLiveListingIdsOfHost(
  tx: Transaction,
  hostUserId: string,
  exceptId?: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.hostUserId, hostUserId),
        eq(listings.status, 'live'),
        exceptId ? ne(listings.id, exceptId) : undefined,
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * A restored lister's listings that their suspension paused go live again, only those still paused (one
 * removed, let or sold meanwhile stays as it is). Search reads live rows, so they are found at once.
 */
export async function resumeListingsAfterSuspension(
  tx: Transaction,
  input: { hostUserId: string; ids: readonly string[]; at: Date },
): Promise<number> {
  if (input.ids.length === 0) return 0;
  const resumed = await tx
    .update(listings)
    .set({ status: 'live', statusReason: null, updatedAt: input.at })
    .where(
      and(
        sql`${listings.id} = any(${sql.param([...input.ids])}::uuid[])`,
        eq(listings.hostUserId, input.hostUserId),
        eq(listings.status, 'paused'),
        sql`${listings.autoPausedAt} is null`,
      ),
    )
    .returning({ id: listings.id });
  return resumed.length;
}
