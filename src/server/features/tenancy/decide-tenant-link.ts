import { eq } from 'drizzle-orm';
import type { ConfirmTenantLinkInput } from '@common/tenancy/rent-terms';
import type { TenantLinkStatus, TenantPropertyLink } from '@common/tenancy/tenancy';
import { tenancyMessages } from '@common/tenancy/tenancy-messages';
import { requirePermission, type ServiceContext } from '../../context';
import { properties, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { propertySummaryColumns, toPropertySummary } from './property-summary';
import { startBilledTenancy } from './start-billed-tenancy';
import { isRowId } from '../../lib/row-id';

/**
 * The property's landlord or caretaker confirms a pending link (active), which starts the tenant's tenancy
 * of a unit on the terms given, or declines it (ended). A link on someone else's property is the same 404 as
 * one that does not exist.
 */
export async function decideTenantLink(
  ctx: ServiceContext,
  input:
    | { linkId: string; decision: 'confirm'; terms: ConfirmTenantLinkInput }
    | { linkId: string; decision: 'decline' },
): Promise<TenantPropertyLink> {
  const actor = requirePermission(ctx, 'confirm:tenant-link:own');
  if (!isRowId(input.linkId)) throw new AppError('NOT_FOUND', tenancyMessages.linkNotFound);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        link: tenantProperties,
        property: propertySummaryColumns,
        landlordId: properties.landlordId,
        caretakerId: properties.caretakerId,
      })
      .from(tenantProperties)
      .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
      .where(eq(tenantProperties.id, input.linkId))
      .for('update', { of: tenantProperties });
    if (!found || (found.landlordId !== actor.userId && found.caretakerId !== actor.userId)) {
      throw new AppError('NOT_FOUND', tenancyMessages.linkNotFound);
    }
    if (found.link.status !== 'pending') throw new AppError('CONFLICT', tenancyMessages.linkNotPending);
    // A link asked for before the landlord or caretaker took the property on cannot make them its tenant.
    const tenantManages =
      found.link.tenantId === found.landlordId || found.link.tenantId === found.caretakerId;
    if (tenantManages && input.decision === 'confirm') {
      throw new AppError('CONFLICT', tenancyMessages.ownProperty, { reason: 'OWN_PROPERTY' });
    }
    const status: TenantLinkStatus = input.decision === 'confirm' ? 'active' : 'ended';
    const [updated] = await tx
      .update(tenantProperties)
      .set({ status, decidedBy: actor.userId, decidedAt: ctx.now() })
      .where(eq(tenantProperties.id, input.linkId))
      .returning();
    const tenancyId =
      input.decision === 'confirm'
        ? await startBilledTenancy(tx, {
            createdBy: actor.userId,
            link: found.link,
            terms: input.terms,
            now: ctx.now(),
          })
        : null;
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: input.decision === 'confirm' ? 'tenant_property.confirmed' : 'tenant_property.declined',
      subjectType: 'tenant_property',
      subjectId: input.linkId,
      details: { propertyId: found.property.id, tenantId: found.link.tenantId, tenancyId },
    });
    return {
      id: updated!.id,
      status,
      createdAt: updated!.createdAt.toISOString(),
      property: toPropertySummary(found.property),
    };
  });
}
