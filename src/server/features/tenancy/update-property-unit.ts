import { and, eq } from 'drizzle-orm';
import type { ManagedProperty, UnitInput } from '@common/tenancy/rent-terms';
import { rentTermsMessages } from '@common/tenancy/rent-terms-messages';
import { requirePermission, type ServiceContext } from '../../context';
import { propertyUnits } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadManagedProperty, lockOwnProperty } from './managed-properties';
import { assertUnitLabelFree } from './property-units';
import { isRowId } from '../../lib/row-id';

/**
 * PATCH /api/properties/:id/units/:unitId: the landlord renames a unit or changes its asking rent or deposit.
 * A tenancy already on the unit keeps the terms it was agreed on.
 */
export async function updatePropertyUnit(
  ctx: ServiceContext,
  input: { propertyId: string; unitId: string; unit: UnitInput },
): Promise<ManagedProperty> {
  const actor = requirePermission(ctx, 'manage:property:own');
  return ctx.db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, input.propertyId);
    if (!isRowId(input.unitId)) throw new AppError('NOT_FOUND', rentTermsMessages.unitNotFound);
    await assertUnitLabelFree(tx, {
      propertyId: property.id,
      label: input.unit.label,
      exceptUnitId: input.unitId,
    });
    const [updated] = await tx
      .update(propertyUnits)
      .set(input.unit)
      .where(and(eq(propertyUnits.id, input.unitId), eq(propertyUnits.propertyId, property.id)))
      .returning({ id: propertyUnits.id });
    if (!updated) throw new AppError('NOT_FOUND', rentTermsMessages.unitNotFound);
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'property_unit.updated',
      subjectType: 'property_unit',
      subjectId: updated.id,
      details: { propertyId: property.id, ...input.unit },
    });
    return loadManagedProperty(tx, actor, property.id);
  });
}
