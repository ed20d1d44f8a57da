import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ChatAuthor, ChatStatus } from '../../../common/chat/chat-contracts';
import { users } from './identity';

/**
 * A live chat conversation (features/chat): a visitor's, known by the SHA-256 of an unguessable token their
 * browser keeps, and a signed-in person's also by their account. `lastMessageAt` orders the staff inbox.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 6 }).$type<ChatStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Any change a live page must hear of (a message, closed, reopened). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_conversations_token_hash_idx').on(table.tokenHash),
    index('chat_conversations_user_idx').on(table.userId),
    index('chat_conversations_updated_at_idx').on(table.updatedAt),
    check('chat_conversations_status_check', sql`${table.status} in ('open', 'closed')`),
  ],
);

/** One message of a conversation: the visitor's, a staff member's, or ABODE's automatic reply. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 7 }).$type<ChatAuthor>().notNull(),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt),
    check('chat_messages_author_check', sql`${table.author} in ('visitor', 'staff', 'auto')`),
  ],
);

/**
 * Staff presence for the automatic reply: each open inbox (a tab, a device; its stream beats every few seconds)
 * and each read of the inbox is a row, online until `seenAt` grows old, on whichever instance it is connected
 * to. One row per open inbox, not per person: closing one tab must not mark someone offline whose other tab is
 * still open.
 */
export const chatStaffPresence = pgTable(
  'chat_staff_presence',
  {
    /** The open inbox stream's own id; an inbox read uses the reader's user id. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_staff_presence_seen_idx').on(table.seenAt)],
);
