import type { ManagedProperty, UnitInput } from '@common/tenancy/rent-terms';
import { requirePermission, type ServiceContext } from '../../context';
import { propertyUnits } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadManagedProperty, lockOwnProperty } from './managed-properties';
import { assertUnitLabelFree } from './property-units';

/** POST /api/properties/:id/units: the landlord adds a unit with its asking rent and deposit; it is vacant. */
export async function addPropertyUnit(
  ctx: ServiceContext,
  input: { propertyId: string; unit: UnitInput },
): Promise<ManagedProperty> {
  const actor = requirePermission(ctx, 'manage:property:own');
  return ctx.db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, input.propertyId);
    await assertUnitLabelFree(tx, { propertyId: property.id, label: input.unit.label });
    const [unit] = await tx
      .insert(propertyUnits)
      .values({ propertyId: property.id, ...input.unit })
      .returning({ id: propertyUnits.id });
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'property_unit.added',
      subjectType: 'property_unit',
      subjectId: unit!.id,
      details: { propertyId: property.id, ...input.unit },
    });
    return loadManagedProperty(tx, actor, property.id);
  });
}
