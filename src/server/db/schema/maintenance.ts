import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  MaintenanceCategory,
  MaintenanceStatus,
  MaintenanceUrgency,
} from '../../../common/maintenance/maintenance-vocabulary';
import { users } from './identity';
import { tenancyInvoices } from './rent-invoices';
import { serviceProviders } from './services';
import { properties, tenancies } from './tenancy';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A tenant's report of a problem in their unit, followed to its end: the property's caretaker (or landlord)
 * acknowledges it, asks for detail, handles it or assigns a home-services provider, who accepts, schedules
 * and completes it with a cost; the tenant confirms (the landlord's earnings pay the provider) or reopens.
 * Statuses move only along maintenanceTransitions (src/common/maintenance).
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'restrict' }),
    propertyId: varchar('property_id', { length: 8 })
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    category: varchar('category', { length: 20 }).notNull().$type<MaintenanceCategory>(),
    description: text('description').notNull(),
    urgency: varchar('urgency', { length: 10 }).notNull().$type<MaintenanceUrgency>(),
    accessNotes: text('access_notes').notNull().default(''),
    status: varchar('status', { length: 15 }).notNull().default('reported').$type<MaintenanceStatus>(),
    providerId: uuid('provider_id').references(() => serviceProviders.id, { onDelete: 'restrict' }),
    scheduledDate: date('scheduled_date'),
    scheduledWindow: varchar('scheduled_window', { length: 11 }),
    completionNote: text('completion_note'),
    /** Whole KES the work cost; paid from the landlord's earnings to the provider's wallet on confirmation. */
    cost: integer('cost'),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    /** The journal that paid the provider. */
    paymentJournalId: uuid('payment_journal_id'),
    /** The tenancy bill the landlord charged the cost to the tenant with (once); null: the landlord bears it. */
    tenantBillId: uuid('tenant_bill_id').references(() => tenancyInvoices.id, { onDelete: 'restrict' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When an unacknowledged emergency was texted to the landlord: set once, so it is texted once. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The tenant's requests, newest first.
    index('maintenance_requests_tenant_idx').on(table.tenantId, table.createdAt.desc()),
    // The caretaker's and landlord's queue per property.
    index('maintenance_requests_property_idx').on(table.propertyId, table.createdAt.desc()),
    // The provider's jobs.
    index('maintenance_requests_provider_idx').on(table.providerId),
    // The escalation sweep: only emergencies still waiting, never escalated.
    index('maintenance_requests_escalation_idx')
      .on(table.createdAt)
      .where(
        sql`${table.urgency} = 'emergency' and ${table.status} = 'reported' and ${table.escalatedAt} is null`,
      ),
    check(
      'maintenance_requests_status_check',
      sql`${table.status} in ('reported', 'acknowledged', 'awaiting_info', 'in_hand', 'assigned', 'accepted', 'scheduled', 'completed', 'closed')`,
    ),
    check('maintenance_requests_urgency_check', sql`${table.urgency} in ('emergency', 'soon', 'routine')`),
    check('maintenance_requests_cost_check', sql`${table.cost} is null or ${table.cost} >= 0`),
    check(
      'maintenance_requests_rating_check',
      sql`${table.rating} is null or ${table.rating} between 1 and 5`,
    ),
  ],
);

/** The timeline of a request: who did what, when, with what they said. Append-only. */
export const maintenanceEvents = pgTable(
  'maintenance_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('maintenance_events_request_idx').on(table.requestId, table.createdAt)],
);

/** Photos of a request: the tenant's of the problem (stage 'report'), the worker's of the work ('completion'). */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 10 }).notNull().$type<'report' | 'completion'>(),
    /** The object in file storage (maintenance_photos/<request>/<random>.<ext>). */
    objectKey: varchar('object_key', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('maintenance_photos_request_idx').on(table.requestId, table.createdAt),
    check('maintenance_photos_stage_check', sql`${table.stage} in ('report', 'completion')`),
  ],
);
