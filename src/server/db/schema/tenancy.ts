import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A rental property. Its id is a code a landlord can read out over the phone (`ABD-7K3Q`), stored upper-case
 * so lookups are case-insensitive after normalising the input.
 */
export const properties = pgTable(
  'properties',
  {
    id: varchar('id', { length: 8 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    /** The county. */
    state: varchar('state', { length: 80 }).notNull(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The caretaker who may confirm tenants on the landlord's behalf. */
    caretakerId: uuid('caretaker_id').references(() => users.id, { onDelete: 'set null' }),
    units: integer('units').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('properties_id_format_check', sql`${table.id} ~ '^ABD-[2-9A-HJ-NP-Z]{4}$'`),
    index('properties_landlord_id_idx').on(table.landlordId),
    index('properties_caretaker_id_idx').on(table.caretakerId),
  ],
);

/** A tenant's link to a property: pending until the landlord or caretaker confirms it. One per pair. */
export const tenantProperties = pgTable(
  'tenant_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: varchar('property_id', { length: 8 })
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tenant_properties_tenant_id_property_id_idx').on(table.tenantId, table.propertyId),
    index('tenant_properties_property_id_status_idx').on(table.propertyId, table.status),
    check('tenant_properties_status_check', sql`${table.status} in ('pending', 'active', 'ended')`),
  ],
);
