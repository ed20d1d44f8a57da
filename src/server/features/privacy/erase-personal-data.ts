import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { uploadedServicePhotoKeyPattern } from '@common/services/service-contracts';
import type { Transaction } from '../../db/client';
import {
  authAccounts,
  authSessions,
  authVerifications,
  contactMessages,
  favourites,
  kycDocuments,
  kycSubmissions,
  listingReports,
  listings,
  marketingConsentEvents,
  phoneVerificationCodes,
  profiles,
  properties,
  serviceProviders,
  serviceRequests,
  serviceReviews,
  smsOutbox,
  tenantProperties,
  userRoles,
  users,
  viewingRequests,
} from '../../db/schema/index';
import { uploadedPhotoObjectKey } from '../home-services';
import type { DataSubject } from './data-subject';

/** What a step did: how many rows it touched, and stored files to remove once the transaction commits. */
interface Erased {
  rows: number;
  files?: string[];
}

interface ErasureStep {
  name: string;
  /**
   * `delete`: the rows go. `anonymise`: the rows stay for the other party (a host's inbox, a provider's job
   * list) with the person taken out. `retain`: records the law makes us keep (payments: the Tax Procedures Act
   * keeps them five years) stay whole but point only at the anonymised account.
   */
  kind: 'delete' | 'anonymise' | 'retain';
  erase: (tx: Transaction, subject: DataSubject, now: Date) => Promise<Erased>;
}

const removed = '[removed: account deleted]';
const count = (rows: unknown[]): Erased => ({ rows: rows.length });

/**
 * Everything the account erasure does, in order, inside one transaction (Data Protection Act 2019 s. 40). The
 * users row itself stays as an anonymous tombstone, so the records kept (audit trail, requests others hold,
 * properties with tenants, payments to come) still point at an id, but no name, email or phone is left and
 * no password or session can sign in. Tenancies (rent terms, paybill account) hold no name and are kept whole
 * as financial records; an active one refuses the deletion. A payments table adds one `retain` step that
 * blanks the payer's name.
 */
