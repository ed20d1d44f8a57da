import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
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
import { users } from './identity';

/**
 * One document per user and category (re-uploading replaces it). The file itself is in file storage at
 * `document_path`; a row is written only after its object is stored, and removed before its object is.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** National ID, Selfie, Registration Certificate or KRA Certificate. */
    documentType: varchar('document_type', { length: 40 }).notNull(),
    /** id_front, id_back, selfie, registration_cert or kra_cert. */
    documentCategory: varchar('document_category', { length: 30 }).notNull(),
    /** The storage key: profile_documents/{userId}/{category}/{random id}.{ext}. */
    documentPath: varchar('document_path', { length: 300 }).notNull(),
    /** The uploader's file name, sanitised, kept only as a label. */
    fileLabel: varchar('file_label', { length: 120 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_documents_user_id_category_idx').on(table.userId, table.documentCategory),
    uniqueIndex('kyc_documents_document_path_idx').on(table.documentPath),
    // Serves the review queue: pending documents.
    index('kyc_documents_status_idx').on(table.status),
    check('kyc_documents_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Each time a user pressed 'Complete Verification' with the required documents present. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kyc_submissions_user_id_submitted_at_idx').on(table.userId, table.submittedAt)],
);

/**
 * Who did what to which record, and when: written in the same transaction as the action. Append-only, kept by
 * the database: triggers refuse any UPDATE, DELETE or TRUNCATE (migration audit_events_append_only). Generic
 * (subject_type names the table), so other features may write here.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the system itself. Not a foreign key: the trail outlives the account. */
    actorUserId: uuid('actor_user_id'),
    action: varchar('action', { length: 60 }).notNull(),
    subjectType: varchar('subject_type', { length: 40 }).notNull(),
    subjectId: varchar('subject_id', { length: 100 }).notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId, table.createdAt),
    // The audit log's filters: by who acted, by action, and by time (each newest first).
    index('audit_events_actor_idx').on(table.actorUserId, table.id),
    index('audit_events_action_idx').on(table.action, table.id),
    index('audit_events_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Objects whose removal failed after their row was already gone or replaced; a sweep retries them. Never the
 * other way round: a row is never left pointing to a missing object.
 */
export const storageOrphans = pgTable('storage_orphans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  objectKey: varchar('object_key', { length: 300 }).notNull().unique(),
  reason: text('reason').notNull(),
  attempts: integer('attempts').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
