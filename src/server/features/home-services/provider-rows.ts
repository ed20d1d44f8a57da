import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { requiredKycCategories } from '@common/kyc/kyc-documents';
import { findLocation } from '@common/locations/locations';
import {
  servicePhotoAspect,
  servicePhotoSrcSet,
  servicePhotoUrl,
  toAvailabilityView,
  type ServicePhoto,
  type ServiceProviderSummary,
} from '@common/services/service-contracts';
import { serviceCategoryLabels } from '@common/services/service-categories';
import type { Database, Transaction } from '../../db/client';
import { kycDocuments, profiles, serviceProviders, userRoles } from '../../db/schema/index';

/**
 * Owners whose KYC is approved: 'Verified Provider' means the three documents every account needs (ID front,
 * ID back and selfie, requiredKycCategories) are each approved by a reviewer. Organisation documents are
 * optional everywhere in the product, so they do not decide it; one rejected or pending document does.
 */
function approvedKycOwners(db: Database | Transaction) {
  return db
    .select({ userId: kycDocuments.userId })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.status, 'approved'),
        inArray(kycDocuments.documentCategory, [...requiredKycCategories]),
      ),
    )
    .groupBy(kycDocuments.userId)
    .having(sql`count(*) = ${requiredKycCategories.length}`)
    .as('approved_kyc');
}

/** A profile is listed while its owner holds the provider role and has a verified phone. */
export const listedJoin = {
  profile: and(eq(profiles.id, serviceProviders.userId), isNotNull(profiles.phoneVerifiedAt)),
  role: and(eq(userRoles.userId, serviceProviders.userId), eq(userRoles.role, 'service_provider')),
};

export const providerColumns = {
  id: serviceProviders.id,
  userId: serviceProviders.userId,
  businessName: serviceProviders.businessName,
  categories: serviceProviders.categories,
  areas: serviceProviders.areas,
  city: serviceProviders.city,
  priceFrom: serviceProviders.priceFrom,
  availability: serviceProviders.availability,
  description: serviceProviders.description,
  photoKey: serviceProviders.photoKey,
  reviewCount: serviceProviders.reviewCount,
  ratingTotal: serviceProviders.ratingTotal,
  createdAt: serviceProviders.createdAt,
};

/** Listed providers with every column a card needs and whether each is verified; the caller adds the rest. */
export function selectListedProviders(db: Database | Transaction) {
  const approved = approvedKycOwners(db);
  return db
    .select({
      ...providerColumns,
      verified: sql<boolean>`${approved.userId} is not null`.mapWith(Boolean).as('verified'),
    })
    .from(serviceProviders)
    .innerJoin(profiles, listedJoin.profile)
    .innerJoin(userRoles, listedJoin.role)
    .leftJoin(approved, eq(approved.userId, serviceProviders.userId));
}

/** Any profile (listed or not) with its verification: the owner's own view. */
export function selectAnyProvider(db: Database | Transaction) {
  const approved = approvedKycOwners(db);
  return db
    .select({
      ...providerColumns,
      verified: sql<boolean>`${approved.userId} is not null`.mapWith(Boolean).as('verified'),
    })
    .from(serviceProviders)
    .leftJoin(approved, eq(approved.userId, serviceProviders.userId));
}

export interface ProviderRow {
  id: string;
  userId: string;
  businessName: string;
  categories: ServiceProviderSummary['categories'];
  areas: string[];
  city: string;
  priceFrom: number;
  availability: { days: ServiceProviderSummary['availability']['days']; opensAt: string; closesAt: string };
  description: string;
  photoKey: string;
  reviewCount: number;
  ratingTotal: number;
  createdAt: Date;
  verified: boolean;
}

/** The average of the reviews to one decimal, or null before the first. */
export function averageRating(reviewCount: number, ratingTotal: number): number | null {
  return reviewCount === 0 ? null : Math.round((ratingTotal / reviewCount) * 10) / 10;
}

export function toServicePhoto(
  photoKey: string,
  businessName: string,
  categories: readonly string[],
): ServicePhoto {
  const label = categories
    .map((category) => serviceCategoryLabels[category as keyof typeof serviceCategoryLabels])
    .join(', ');
  return {
    key: photoKey,
    url: servicePhotoUrl(photoKey),
    srcSet: servicePhotoSrcSet(photoKey),
    alt: `${businessName}: ${label.toLowerCase()}`,
    width: 480,
    height: (480 * servicePhotoAspect.height) / servicePhotoAspect.width,
  };
}

export function toProviderSummary(row: ProviderRow): ServiceProviderSummary {
  const base = row.areas[0] ?? '';
  return {
    id: row.id,
    name: row.businessName,
    categories: row.categories,
    location: { name: base, city: findLocation(base)?.city ?? row.city },
    city: row.city,
    areas: row.areas,
    rating: averageRating(row.reviewCount, row.ratingTotal),
    reviewCount: row.reviewCount,
    availability: toAvailabilityView(row.availability),
    priceFrom: row.priceFrom,
    photo: toServicePhoto(row.photoKey, row.businessName, row.categories),
    verified: row.verified,
    description: row.description,
  };
}
