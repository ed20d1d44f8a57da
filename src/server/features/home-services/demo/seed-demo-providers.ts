import { inArray, sql } from 'drizzle-orm';
import type { Availability } from '@common/services/service-availability';
import { generateProvider, demoServiceId, type GeneratedProvider } from './provider-generator';
import { servicePhotoKeyFor } from '../service-photo-key';
import type { Database } from '../../../db/client';
import {
  authAccounts,
  profiles,
  serviceProviders,
  serviceRequests,
  serviceReviews,
  userRoles,
  users,
} from '../../../db/schema/index';
import { demoAccounts, hashPassword } from '../../identity';
import type { Seeder } from '../../../lib/demo-seeder';

/** The first start loads this many; `npm run seed -- --providers N` loads N (the services benchmark: 10,000). */
export const defaultDemoProviderCount = 60;
const batchSize = 500;

/** Demo only, like every demo account: README lists them. One password for all, hashed once per run. */
export const demoProviderPassword = 'Demo-Provider-2026';
export const demoCustomerPassword = 'Demo-Customer-2026';
const demoCustomerCount = 12;

const demoTenant = demoAccounts.find((account) => account.role === 'tenant')!;
const demoProvider = demoAccounts.find((account) => account.role === 'service_provider')!;

/** The demo provider account's profile: a plumber in Kilimani, so a search for a leak there finds them. */
export const demoProviderProfile = {
  id: '00000000-0000-4000-8006-000000000001',
  businessName: "Achieng's Plumbing Services",
  categories: ['plumbing' as const],
  areas: ['Kilimani', 'Kileleshwa', 'Lavington', 'Westlands'],
  city: 'Nairobi',
  priceFrom: 1500,
  availability: {
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    opensAt: '08:00',
    closesAt: '18:00',
  } satisfies Availability,
  description:
    'Leaking taps, blocked drains, burst pipes and water heaters fixed the same day. Twelve years as a ' +
    'fundi wa maji around Kilimani and Kileleshwa.',
  photoKey: servicePhotoKeyFor('plumbing', '4c1a9e7b2d30'),
};

interface Customer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

const customerNames = [
  ['Wairimu', 'Ndegwa'],
  ['Brian', 'Ochieng'],
  ['Faith', 'Chepkoech'],
  ['Kevin', 'Mutua'],
  ['Grace', 'Akinyi'],
  ['Dennis', 'Kiptoo'],
  ['Mercy', 'Wanjiru'],
  ['Abdi', 'Hassan'],
  ['Joy', 'Nekesa'],
  ['Peter', 'Kamau'],
  ['Esther', 'Moraa'],
  ['Collins', 'Omondi'],
] as const;

/** Index 0 is the demo tenant, so their dashboard has past jobs; the rest are demo customer accounts. */
const customers: readonly Customer[] = [
  {
    id: demoTenant.id,
    email: demoTenant.email,
    firstName: demoTenant.firstName,
    lastName: demoTenant.lastName,
    phone: demoTenant.phone,
  },
  ...customerNames.slice(0, demoCustomerCount).map(([firstName, lastName], i) => ({
    id: demoServiceId(5, i),
    email: `customer${String(i + 1).padStart(2, '0')}@demo.abode.co.ke`,
    firstName,
    lastName,
    phone: `+2547003${String(i).padStart(5, '0')}`,
  })),
];

async function existingIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

interface NewAccount extends Customer {
  role: 'tenant' | 'service_provider';
  passwordHash: string;
}

