import { and, eq, sql } from 'drizzle-orm';
import type { TenantLinkStatus, TenantPropertyLink } from '@common/tenancy/tenancy';
import { tenancyMessages } from '@common/tenancy/tenancy-messages';
import { requireActor, type ServiceContext } from '../../context';
import { properties, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordAuditEvent } from '../../lib/audit-log';
import { consumePropertyLookup, findPropertySummary } from './find-property';

/**
 * Asks to be linked to a property as its tenant. The link is pending until the landlord or caretaker
 * confirms it. A pending or active link answers 409 'You are already linked to this property'; one that was
 * declined or ended may be asked for again. The property's own landlord or caretaker cannot be its tenant. Counted in the same per-user limit as lookups.
 */
export async function linkTenantToProperty(
  ctx: ServiceContext,
  input: { propertyId: string },
): Promise<TenantPropertyLink> {
  const actor = requireActor(ctx, tenancyMessages.notAuthenticated);
  await consumePropertyLookup(ctx, actor);
  const property = await findPropertySummary(ctx, input.propertyId);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`tenant-link:${actor.userId}:${property.id}`}))`,
    );
    const [managers] = await tx
      .select({ landlordId: properties.landlordId, caretakerId: properties.caretakerId })
      .from(properties)
      .where(eq(properties.id, property.id));
    if (managers && (managers.landlordId === actor.userId || managers.caretakerId === actor.userId)) {
      throw new AppError('CONFLICT', tenancyMessages.ownProperty, { reason: 'OWN_PROPERTY' });
    }
    const [existing] = await tx
      .select()
      .from(tenantProperties)
      .where(and(eq(tenantProperties.tenantId, actor.userId), eq(tenantProperties.propertyId, property.id)))
      .for('update');
    if (existing && existing.status !== 'ended') {
      throw new AppError('CONFLICT', tenancyMessages.alreadyLinked, { reason: 'ALREADY_LINKED' });
    }
    const now = ctx.now();
    const [row] = existing
      ? await tx
          .update(tenantProperties)
          .set({ status: 'pending', decidedAt: null, decidedBy: null, createdAt: now })
          .where(eq(tenantProperties.id, existing.id))
          .returning()
      : await tx
          .insert(tenantProperties)
          .values({ tenantId: actor.userId, propertyId: property.id, status: 'pending', createdAt: now })
          .returning();
    await recordAuditEvent(tx, {
      actorUserId: actor.userId,
      action: 'tenant_property.requested',
      subjectType: 'tenant_property',
      subjectId: row!.id,
      details: { propertyId: property.id },
    });
    return {
      id: row!.id,
      status: row!.status as TenantLinkStatus,
      createdAt: row!.createdAt.toISOString(),
      property,
    };
  });
}
