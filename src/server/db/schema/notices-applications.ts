import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NoticeSmsStatus, NoticeTemplate } from '../../../common/notices/notice-contracts';
import type { ApplicationStatus } from '../../../common/rental-applications/application-contracts';
import { users } from './identity';
import { listings } from './listings';
import { properties, tenancies } from './tenancy';

/** A notice a landlord or caretaker sent to the tenants of a property (all of them, or chosen units'). */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: varchar('property_id', { length: 8 })
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    template: varchar('template', { length: 24 }).$type<NoticeTemplate>().notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // GET /api/notices/sent: a property's notices, newest first.
    index('notices_property_created_idx').on(table.propertyId, table.createdAt.desc()),
  ],
);

/**
 * One tenant's copy of a notice: delivered in the app when the notice is sent, texted once by a job
 * (`sms_status`), read when the tenant opens it (`read_at`, the read receipt the sender sees).
 */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitLabel: varchar('unit_label', { length: 40 }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    smsStatus: varchar('sms_status', { length: 10 }).$type<NoticeSmsStatus>().notNull().default('queued'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notice_recipients_notice_tenant_idx').on(table.noticeId, table.tenantId),
    // GET /api/notices/mine: the tenant's notices, newest first.
    index('notice_recipients_tenant_idx').on(table.tenantId, table.deliveredAt.desc()),
    check('notice_recipients_sms_status_check', sql`${table.smsStatus} in ('queued', 'sent', 'no_phone')`),
  ],
);

/** A renter's application for a home for rent, answered by the listing's host. */
export const rentalApplications = pgTable(
  'rental_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing's host when the application was made: the one who answers it. */
    hostUserId: uuid('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    moveInDate: date('move_in_date').notNull(),
    householdSize: smallint('household_size').notNull(),
    message: varchar('message', { length: 1000 }),
    status: varchar('status', { length: 10 }).$type<ApplicationStatus>().notNull().default('pending'),
    /** The decline reason or the meeting request. */
    hostNote: varchar('host_note', { length: 300 }),
    tenancyId: uuid('tenancy_id').references(() => tenancies.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open application per person and home.
    uniqueIndex('rental_applications_open_idx')
      .on(table.applicantUserId, table.listingId)
      .where(sql`${table.status} in ('pending', 'meeting')`),
    index('rental_applications_applicant_idx').on(table.applicantUserId, table.createdAt.desc()),
    index('rental_applications_host_idx')
      .on(table.hostUserId, table.createdAt.desc())
      .where(sql`host_user_id is not null`),
    index('rental_applications_listing_idx').on(table.listingId),
    check(
      'rental_applications_status_check',
      sql`${table.status} in ('pending', 'meeting', 'approved', 'declined')`,
    ),
    check('rental_applications_household_check', sql`${table.householdSize} between 1 and 20`),
  ],
);
