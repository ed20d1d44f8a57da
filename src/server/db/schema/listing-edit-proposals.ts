import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ListingEditProposalState } from '../../../common/listings/professional-listing-contracts';
import { users } from './identity';
import { listings } from './listings';

/**
 * Professional Listing (features/listing-pipeline): a reviewer's proposed edit of a listing (title,
 * description, photo order with the cover first) that its lister accepts (the values are applied) or declines
 * (they keep their own). `before_*` hold what the listing had when it was proposed: accepting after the lister
 * changed those is refused, so no one's words are overwritten unseen. At most one proposal per listing is open.
 */
export const listingEditProposals = pgTable(
  'listing_edit_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 12 }).$type<ListingEditProposalState>().notNull().default('proposed'),
    /** The proposed values; null where the reviewer left that part as it was. */
    title: varchar('title', { length: 140 }),
    description: text('description'),
    photos: text('photos').array(),
    beforeTitle: varchar('before_title', { length: 140 }).notNull(),
    beforeDescription: text('before_description').notNull(),
    beforePhotos: text('before_photos').array().notNull(),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    /** Who accepted or declined it (the lister), or the reviewer whose newer proposal superseded it. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One open proposal per listing; also serves 'the open proposal of these listings'.
    uniqueIndex('listing_edit_proposals_open_idx')
      .on(table.listingId)
      .where(sql`state = 'proposed'`),
    // A listing's proposals, newest first (its history, and the cascade when a listing is deleted).
    index('listing_edit_proposals_listing_idx').on(table.listingId, table.proposedAt),
    check(
      'listing_edit_proposals_state_check',
      sql`${table.state} in ('proposed', 'accepted', 'declined', 'superseded')`,
    ),
    check(
      'listing_edit_proposals_decided_check',
      sql`(${table.state} = 'proposed') = (${table.decidedAt} is null)`,
    ),
  ],
);
