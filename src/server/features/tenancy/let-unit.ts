import { eq } from 'drizzle-orm';
import type { ConfirmTenantLinkInput } from '@common/tenancy/rent-terms';
import type { Transaction } from '../../db/client';
import { properties, propertyUnits, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { isRowId } from '../../lib/row-id';
import { startBilledTenancy } from './start-billed-tenancy';

/**
 * Lets a unit to a tenant the landlord (or the property's caretaker) chose outside a link request, e.g. by
 * approving their rental application: the tenant's link to the property becomes active and the tenancy starts
 * exactly as confirming a link starts it. Runs in the caller's transaction. A unit of someone else's property
 * is `notFoundMessage` (404); an occupied one is 409 UNIT_OCCUPIED.
 */
export async function letUnit(
  tx: Transaction,
  input: {
    actorUserId: string;
    tenantId: string;
    terms: ConfirmTenantLinkInput;
    now: Date;
    notFoundMessage: string;
  },
): Promise<{ tenancyId: string; unitLabel: string; propertyName: string }> {
  const { actorUserId, tenantId, terms, now } = input;
  if (!isRowId(terms.unitId)) throw new AppError('NOT_FOUND', input.notFoundMessage);
  const [unit] = await tx
    .select({
      label: propertyUnits.label,
      propertyId: properties.id,
      propertyName: properties.name,
      landlordId: properties.landlordId,
      caretakerId: properties.caretakerId,
    })
    .from(propertyUnits)
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(eq(propertyUnits.id, terms.unitId));
  if (!unit || (unit.landlordId !== actorUserId && unit.caretakerId !== actorUserId)) {
    throw new AppError('NOT_FOUND', input.notFoundMessage);
  }
  const [link] = await tx
    .insert(tenantProperties)
    .values({
      tenantId,
      propertyId: unit.propertyId,
      status: 'active',
      decidedBy: actorUserId,
      decidedAt: now,
    })
    .onConflictDoUpdate({
      target: [tenantProperties.tenantId, tenantProperties.propertyId],
      set: { status: 'active', decidedBy: actorUserId, decidedAt: now },
    })
    .returning();
  const tenancyId = await startBilledTenancy(tx, { createdBy: actorUserId, link: link!, terms, now });
  await recordAuditEvent(tx, {
    actorUserId,
    action: 'tenancy.let',
    subjectType: 'tenancy',
    subjectId: tenancyId,
    details: { propertyId: unit.propertyId, unitId: terms.unitId, tenantId },
  });
  return { tenancyId, unitLabel: unit.label, propertyName: unit.propertyName };
}
