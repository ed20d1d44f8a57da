import { and, asc, eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  auditEvents,
  authSessions,
  contactMessages,
  favourites,
  kycDocuments,
  kycSubmissions,
  listingReports,
  marketingConsentEvents,
  profiles,
  properties,
  serviceProviders,
  serviceRequests,
  serviceReviews,
  tenancies,
  tenantProperties,
  userRoles,
  users,
  viewingRequests,
} from '../../db/schema/index';
import type { DataSubject } from './data-subject';

type Reader = Database | Transaction;

/**
 * Where ABODE keeps a person's data, one reader per file of the archive. The privacy feature reads these
 * tables itself rather than through each feature's services: the right of access must reach every table, and a
 * new table holding personal data is one line here (a `payments` section joins when payments are stored).
 * Secrets are never exported: no password hash, no session token, no code hash.
 */
export const personalDataSections: ReadonlyArray<{
  name: string;
  read: (db: Reader, subject: DataSubject) => Promise<unknown>;
}> = [
  { name: 'account', read: readAccount },
  { name: 'sessions', read: readSessions },
  { name: 'kyc-documents', read: readKycDocuments },
  {
    name: 'kyc-submissions',
    read: (db, { userId }) =>
      db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, userId))
        .orderBy(asc(kycSubmissions.submittedAt)),
  },
  {
    name: 'viewing-requests',
    read: (db, { userId }) =>
      db
        .select()
        .from(viewingRequests)
        .where(eq(viewingRequests.requesterUserId, userId))
        .orderBy(asc(viewingRequests.createdAt)),
  },
  {
    name: 'service-requests',
    read: (db, { userId }) =>
      db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.customerUserId, userId))
        .orderBy(asc(serviceRequests.createdAt)),
  },
  {
    name: 'service-reviews',
    read: (db, { userId }) =>
      db
        .select()
        .from(serviceReviews)
        .where(eq(serviceReviews.customerUserId, userId))
        .orderBy(asc(serviceReviews.createdAt)),
  },
  {
    name: 'service-provider-profile',
    read: (db, { userId }) => db.select().from(serviceProviders).where(eq(serviceProviders.userId, userId)),
  },
  {
    name: 'favourites',
    read: (db, { userId }) =>
      db.select().from(favourites).where(eq(favourites.userId, userId)).orderBy(asc(favourites.createdAt)),
  },
  {
    name: 'listing-reports',
    read: (db, { userId }) =>
      db
        .select({
          listingId: listingReports.listingId,
          reason: listingReports.reason,
          note: listingReports.note,
          status: listingReports.status,
          createdAt: listingReports.createdAt,
          resolvedAt: listingReports.resolvedAt,
        })
        .from(listingReports)
        .where(eq(listingReports.reporterUserId, userId))
        .orderBy(asc(listingReports.createdAt)),
  },
  {
    // The contact form is open to anyone, so its messages are the ones sent from the account's email.
    name: 'contact-messages',
    read: (db, { email }) =>
      db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, email))
        .orderBy(asc(contactMessages.createdAt)),
  },
  {
    name: 'tenant-links',
    read: (db, { userId }) =>
      db
        .select()
        .from(tenantProperties)
        .where(eq(tenantProperties.tenantId, userId))
        .orderBy(asc(tenantProperties.createdAt)),
  },
  {
    name: 'tenancies',
    read: (db, { userId }) =>
      db.select().from(tenancies).where(eq(tenancies.tenantId, userId)).orderBy(asc(tenancies.createdAt)),
  },
  {
    name: 'properties',
    read: (db, { userId }) =>
      db
        .select()
        .from(properties)
        .where(or(eq(properties.landlordId, userId), eq(properties.caretakerId, userId)))
        .orderBy(asc(properties.createdAt)),
  },
  {
    name: 'marketing-consent',
    read: (db, { userId }) =>
      db
        .select()
        .from(marketingConsentEvents)
        .where(eq(marketingConsentEvents.userId, userId))
        .orderBy(asc(marketingConsentEvents.recordedAt)),
  },
  {
    // What the account did, and what was done to the account.
    name: 'audit-events',
    read: (db, { userId }) =>
      db
        .select()
        .from(auditEvents)
        .where(
          or(
            eq(auditEvents.actorUserId, userId),
            and(eq(auditEvents.subjectType, 'account'), eq(auditEvents.subjectId, userId)),
          ),
        )
        .orderBy(asc(auditEvents.id)),
  },
];

async function readAccount(db: Reader, { userId }: DataSubject) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const roles = await db
    .select({ role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return { user: user ?? null, profile: profile ?? null, roles };
}

function readSessions(db: Reader, { userId }: DataSubject) {
  return db
    .select({
      id: authSessions.id,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
}

/** The rows; the files themselves go into the archive's documents/ folder. */
export function readKycDocuments(db: Reader, { userId }: DataSubject) {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(asc(kycDocuments.createdAt));
}
