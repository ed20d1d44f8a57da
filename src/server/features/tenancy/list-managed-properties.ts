import { eq } from 'drizzle-orm';
import { canOpenDashboard } from '@common/dashboards/dashboards';
import type { ManagedProperty } from '@common/tenancy/rent-terms';
import type { PortfolioRole } from '@common/tenancy/tenancy';
import { requireActor, type ServiceContext } from '../../context';
import { properties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { loadManagedProperties } from './managed-properties';

/**
 * GET /api/properties/mine?as=landlord|caretaker: the properties the user owns (or looks after), each with
 * its units, who lives in each and on what terms. Whoever may open that role's dashboard may read it.
 */
export async function listManagedProperties(
  ctx: ServiceContext,
  input: { as: PortfolioRole },
): Promise<ManagedProperty[]> {
  const actor = requireActor(ctx);
  if (!canOpenDashboard(actor.roles, input.as)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
  return loadManagedProperties(
    ctx.db,
    actor,
    input.as === 'landlord'
      ? eq(properties.landlordId, actor.userId)
      : eq(properties.caretakerId, actor.userId),
  );
}
