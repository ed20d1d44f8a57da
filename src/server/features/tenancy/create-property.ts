import type { ManagedProperty, PropertyInput } from '@common/tenancy/rent-terms';
import { requirePermission, type ServiceContext } from '../../context';
import { properties } from '../../db/schema/index';
import { recordAuditEvent } from '../../lib/audit-log';
import { loadManagedProperty } from './managed-properties';
import { generatePropertyId } from './property-ids';
import { propertyLocationId } from './property-locations';

/** How many fresh codes to try: 32⁴ codes make a clash rare, and several in a row a sign of something else. */
const codeTries = 5;

/**
 * POST /api/properties: the landlord adds a property and gets its share code (`ABD-XXXX`), which tenants
 * type to link to it. Units are added next.
 */
export async function createProperty(ctx: ServiceContext, input: PropertyInput): Promise<ManagedProperty> {
  const actor = requirePermission(ctx, 'manage:property:own');
  const { location, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const locationId = await propertyLocationId(tx, location);
    let id = '';
    for (let attempt = 0; attempt < codeTries && !id; attempt += 1) {
      const [inserted] = await tx
        .insert(properties)
        .values({ id: generatePropertyId(), ...fields, locationId, landlordId: actor.userId })
        .onConflictDoNothing()
        .returning({ id: properties.id });
      id = inserted?.id ?? '';
    }
    if (!id) throw new Error('No free property code after several tries');
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'property.created',
      subjectType: 'property',
      subjectId: id,
      details: { name: input.name, location },
    });
    return loadManagedProperty(tx, actor, id);
  });
}
