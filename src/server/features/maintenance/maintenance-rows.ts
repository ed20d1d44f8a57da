import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  MaintenanceEvent,
  MaintenanceRequest,
  MaintenanceRequestDetail,
} from '@common/maintenance/maintenance-contracts';
import type { Database, Transaction } from '../../db/client';
import {
  maintenanceEvents,
  maintenancePhotos,
  maintenanceRequests,
  profiles,
  properties,
  propertyUnits,
  serviceProviders,
  tenancies,
  users,
} from '../../db/schema/index';

type Db = Database | Transaction;

const tenantProfile = alias(profiles, 'tenant_profile');
const tenantUser = alias(users, 'tenant_user');

/** A request with everything deciding who may do what: the property's people and the provider's owner. */
export function selectRequests(db: Db) {
  return db
    .select({
      request: maintenanceRequests,
      propertyName: properties.name,
      propertyAddress: properties.address,
      propertyCity: properties.city,
      landlordId: properties.landlordId,
      caretakerId: properties.caretakerId,
      unitLabel: propertyUnits.label,
      tenantName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${tenantProfile.firstName}, ${tenantProfile.lastName})), ''), ${tenantUser.name})`,
      providerUserId: serviceProviders.userId,
      providerName: serviceProviders.businessName,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(tenancies, eq(tenancies.id, maintenanceRequests.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(tenantUser, eq(tenantUser.id, maintenanceRequests.tenantId))
    .leftJoin(tenantProfile, eq(tenantProfile.id, maintenanceRequests.tenantId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, maintenanceRequests.providerId));
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['where']>>[number];

/** The request's row locked for a step (FOR UPDATE of the request only), read with its people. */
export async function lockRequest(tx: Transaction, id: string): Promise<RequestRow | undefined> {
  const [locked] = await tx
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.id, id))
    .for('update');
  if (!locked) return undefined;
  const [row] = await selectRequests(tx).where(eq(maintenanceRequests.id, id));
  return row;
}

export type Part = 'tenant' | 'manager' | 'landlord' | 'provider';

/** The parts `userId` plays in a request: none means it is not theirs to see (404). */
export function partsOf(row: RequestRow, userId: string): Part[] {
  const parts: Part[] = [];
  if (row.request.tenantId === userId) parts.push('tenant');
  if (row.caretakerId === userId || row.landlordId === userId) parts.push('manager');
  if (row.landlordId === userId) parts.push('landlord');
  if (row.providerUserId === userId) parts.push('provider');
  return parts;
}

/** Everyone who hears of a step: tenant, caretaker, landlord and the assigned provider's owner, each once. */
export function peopleOf(row: RequestRow): string[] {
  return [
    ...new Set(
      [row.request.tenantId, row.caretakerId, row.landlordId, row.providerUserId].filter((id): id is string =>
        Boolean(id),
      ),
    ),
  ];
}

export const placeOf = (row: RequestRow) => `${row.unitLabel}, ${row.propertyName}`;

export function toMaintenanceRequest(row: RequestRow, userId: string): MaintenanceRequest {
  const r = row.request;
  return {
    id: r.id,
    propertyId: r.propertyId,
    propertyName: row.propertyName,
    unitLabel: row.unitLabel,
    tenantName: row.tenantName,
    category: r.category,
    description: r.description,
    urgency: r.urgency,
    accessNotes: r.accessNotes,
    status: r.status,
    provider: r.providerId && row.providerName ? { id: r.providerId, businessName: row.providerName } : null,
    scheduledDate: r.scheduledDate,
    scheduledWindow: r.scheduledWindow,
    completionNote: r.completionNote,
    cost: r.cost,
    rating: r.rating,
    tenantBillId: r.tenantBillId,
    myParts: partsOf(row, userId),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const photoUrl = (requestId: string, photoId: string) =>
  `/api/maintenance/requests/${requestId}/photos/${photoId}`;

/** The request as a party sees it, with its timeline (oldest first) and photos. */
export async function toDetail(db: Db, row: RequestRow, userId: string): Promise<MaintenanceRequestDetail> {
  const id = row.request.id;
  const [events, photos] = await Promise.all([
    db
      .select({
        action: maintenanceEvents.action,
        note: maintenanceEvents.note,
        at: maintenanceEvents.createdAt,
        actorName: sql<
          string | null
        >`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`,
      })
      .from(maintenanceEvents)
      .leftJoin(users, eq(users.id, maintenanceEvents.actorUserId))
      .leftJoin(profiles, eq(profiles.id, maintenanceEvents.actorUserId))
      .where(eq(maintenanceEvents.requestId, id))
      .orderBy(asc(maintenanceEvents.createdAt), asc(maintenanceEvents.id)),
    db
      .select({ id: maintenancePhotos.id, stage: maintenancePhotos.stage })
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.requestId, id))
      .orderBy(asc(maintenancePhotos.createdAt)),
  ]);
  return {
    ...toMaintenanceRequest(row, userId),
    timeline: events.map((event) => ({
      action: event.action as MaintenanceEvent['action'],
      actorName: event.actorName,
      note: event.note,
      at: event.at.toISOString(),
    })),
    photos: photos.map((photo) => ({ id: photo.id, stage: photo.stage, url: photoUrl(id, photo.id) })),
  };
}

/** Appends to the timeline, in the caller's transaction. */
export async function recordEvent(
  tx: Db,
  input: {
    requestId: string;
    actorUserId: string | null;
    action: MaintenanceEvent['action'];
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(maintenanceEvents).values({
    requestId: input.requestId,
    actorUserId: input.actorUserId,
    action: input.action,
    note: input.note ?? null,
    createdAt: input.at,
  });
}