export const erasureSteps: readonly ErasureStep[] = [
  {
    name: 'sessions',
    kind: 'delete',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .delete(authSessions)
          .where(eq(authSessions.userId, userId))
          .returning({ id: authSessions.id }),
      ),
  },
  {
    name: 'sign-in methods',
    kind: 'delete',
    erase: async (tx, { userId, email }) => {
      const accounts = await tx
        .delete(authAccounts)
        .where(eq(authAccounts.userId, userId))
        .returning({ id: authAccounts.id });
      const verifications = await tx
        .delete(authVerifications)
        .where(eq(authVerifications.identifier, email))
        .returning({ id: authVerifications.id });
      return { rows: accounts.length + verifications.length };
    },
  },
  {
    name: 'roles',
    kind: 'delete',
    erase: async (tx, { userId }) =>
      count(
        await tx.delete(userRoles).where(eq(userRoles.userId, userId)).returning({ role: userRoles.role }),
      ),
  },
  {
    name: 'phone codes and texts',
    kind: 'delete',
    erase: async (tx, { userId }) => {
      const codes = await tx
        .delete(phoneVerificationCodes)
        .where(eq(phoneVerificationCodes.userId, userId))
        .returning({ phone: phoneVerificationCodes.phone });
      const [profile] = await tx
        .select({ phone: profiles.phone })
        .from(profiles)
        .where(eq(profiles.id, userId));
      const phones = [
        ...new Set([...codes.map((code) => code.phone), ...(profile?.phone ? [profile.phone] : [])]),
      ];
      const texts = phones.length
        ? await tx.delete(smsOutbox).where(inArray(smsOutbox.to, phones)).returning({ id: smsOutbox.id })
        : [];
      return { rows: codes.length + texts.length };
    },
  },
  {
    name: 'kyc documents',
    kind: 'delete',
    erase: async (tx, { userId }) => {
      const documents = await tx
        .delete(kycDocuments)
        .where(eq(kycDocuments.userId, userId))
        .returning({ path: kycDocuments.documentPath });
      const submissions = await tx
        .delete(kycSubmissions)
        .where(eq(kycSubmissions.userId, userId))
        .returning({ id: kycSubmissions.id });
      return {
        rows: documents.length + submissions.length,
        files: documents.map((document) => document.path),
      };
    },
  },
  {
    name: 'favourites',
    kind: 'delete',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .delete(favourites)
          .where(eq(favourites.userId, userId))
          .returning({ id: favourites.listingId }),
      ),
  },
  {
    // The report stays (a listing's moderation record counts it); the reporter's own words go.
    name: 'listing reports',
    kind: 'anonymise',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .update(listingReports)
          .set({ note: null })
          .where(eq(listingReports.reporterUserId, userId))
          .returning({ id: listingReports.id }),
      ),
  },
  {
    name: 'viewing requests',
    kind: 'anonymise',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .update(viewingRequests)
          .set({ message: null })
          .where(eq(viewingRequests.requesterUserId, userId))
          .returning({ id: viewingRequests.id }),
      ),
  },
  {
    name: 'service requests',
    kind: 'anonymise',
    erase: async (tx, { userId }, now) =>
      count(
        await tx
          .update(serviceRequests)
          .set({ description: removed, address: null, updatedAt: now })
          .where(eq(serviceRequests.customerUserId, userId))
          .returning({ id: serviceRequests.id }),
      ),
  },
  {
    // The stars stay in the provider's rating; the words, which may say who wrote them, go.
    name: 'service reviews',
    kind: 'anonymise',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .update(serviceReviews)
          .set({ comment: '' })
          .where(eq(serviceReviews.customerUserId, userId))
          .returning({ id: serviceReviews.id }),
      ),
  },
  {
    // Kept for the customers' request history; out of search with the unverified phone, its photo gone.
    name: 'service provider profile',
    kind: 'anonymise',
    erase: async (tx, { userId }, now) => {
      const [before] = await tx
        .select({ photoKey: serviceProviders.photoKey })
        .from(serviceProviders)
        .where(eq(serviceProviders.userId, userId));
      if (!before) return { rows: 0 };
      const uploaded = uploadedServicePhotoKeyPattern.test(before.photoKey);
      await tx
        .update(serviceProviders)
        .set({
          businessName: 'Former provider',
          description: removed,
          ...(uploaded ? { photoKey: 'pl-000000000000' } : {}),
          updatedAt: now,
        })
        .where(eq(serviceProviders.userId, userId));
      return { rows: 1, files: uploaded ? [uploadedPhotoObjectKey(before.photoKey)] : [] };
    },
  },
  {
    name: 'contact messages',
    kind: 'anonymise',
    erase: async (tx, { userId, email }) =>
      count(
        await tx
          .update(contactMessages)
          .set({ name: removed.slice(0, 100), email: anonymousEmail(userId), phone: null, message: removed })
          .where(eq(contactMessages.email, email))
          .returning({ id: contactMessages.id }),
      ),
  },
  {
    // Off the site (a draft again) and without the host's name; the listing's own facts are not personal.
    name: 'hosted listings',
    kind: 'anonymise',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .update(listings)
          .set({
            hostName: 'Former host',
            status: sql`case when ${listings.status} in ('live', 'pending') then 'draft' else ${listings.status} end`,
          })
          .where(eq(listings.hostUserId, userId))
          .returning({ id: listings.id }),
      ),
  },
  {
    // The landlord's record of who rented what stays; the link is ended.
    name: 'tenant links',
    kind: 'retain',
    erase: async (tx, { userId }, now) =>
      count(
        await tx
          .update(tenantProperties)
          .set({ status: 'ended', decidedAt: now })
          .where(and(eq(tenantProperties.tenantId, userId), ne(tenantProperties.status, 'ended')))
          .returning({ id: tenantProperties.id }),
      ),
  },
  {
    name: 'caretaking',
    kind: 'anonymise',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .update(properties)
          .set({ caretakerId: null })
          .where(eq(properties.caretakerId, userId))
          .returning({ id: properties.id }),
      ),
  },
  {
    // A deleted account receives nothing, whatever it agreed to before.
    name: 'marketing consent',
    kind: 'retain',
    erase: async (tx, { userId }, now) => {
      await tx
        .insert(marketingConsentEvents)
        .values({ userId, consented: false, source: 'account-deleted', recordedAt: now });
      return { rows: 1 };
    },
  },
  {
    name: 'profile',
    kind: 'anonymise',
    erase: async (tx, { userId }) =>
      count(
        await tx
          .update(profiles)
          .set({ firstName: 'Deleted', lastName: 'account', phone: null, phoneVerifiedAt: null })
          .where(eq(profiles.id, userId))
          .returning({ id: profiles.id }),
      ),
  },
  {
    // Last: the email is what the steps above find the contact messages by.
    name: 'account',
    kind: 'anonymise',
    erase: async (tx, { userId }, now) =>
      count(
        await tx
          .update(users)
          .set({
            name: 'Deleted account',
            email: anonymousEmail(userId),
            emailVerified: false,
            image: null,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning({ id: users.id }),
      ),
  },
];

/** Unique, lower-case and undeliverable (.invalid is reserved), so the real address is free again. */
function anonymousEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}
