import { bigserial, boolean, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Locale } from '@common/i18n/locale';
import { users } from './identity';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 13 }),
    interest: varchar('interest', { length: 16 }).notNull(),
    message: text('message').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** `open` until a staff member marks it handled; reopened back to `open`. */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The colleague who answers it; null while nobody has taken it. */
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language of the page the message was sent from ('en' or 'sw'; null: not said): the replies' frame follows it. */
    locale: varchar('locale', { length: 2 }).$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Serves the staff inbox, newest first.
    index('contact_messages_created_at_idx').on(table.createdAt),
    // Serves the inbox's 'assigned to me'.
    index('contact_messages_assignee_idx').on(table.assigneeUserId, table.createdAt),
  ],
);

/**
 * A staff member's answer to a contact message, by SMS to the sender's phone or by email: stored with the
 * message (the inbox shows the thread) and sent by a job after the reply commits, once (`status` records it).
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `sms` or `email`. */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** The phone (+254…) or email address it went to, as it was when the reply was written. */
    sentTo: varchar('sent_to', { length: 254 }).notNull(),
    body: text('body').notNull(),
    /** `queued` until the job hands it to the driver, then `sent`; `failed` when the driver refused it for good. */
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

/** Mail of the outbox email driver (development and tests): stored instead of sent. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Serves GET /api/dev/email?to=…, newest first.
  (table) => [index('email_outbox_to_created_at_idx').on(table.to, table.createdAt)],
);
