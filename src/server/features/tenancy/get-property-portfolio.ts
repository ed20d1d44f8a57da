import { and, count, countDistinct, eq } from 'drizzle-orm';
import { canOpenDashboard } from '@common/dashboards/dashboards';
import type { PortfolioRole, PropertyPortfolio } from '@common/tenancy/tenancy';
import { requireActor, type ServiceContext } from '../../context';
import { properties, tenantProperties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * GET /api/properties/portfolio: the properties the user is landlord (or caretaker) of, how many have a
 * confirmed tenant, and those tenants. Whoever may open that role's dashboard may read it.
 */
export async function getPropertyPortfolio(
  ctx: ServiceContext,
  input: { as: PortfolioRole },
): Promise<PropertyPortfolio> {
  const actor = requireActor(ctx);
  if (!canOpenDashboard(actor.roles, input.as)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
  const ownedBy =
    input.as === 'landlord'
      ? eq(properties.landlordId, actor.userId)
      : eq(properties.caretakerId, actor.userId);
  const [[owned], [active]] = await Promise.all([
    ctx.db.select({ n: count() }).from(properties).where(ownedBy),
    ctx.db
      .select({
        occupied: countDistinct(tenantProperties.propertyId),
        tenants: countDistinct(tenantProperties.tenantId),
      })
      .from(tenantProperties)
      .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
      .where(and(ownedBy, eq(tenantProperties.status, 'active'))),
  ]);
  const total = Number(owned?.n ?? 0);
  const occupied = Number(active?.occupied ?? 0);
  return {
    properties: total,
    occupied,
    tenants: Number(active?.tenants ?? 0),
    occupancyRate: total > 0 ? Math.round((occupied / total) * 100) : null,
  };
}
