import { randomBytes, randomUUID } from 'node:crypto';
import { findLocation } from '@common/locations/locations';
import type { Availability, Weekday } from '@common/services/service-availability';
import { kenyaWallClock } from '@common/services/service-availability';
import type { ServiceCategory } from '@common/services/service-categories';
import type { Database } from '../../../db/client';
import { kycDocuments, profiles, serviceProviders, userRoles, users } from '../../../db/schema/index';
import { servicePhotoKeyFor } from '../service-photo-key';

export interface ProviderFixture {
  businessName?: string;
  categories?: ServiceCategory[];
  areas?: string[];
  priceFrom?: number;
  availability?: Availability;
  description?: string;
  phoneVerified?: boolean;
  /** Approve these KYC categories for the owner. */
  approvedKyc?: Array<'id_front' | 'id_back' | 'selfie'>;
  reviewCount?: number;
  ratingTotal?: number;
  createdAt?: Date;
}

export const weekdaysOnly: Availability = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  opensAt: '08:00',
  closesAt: '17:00',
};

/** A provider straight in the database (owner account without a password): for search and ranking tests. */
export async function insertProvider(db: Database, fixture: ProviderFixture = {}): Promise<string> {
  const userId = randomUUID();
  const name = fixture.businessName ?? `Provider ${userId.slice(0, 6)}`;
  await db.insert(users).values({ id: userId, name, email: `${userId}@providers.example.co.ke` });
  await db.insert(profiles).values({
    id: userId,
    firstName: 'Test',
    lastName: 'Provider',
    phone: `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    accountType: 'service_provider',
    phoneVerifiedAt: fixture.phoneVerified === false ? null : new Date(),
  });
  await db.insert(userRoles).values({ userId, role: 'service_provider' });
  for (const category of fixture.approvedKyc ?? []) {
    await db.insert(kycDocuments).values({
      userId,
      documentType: category === 'selfie' ? 'Selfie' : 'National ID',
      documentCategory: category,
      documentPath: `profile_documents/${userId}/${category}/${randomUUID()}.jpg`,
      fileLabel: `${category}.jpg`,
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      status: 'approved',
    });
  }
  const categories = fixture.categories ?? ['plumbing'];
  const areas = fixture.areas ?? ['Kilimani'];
  const [row] = await db
    .insert(serviceProviders)
    .values({
      userId,
      businessName: name,
      categories,
      areas,
      city: findLocation(areas[0]!)?.city ?? 'Nairobi',
      priceFrom: fixture.priceFrom ?? 1500,
      availability: fixture.availability ?? weekdaysOnly,
      description: fixture.description ?? 'Reliable, on time and tidy. Call us for any job in the area.',
      photoKey: servicePhotoKeyFor(categories[0]!, randomBytes(6).toString('hex')),
      reviewCount: fixture.reviewCount ?? 0,
      ratingTotal: fixture.ratingTotal ?? 0,
      createdAt: fixture.createdAt ?? new Date(),
    })
    .returning({ id: serviceProviders.id });
  return row!.id;
}

/**
 * The next time, at least a day from now, on one of `days` at `clock` Kenyan time, as an ISO string with
 * the +03:00 offset the form sends.
 */
export function nextSlot(days: readonly Weekday[], clock = '10:00', fromDays = 1): string {
  for (let ahead = fromDays; ahead < fromDays + 8; ahead++) {
    const moment = new Date(Date.now() + ahead * 24 * 60 * 60 * 1000);
    const { day, date } = kenyaWallClock(moment);
    if (days.includes(day)) return `${date}T${clock}:00+03:00`;
  }
  throw new Error(`No slot on ${days.join(', ')}`);
}
