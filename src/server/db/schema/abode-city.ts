import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  AbodeCityService,
  BudgetRange,
  ConsultationMode,
  QuoteStatus,
  SizeUnit,
  Timeline,
} from '@common/abode-city/abode-city-vocabulary';
import type { Locale } from '@common/i18n/locale';
import { users } from './identity';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * ABODE City quote requests: asked by a signed-in user (requester_user_id) or a visitor (name, phone and email
 * only; access_key_hash is the SHA-256 of their private link's key). Answered once by the back office with a
 * quote (items in whole KES, their total, a validity date) that the requester may accept until that date.
 */
export const abodeCityQuoteRequests = pgTable(
  'abode_city_quote_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterUserId: uuid('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    accessKeyHash: varchar('access_key_hash', { length: 64 }),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 13 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    service: varchar('service', { length: 20 }).notNull().$type<AbodeCityService>(),
    location: varchar('location', { length: 60 }).notNull(),
    sizeValue: doublePrecision('size_value').notNull(),
    sizeUnit: varchar('size_unit', { length: 5 }).notNull().$type<SizeUnit>(),
    budget: varchar('budget', { length: 10 }).notNull().$type<BudgetRange>(),
    timeline: varchar('timeline', { length: 12 }).notNull().$type<Timeline>(),
    description: text('description').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('requested').$type<QuoteStatus>(),
    quoteItems: jsonb('quote_items').$type<{ description: string; amount: number }[]>(),
    /** Whole KES: the sum of the items. */
    quoteTotal: integer('quote_total'),
    quoteValidUntil: date('quote_valid_until'),
    quoteNote: text('quote_note'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quotedBy: uuid('quoted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The language of the page a visitor asked from ('en' or 'sw'; null: not said), for texts to a phone with no account. */
    locale: varchar('locale', { length: 2 }).$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The requester's own list, newest first.
    index('abode_city_quote_requests_requester_idx').on(table.requesterUserId, table.createdAt.desc()),
    // The back office's queue by status, oldest waiting first.
    index('abode_city_quote_requests_status_idx').on(table.status, table.createdAt),
    check(
      'abode_city_quote_requests_status_check',
      sql`${table.status} in ('requested', 'quoted', 'accepted')`,
    ),
    check(
      'abode_city_quote_requests_quote_check',
      sql`${table.status} = 'requested' or (${table.quoteTotal} > 0 and ${table.quoteValidUntil} is not null)`,
    ),
    check(
      'abode_city_quote_requests_owner_check',
      sql`${table.requesterUserId} is not null or ${table.accessKeyHash} is not null`,
    ),
  ],
);

/** Plans or photos of a quote request, stored privately (requester and back office only). */
export const abodeCityQuoteFiles = pgTable(
  'abode_city_quote_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => abodeCityQuoteRequests.id, { onDelete: 'cascade' }),
    objectKey: varchar('object_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('abode_city_quote_files_request_idx').on(table.requestId)],
);

/**
 * Consultations booked in the firm's one-hour slots. A slot is booked once: the unique index on starts_at is
 * what refuses the second of two bookings made at the same moment.
 */
export const abodeCityConsultations = pgTable(
  'abode_city_consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    mode: varchar('mode', { length: 10 }).notNull().$type<ConsultationMode>(),
    service: varchar('service', { length: 20 }).$type<AbodeCityService>(),
    notes: text('notes').notNull().default(''),
    requesterUserId: uuid('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 13 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The language of the page the booking was made from ('en' or 'sw'; null: not said). */
    locale: varchar('locale', { length: 2 }).$type<Locale>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('abode_city_consultations_slot_key').on(table.startsAt),
    check('abode_city_consultations_mode_check', sql`${table.mode} in ('in-person', 'phone')`),
  ],
);
