import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/*
 * The four tables better-auth keeps (user, session, account, verification). Their JS keys are the library's
 * field names, which the Drizzle adapter maps to these snake_case columns. Ids are UUIDs the database makes.
 */

/** Everyone with an account; the email is stored lower-cased, so uniqueness is case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** The person's language (docs/i18n.md): the web app's on sign-in, and the SMS ABODE sends them. */
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every way in lower-cases the email; the check makes a slip impossible, so `unique` is case-insensitive.
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_locale_known', sql`${table.locale} in ('en', 'sw')`),
    // The back office's user search: an email's beginning (`amina.n…`).
    index('users_email_prefix_idx').on(sql`${table.email} varchar_pattern_ops`),
  ],
);

/** One row per signed-in browser; the cookie carries the signed token. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/** How a user signs in; `credential` rows hold the Argon2id password hash. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_accounts_user_id_idx').on(table.userId)],
);

/** The library's one-time values (unused by email + password today, kept so its features work). */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/** What a person told us about themselves; id is the user's id. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    /** +254 and 9 digits; null until an account made on /auth gives one. */
    phone: varchar('phone', { length: 13 }),
    accountType: varchar('account_type', { length: 20 }).notNull(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Set when ABODE suspended the account (a listing removed for fraud): it can neither sign in nor act. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: varchar('suspension_reason', { length: 300 }),
    createdAt: createdAt(),
  },
  (table) => [
    // A phone number belongs to one account: codes and sign-in by phone must reach exactly one person.
    uniqueIndex('profiles_verified_phone_key')
      .on(table.phone)
      .where(sql`phone_verified_at is not null`),
    // The back office's user search: by phone (verified or not), and by the beginning of a first or last name.
    index('profiles_phone_idx').on(table.phone),
    index('profiles_first_name_prefix_idx').on(sql`lower(${table.firstName}) varchar_pattern_ops`),
    index('profiles_last_name_prefix_idx').on(sql`lower(${table.lastName}) varchar_pattern_ops`),
  ],
);

/** Roles a user holds; one user may hold several. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * Codes sent by SMS to prove a phone. Only an HMAC of the code is kept. A new code replaces the user's earlier
 * ones; a code is spent by its first correct entry or by five wrong ones.
 */
export const phoneVerificationCodes = pgTable(
  'phone_verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 13 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used or replaced by a newer one. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Serves the lookup of a user's newest code.
  (table) => [index('phone_verification_codes_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** Messages of the outbox SMS driver (development and tests): stored instead of sent. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 16 }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  // Serves GET /api/dev/sms?to=…, newest first.
  (table) => [index('sms_outbox_to_created_at_idx').on(table.to, table.createdAt)],
);
