import { eq } from 'drizzle-orm';
import type { Tenancy } from '@common/tenancy/rent-terms';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import { requirePermission, type ServiceContext } from '../../context';
import { properties, propertyUnits, tenancies, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadTenancies } from './tenancy-rows';
import { isRowId } from '../../lib/row-id';

/**
 * POST /api/tenancies/:id/end: the landlord or caretaker records the tenant's move-out. The unit is vacant
 * again and the tenant's link to the property ends; the tenancy stays as history. Someone else's tenancy is
 * the same 404 as none.
 */
export async function endTenancy(
  ctx: ServiceContext,
  input: { id: string; moveOutDate: string },
): Promise<Tenancy> {
  const actor = requirePermission(ctx, 'end:tenancy:own');
  if (!isRowId(input.id)) throw new AppError('NOT_FOUND', rentTermsMessages.tenancyNotFound);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ tenancy: tenancies, landlordId: properties.landlordId, caretakerId: properties.caretakerId })
      .from(tenancies)
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(eq(tenancies.id, input.id))
      .for('update', { of: tenancies });
    if (!found || (found.landlordId !== actor.userId && found.caretakerId !== actor.userId)) {
      throw new AppError('NOT_FOUND', rentTermsMessages.tenancyNotFound);
    }
    if (found.tenancy.status !== 'active') throw new AppError('CONFLICT', rentTermsMessages.tenancyEnded);
    if (input.moveOutDate < found.tenancy.startDate) {
      throw new AppError('BAD_REQUEST', rentTermsMessages.moveOutBeforeStart);
    }
    await tx
      .update(tenancies)
      .set({ status: 'ended', endDate: input.moveOutDate, endedBy: actor.userId, endedAt: ctx.now() })
      .where(eq(tenancies.id, input.id));
    if (found.tenancy.linkId) {
      await tx
        .update(tenantProperties)
        .set({ status: 'ended' })
        .where(eq(tenantProperties.id, found.tenancy.linkId));
    }
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'tenancy.ended',
      subjectType: 'tenancy',
      subjectId: input.id,
      details: { moveOutDate: input.moveOutDate, tenantId: found.tenancy.tenantId },
    });
    const [ended] = await loadTenancies(tx, eq(tenancies.id, input.id), ctx.now());
    return ended!;
  });
}
