import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { locationsTable } from './listings';

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
    /**
     * The area the property is in (the location vocabulary), which a maintenance job's providers are ranked
     * by nearness to. Required of every new or edited property; null only for a property from before it was
     * asked whose name and address named no one area (the ranking then reads them as it did).
     */
    locationId: smallint('location_id').references(() => locationsTable.id, { onDelete: 'restrict' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The caretaker who may confirm tenants on the landlord's behalf. */
    caretakerId: uuid('caretaker_id').references(() => users.id, { onDelete: 'set null' }),
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

/**
 * A unit of a property that is let on its own ('Apt 101'): its asking rent and deposit in whole shillings.
 * Whether it is occupied is not stored: it is whether it has an active tenancy (one at most, by an index).
 */
export const propertyUnits = pgTable(
  'property_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: varchar('property_id', { length: 8 })
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    label: varchar('label', { length: 40 }).notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    deposit: integer('deposit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('property_units_property_id_label_idx').on(table.propertyId, sql`lower(${table.label})`),
    check('property_units_rent_check', sql`${table.monthlyRent} between 1 and 10000000`),
    check('property_units_deposit_check', sql`${table.deposit} between 0 and 100000000`),
  ],
);

/**
 * A tenant renting a unit on agreed terms, made when the landlord or caretaker confirms the tenant's link.
 * Ended by a move-out date, never deleted: the history of a unit is its tenancies. `paybillAccount` is what
 * the tenant types as the account number when paying ABODE's paybill from any M-Pesa phone.
 */
export const tenancies = pgTable(
  'tenancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => propertyUnits.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    linkId: uuid('link_id').references(() => tenantProperties.id, { onDelete: 'set null' }),
    monthlyRent: integer('monthly_rent').notNull(),
    deposit: integer('deposit').notNull(),
    /** Day of the month rent falls due: 1 to 28, so every month has it. */
    dueDay: smallint('due_day').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    paybillAccount: varchar('paybill_account', { length: 12 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tenancies_one_active_per_unit_idx')
      .on(table.unitId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('tenancies_paybill_account_idx').on(table.paybillAccount),
    index('tenancies_tenant_id_idx').on(table.tenantId),
    check('tenancies_status_check', sql`${table.status} in ('active', 'ended')`),
    check('tenancies_due_day_check', sql`${table.dueDay} between 1 and 28`),
    check('tenancies_rent_check', sql`${table.monthlyRent} between 1 and 10000000`),
    check('tenancies_deposit_check', sql`${table.deposit} between 0 and 100000000`),
    check(
      'tenancies_end_check',
      sql`(${table.status} = 'active') = (${table.endDate} is null) and (${table.endDate} is null or ${table.endDate} >= ${table.startDate})`,
    ),
    check('tenancies_paybill_account_check', sql`${table.paybillAccount} ~ '^[A-Z0-9]{4,12}$'`),
  ],
);
