import { and, eq, sql } from 'drizzle-orm';
import { listingTexts } from '@common/listings/listing-texts';
import type { Database, Transaction } from '../../db/client';
import { listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** The live listing a favourite or viewing is about, with its host; 404 when unknown or not live. */
export async function findLiveListing(db: Database | Transaction, id: string) {
  const [row] = await db
    .select({ id: listings.id, name: listings.name, hostUserId: listings.hostUserId })
    .from(listings)
    .where(and(eq(listings.id, id), sql`${listings.status} = 'live'`));
  if (!row) throw new AppError('NOT_FOUND', listingTexts.notFound.listing);
  return row;
}
