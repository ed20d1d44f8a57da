import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListingEditProposal } from '@common/listings/professional-listing-contracts';
import { professionalListingTexts } from '@common/listings/professional-listing-texts';
import type { Database, Transaction } from '../../db/client';
import { listingEditProposals, listings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { toPhotos } from '../listings';

type ProposalRow = typeof listingEditProposals.$inferSelect;
/** What the listing has now: the 'before' of an open proposal. */
interface ListingText {
  name: string;
  description: string;
  photos: string[];
}

/**
 * A proposal as its contract: an open one compares with the listing as it is now; a closed one with the
 * listing as it was when proposed. The 'after' is the proposed parts over that 'before'.
 */
export function toListingEditProposal(row: ProposalRow, now: ListingText): ListingEditProposal {
  const open = row.state === 'proposed';
  const before = open
    ? now
    : { name: row.beforeTitle, description: row.beforeDescription, photos: row.beforePhotos };
  const after = {
    name: row.title ?? before.name,
    description: row.description ?? before.description,
    photos: row.photos ?? before.photos,
  };
  return {
    id: row.id,
    listingId: row.listingId,
    state: row.state,
    before: {
      title: before.name,
      description: before.description,
      photos: toPhotos(before.photos, before.name),
    },
    after: { title: after.name, description: after.description, photos: toPhotos(after.photos, after.name) },
    changes: {
      title: row.title !== null,
      description: row.description !== null,
      photos: row.photos !== null,
    },
    proposedAt: row.proposedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The open proposals of the listings `where` selects, oldest listing first, each with the listing as it is. */
export async function readOpenProposals(
  db: Database | Transaction,
  where: SQL,
): Promise<ListingEditProposal[]> {
  const rows = await db
    .select({
      proposal: listingEditProposals,
      name: listings.name,
      description: listings.description,
      photos: listings.photos,
    })
    .from(listingEditProposals)
    .innerJoin(listings, eq(listings.id, listingEditProposals.listingId))
    .where(and(eq(listingEditProposals.state, 'proposed'), where))
    .orderBy(desc(listingEditProposals.proposedAt), asc(listingEditProposals.id));
  return rows.map(({ proposal, ...listing }) => toListingEditProposal(proposal, listing));
}

/** The proposal locked until the transaction ends; a malformed id is the same 404 as an unknown one. */
export async function lockProposal(tx: Transaction, id: string): Promise<ProposalRow> {
  const [row] = await tx
    .select()
    .from(listingEditProposals)
    .where(eq(listingEditProposals.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', professionalListingTexts.notFound);
  return row;
}

/** The listing's title, description and photos (inside the caller's transaction, after its lock). */
export async function readListingText(tx: Transaction, id: string): Promise<ListingText> {
  const [row] = await tx
    .select({ name: listings.name, description: listings.description, photos: listings.photos })
    .from(listings)
    .where(sql`${listings.id} = ${id}`);
  if (!row) throw new AppError('NOT_FOUND', professionalListingTexts.notFound);
  return row;
}
