import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The in-app notifications centre: one row per thing a person should see (a payment landed, rent is due, a
 * notice, a step of a request). Written in the same transaction as the event; `dedupe_key` makes an event
 * that is processed twice (a retried job, a repeated callback) notify once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    body: varchar('body', { length: 500 }).notNull(),
    /** The title and body in Kiswahili, when the event wrote them (the web shows them to a Kiswahili reader). */
    titleSw: varchar('title_sw', { length: 120 }),
    bodySw: varchar('body_sw', { length: 500 }),
    /** Where in the app the notification leads (a path), when somewhere. */
    link: varchar('link', { length: 200 }),
    dedupeKey: varchar('dedupe_key', { length: 160 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The bell's list, newest first, and its unread count.
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_dedupe_key_idx').on(table.dedupeKey),
  ],
);

/**
 * What a person wants to hear about, per kind of notification and channel; no row is the default (both on).
 * Codes and emergencies are not preferences: they always go.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    sms: boolean('sms').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