/** Accounts as identity makes them (user, credential, profile with a verified phone, role), in one batch. */
async function insertAccounts(db: Database, accounts: readonly NewAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(accounts.map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}`, email: a.email })))
      .onConflictDoNothing();
    await tx
      .insert(authAccounts)
      .values(
        accounts.map((a) => ({
          userId: a.id,
          accountId: a.id,
          providerId: 'credential',
          password: a.passwordHash,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(profiles)
      .values(
        accounts.map((a) => ({
          id: a.id,
          firstName: a.firstName,
          lastName: a.lastName,
          phone: a.phone,
          accountType: a.role,
          phoneVerifiedAt: now,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(userRoles)
      .values(accounts.map((a) => ({ userId: a.id, role: a.role })))
      .onConflictDoNothing();
  });
}

/** One Argon2 hash per password per run, made only when some account is missing: 60 hashes take seconds. */
function lazyHash(password: string): () => Promise<string> {
  let hash: Promise<string> | undefined;
  return () => (hash ??= hashPassword(password));
}

async function insertProviders(
  db: Database,
  batch: readonly GeneratedProvider[],
  customerIds: ReadonlySet<string>,
): Promise<void> {
  await db
    .insert(serviceProviders)
    .values(
      batch.map((p) => ({
        id: p.providerId,
        userId: p.userId,
        businessName: p.businessName,
        categories: p.categories,
        areas: p.areas,
        city: p.city,
        priceFrom: p.priceFrom,
        availability: p.availability,
        description: p.description,
        photoKey: p.photoKey,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    )
    .onConflictDoNothing();
  await insertJobs(db, batch, customerIds);
}

/** Each job as a completed request with its review, for the customers that exist. */
async function insertJobs(
  db: Database,
  batch: ReadonlyArray<Pick<GeneratedProvider, 'providerId' | 'jobs'>>,
  customerIds: ReadonlySet<string>,
): Promise<void> {
  const jobs = batch.flatMap((p) =>
    p.jobs
      .map((job) => ({ ...job, providerId: p.providerId, customerId: customers[job.customerIndex]!.id }))
      .filter((job) => customerIds.has(job.customerId)),
  );
  if (jobs.length === 0) return;
  await db
    .insert(serviceRequests)
    .values(
      jobs.map((job) => ({
        id: job.requestId,
        providerId: job.providerId,
        customerUserId: job.customerId,
        category: job.category,
        description: job.description,
        address: null,
        scheduledAt: job.scheduledAt,
        status: 'completed' as const,
        createdAt: new Date(job.scheduledAt.getTime() - 2 * 24 * 60 * 60 * 1000),
        updatedAt: job.scheduledAt,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(serviceReviews)
    .values(
      jobs.map((job) => ({
        id: job.reviewId,
        requestId: job.requestId,
        providerId: job.providerId,
        customerUserId: job.customerId,
        rating: job.rating,
        comment: job.comment,
        createdAt: new Date(job.scheduledAt.getTime() + 6 * 60 * 60 * 1000),
      })),
    )
    .onConflictDoNothing();
}

/** The demo provider account's profile and a few reviewed past jobs, when that account exists. */
async function seedDemoProviderProfile(db: Database, customerIds: ReadonlySet<string>): Promise<void> {
  if (!(await existingIds(db, [demoProvider.id])).has(demoProvider.id)) return;
  const { id, ...profile } = demoProviderProfile;
  await db
    .insert(serviceProviders)
    .values({ id, userId: demoProvider.id, ...profile })
    .onConflictDoNothing();
  // Past jobs, reviewed, so 'My Ratings' and the card have something to show; ids of their own.
  const borrowed = [0, 1, 2, 3, 4, 5, 6, 7].flatMap(
    (index) => generateProvider(index, customers.length).jobs,
  );
  const jobs = borrowed.slice(0, 6).map((job, i) => ({
    ...job,
    requestId: demoServiceId(6, 0x100 + i),
    reviewId: demoServiceId(6, 0x200 + i),
    category: 'plumbing' as const,
    description: 'Fix a leaking kitchen tap',
  }));
  await insertJobs(db, [{ providerId: id, jobs }], customerIds);
}

/**
 * Demo customers, then `providers` demo providers (default 60) with their accounts and reviewed past jobs,
 * then the demo provider account's own profile. Fixed ids and insert-if-missing, so running again changes
 * nothing; the review counters are then brought in line with the reviews in one statement.
 */
export const seedDemoServiceProviders: Seeder = async (db, options) => {
  if (process.env.NODE_ENV === 'production') return;
  const count = options.providers ?? defaultDemoProviderCount;
  const customerHash = lazyHash(demoCustomerPassword);
  const providerHash = lazyHash(demoProviderPassword);

  const knownCustomers = await existingIds(
    db,
    customers.map((customer) => customer.id),
  );
  const missingCustomers = customers.filter(
    (customer) => customer.id !== demoTenant.id && !knownCustomers.has(customer.id),
  );
  if (missingCustomers.length > 0) {
    const passwordHash = await customerHash();
    await insertAccounts(
      db,
      missingCustomers.map((customer) => ({ ...customer, role: 'tenant', passwordHash })),
    );
  }
  const customerIds = await existingIds(
    db,
    customers.map((customer) => customer.id),
  );

  for (let start = 0; start < count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) =>
      generateProvider(start + i, customers.length),
    );
    const known = await existingIds(
      db,
      batch.map((provider) => provider.userId),
    );
    const missing = batch.filter((provider) => !known.has(provider.userId));
    if (missing.length > 0) {
      const passwordHash = await providerHash();
      await insertAccounts(
        db,
        missing.map((p) => ({
          id: p.userId,
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          phone: p.phone,
          role: 'service_provider',
          passwordHash,
        })),
      );
    }
    await insertProviders(db, batch, customerIds);
  }
  await seedDemoProviderProfile(db, customerIds);

  await db.execute(sql`
    update ${serviceProviders} set review_count = totals.reviews, rating_total = totals.stars
    from (
      select p.id, count(r.id)::int as reviews, coalesce(sum(r.rating), 0)::int as stars
      from ${serviceProviders} p left join ${serviceReviews} r on r.provider_id = p.id
      group by p.id
    ) totals
    where totals.id = ${serviceProviders.id}
      and (${serviceProviders.reviewCount} <> totals.reviews or ${serviceProviders.ratingTotal} <> totals.stars)`);
  await db.execute(sql`analyze ${serviceProviders}`);
  options.logger.debug({ providers: count }, 'demo service providers');
};
