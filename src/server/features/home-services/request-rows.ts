import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  IncomingServiceRequest,
  ServiceRequest,
  ServiceRequestStatus,
} from '@common/services/service-contracts';
import type { Database, Transaction } from '../../db/client';
import {
  profiles,
  properties,
  serviceProviders,
  serviceRequests,
  serviceReviews,
} from '../../db/schema/index';
import { toServicePhoto } from './provider-rows';
import { reviewerName, toServiceReview } from './review-rows';

const customerProfiles = alias(profiles, 'customer_profiles');
const providerProfiles = alias(profiles, 'provider_profiles');

/** A request with everything either side's view shows: provider, customer, property and review. */
export function selectRequests(db: Database | Transaction) {
  return db
    .select({
      request: serviceRequests,
      provider: {
        id: serviceProviders.id,
        userId: serviceProviders.userId,
        name: serviceProviders.businessName,
        categories: serviceProviders.categories,
        photoKey: serviceProviders.photoKey,
        phone: providerProfiles.phone,
      },
      customer: {
        firstName: customerProfiles.firstName,
        lastName: customerProfiles.lastName,
        phone: customerProfiles.phone,
      },
      property: {
        id: properties.id,
        name: properties.name,
        address: properties.address,
        city: properties.city,
      },
      review: {
        id: serviceReviews.id,
        requestId: serviceReviews.requestId,
        rating: serviceReviews.rating,
        comment: serviceReviews.comment,
        createdAt: serviceReviews.createdAt,
      },
    })
    .from(serviceRequests)
    .innerJoin(serviceProviders, eq(serviceProviders.id, serviceRequests.providerId))
    .leftJoin(providerProfiles, eq(providerProfiles.id, serviceProviders.userId))
    .leftJoin(customerProfiles, eq(customerProfiles.id, serviceRequests.customerUserId))
    .leftJoin(properties, eq(properties.id, serviceRequests.propertyId))
    .leftJoin(serviceReviews, eq(serviceReviews.requestId, serviceRequests.id));
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

/** Once the provider has said yes the customer may call them; before that their number stays private. */
const phoneShownTo: readonly ServiceRequestStatus[] = ['accepted', 'completed'];

function commonFields(row: RequestRow) {
  const { request, review } = row;
  return {
    id: request.id,
    status: request.status,
    category: request.category ?? null,
    description: request.description,
    address: request.address,
    property: row.property,
    scheduledAt: request.scheduledAt.toISOString(),
    budget: request.budget,
    review: review
      ? toServiceReview({
          ...review,
          category: request.category ?? null,
          firstName: row.customer?.firstName ?? null,
          lastName: row.customer?.lastName ?? null,
        })
      : null,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function toServiceRequest(row: RequestRow): ServiceRequest {
  return {
    ...commonFields(row),
    provider: {
      id: row.provider.id,
      name: row.provider.name,
      photo: toServicePhoto(row.provider.photoKey, row.provider.name, row.provider.categories),
      phone: phoneShownTo.includes(row.request.status) ? (row.provider.phone ?? null) : null,
    },
  };
}

/** The provider is going to the customer's door: the full name, not the review's short form. */
export const customerName = (row: RequestRow): string =>
  [row.customer?.firstName, row.customer?.lastName].filter(Boolean).join(' ') || reviewerName(null, null);

export function toIncomingServiceRequest(row: RequestRow): IncomingServiceRequest {
  return {
    ...commonFields(row),
    customer: {
      name: customerName(row),
      phone: row.customer?.phone ?? null,
    },
  };
}

/** Locks one request row for a status change, so two clicks cannot both move it. */
export async function lockRequest(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: serviceRequests.id,
      status: serviceRequests.status,
      customerUserId: serviceRequests.customerUserId,
      providerId: serviceRequests.providerId,
      providerUserId: serviceProviders.userId,
    })
    .from(serviceRequests)
    .innerJoin(serviceProviders, eq(serviceProviders.id, serviceRequests.providerId))
    .where(eq(serviceRequests.id, id))
    .for('update', { of: serviceRequests });
  return row;
}

export async function loadRequest(db: Database | Transaction, id: string): Promise<RequestRow> {
  const [row] = await selectRequests(db).where(eq(serviceRequests.id, id));
  if (!row) throw new Error(`Service request ${id} vanished inside its own transaction`);
  return row;
}

/** Used by lists to keep the newest first without a second sort key tie. */
export const newestFirst = [sql`${serviceRequests.createdAt} desc`, sql`${serviceRequests.id} desc`];
