import { eq } from 'drizzle-orm';
import type { Tenancy } from '@common/tenancy/rent-terms';
import { requireActor, type ServiceContext } from '../../context';
import { tenancies } from '../../db/schema/index';
import { loadTenancies } from './tenancy-rows';

/** GET /api/tenancies: the signed-in tenant's tenancies, the active ones first (oldest first), then the ended ones. */
export async function listMyTenancies(ctx: ServiceContext): Promise<Tenancy[]> {
  const actor = requireActor(ctx);
  return loadTenancies(ctx.db, eq(tenancies.tenantId, actor.userId), ctx.now());
}
