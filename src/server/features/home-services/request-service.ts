import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { kenyaUtcOffsetMinutes, kenyaWallClock } from '@common/services/service-availability';
import {
  bookingTimeProblem,
  type ServiceRequest,
  type ServiceRequestData,
} from '@common/services/service-contracts';
import type { ServiceCategory } from '@common/services/service-categories';
import { serviceTexts } from '@common/services/service-texts';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { properties, serviceProviders, serviceRequests, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit, forgetAttempt } from '../../lib/rate-limit';
import { notifyOtherSide } from './notify-other-side';
import { selectListedProviders } from './provider-rows';
import { loadRequest, toServiceRequest } from './request-rows';

/** Generous for a real customer, tight enough that nobody floods providers' inboxes. */
export const serviceRequestRateLimit = { limit: 20, windowSeconds: 60 * 60 };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { fields: { [field]: message } });

/**
 * A property the customer may send a provider to: one they rent (a confirmed link; a pending one is only a
 * request to live there), own or look after.
 */
async function assertOwnProperty(tx: Transaction, userId: string, propertyId: string): Promise<void> {
  const [linked] = await tx
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(
      tenantProperties,
      and(
        eq(tenantProperties.propertyId, properties.id),
        eq(tenantProperties.tenantId, userId),
        eq(tenantProperties.status, 'active'),
      ),
    )
    .where(
      and(
        eq(properties.id, propertyId),
        or(
          eq(properties.landlordId, userId),
          eq(properties.caretakerId, userId),
          eq(tenantProperties.tenantId, userId),
        ),
      ),
    )
    .limit(1);
  if (!linked) throw new AppError('NOT_FOUND', serviceTexts.notFound.property);
}

/** The Kenyan calendar day a moment falls on, as the instants it starts and ends at. */
function kenyaDayOf(moment: Date): { date: string; start: Date; end: Date } {
  const { date } = kenyaWallClock(moment);
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - kenyaUtcOffsetMinutes * 60_000);
  return { date, start, end: new Date(start.getTime() + 86_400_000) };
}

/** One open request (requested or accepted) per customer, provider and Kenyan day: another is a 409. */
async function assertNoOpenRequestThatDay(
  tx: Transaction,
  customerUserId: string,
  providerId: string,
  scheduledAt: Date,
): Promise<void> {
  const day = kenyaDayOf(scheduledAt);
  // Requests sent at once queue here, so the check sees the first one's row.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`service-request:${customerUserId}:${providerId}:${day.date}`}))`,
  );
  const [open] = await tx
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.customerUserId, customerUserId),
        eq(serviceRequests.providerId, providerId),
        inArray(serviceRequests.status, ['requested', 'accepted']),
        gte(serviceRequests.scheduledAt, day.start),
        lt(serviceRequests.scheduledAt, day.end),
      ),
    )
    .limit(1);
  if (open) throw new AppError('CONFLICT', serviceTexts.conflict.sameDay, { reason: 'SAME_DAY' });
}

/**
 * POST /api/services/requests: a signed-in customer asks a listed provider to do a job at a time within the
 * provider's days and hours (Kenyan time), in the future and within 60 days. Stored as requested; it shows
 * in the provider's incoming requests, and the provider is told in the app and by SMS.
 */
export async function requestService(
  ctx: ServiceContext,
  input: ServiceRequestData,
): Promise<ServiceRequest> {
  const actor = requirePermission(ctx, 'create:service-request:own');
  const scheduledAt = new Date(input.scheduledAt);
  const [provider] = await selectListedProviders(ctx.db).where(eq(serviceProviders.id, input.providerId));
  if (!provider) throw new AppError('NOT_FOUND', serviceTexts.notFound.provider);
  if (provider.userId === actor.userId) throw new AppError('BAD_REQUEST', serviceTexts.conflict.ownService);
  if (input.category && !provider.categories.includes(input.category)) {
    throw invalid('category', serviceTexts.validation.categoryNotOffered);
  }
  const problem = bookingTimeProblem(scheduledAt, provider.availability, ctx.now());
  if (problem) throw invalid('scheduledAt', problem);
  const attempt = await consumeRateLimit(
    ctx.db,
    {
      key: `service-request:${actor.userId}`,
      ...serviceRequestRateLimit,
      message: serviceTexts.requestsRateLimited,
    },
    ctx.now(),
  );
  try {
    return await insertServiceRequest(ctx, actor.userId, provider, input, scheduledAt);
  } catch (error) {
    // A refused request is not an attempt that counts toward the limit.
    await forgetAttempt(ctx.db, attempt);
    throw error;
  }
}

async function insertServiceRequest(
  ctx: ServiceContext,
  customerUserId: string,
  provider: { id: string; categories: ServiceCategory[] },
  input: ServiceRequestData,
  scheduledAt: Date,
): Promise<ServiceRequest> {
  return ctx.db.transaction(async (tx) => {
    if (input.propertyId) await assertOwnProperty(tx, customerUserId, input.propertyId);
    await assertNoOpenRequestThatDay(tx, customerUserId, provider.id, scheduledAt);
    const now = ctx.now();
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        providerId: provider.id,
        customerUserId,
        category: input.category ?? (provider.categories.length === 1 ? provider.categories[0]! : null),
        description: input.description,
        address: input.address ?? null,
        propertyId: input.propertyId ?? null,
        scheduledAt,
        budget: input.budget ?? null,
        status: 'requested',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: serviceRequests.id });
    await recordAuditEvent(tx, {
      actorUserId: customerUserId,
      action: 'service_request.requested',
      subjectType: 'service_request',
      subjectId: row!.id,
      details: { providerId: provider.id },
    });
    const created = await loadRequest(tx, row!.id);
    await notifyOtherSide(tx, created, { action: 'request', at: now });
    ctx.logger.info({ serviceRequestId: row!.id, providerId: provider.id }, 'service requested');
    return toServiceRequest(created);
  });
}
