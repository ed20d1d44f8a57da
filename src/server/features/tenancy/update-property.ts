import { eq } from 'drizzle-orm';
import type { ManagedProperty, PropertyInput } from '@common/tenancy/rent-terms';
import { requirePermission, type ServiceContext } from '../../context';
import { properties } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadManagedProperty, lockOwnProperty } from './managed-properties';
import { propertyLocationId } from './property-locations';

/** PATCH /api/properties/:id: the landlord corrects the property's name, address or area. */
export async function updateProperty(
  ctx: ServiceContext,
  input: { id: string; changes: PropertyInput },
): Promise<ManagedProperty> {
  const actor = requirePermission(ctx, 'manage:property:own');
  return ctx.db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, actor, input.id);
    const { location, ...fields } = input.changes;
    const locationId = await propertyLocationId(tx, location);
    await tx
      .update(properties)
      .set({ ...fields, locationId })
      .where(eq(properties.id, property.id));
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'property.updated',
      subjectType: 'property',
      subjectId: property.id,
      details: { name: input.changes.name, location },
    });
    return loadManagedProperty(tx, actor, property.id);
  });
}
