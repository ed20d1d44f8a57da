import { and, eq, or } from 'drizzle-orm';
import {
  bookingTimeProblem,
  type ServiceRequest,
  type ServiceRequestData,
} from '@common/services/service-contracts';
import { serviceTexts } from '@common/services/service-texts';
import { requirePermission, type ServiceContext } from '../../context';
import type { Transaction } from '../../db/client';
import { properties, serviceProviders, serviceRequests, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumeRateLimit } from '../../lib/rate-limit';
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

/**
 * POST /api/services/requests: a signed-in customer asks a listed provider to do a job at a time within the
 * provider's days and hours (Kenyan time), in the future and within 60 days. Stored as requested; it shows
 * in the provider's incoming requests.
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
  await consumeRateLimit(
    ctx.db,
    {
      key: `service-request:${actor.userId}`,
      ...serviceRequestRateLimit,
      message: serviceTexts.requestsRateLimited,
    },
    ctx.now(),
  );

  return ctx.db.transaction(async (tx) => {
    if (input.propertyId) await assertOwnProperty(tx, actor.userId, input.propertyId);
    const now = ctx.now();
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        providerId: provider.id,
        customerUserId: actor.userId,
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
      actorUserId: actor.userId,
      action: 'service_request.requested',
      subjectType: 'service_request',
      subjectId: row!.id,
      details: { providerId: provider.id },
    });
    ctx.logger.info({ serviceRequestId: row!.id, providerId: provider.id }, 'service requested');
    return toServiceRequest(await loadRequest(tx, row!.id));
  });
}
