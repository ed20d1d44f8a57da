import type { RentalApplicationList } from '@common/rental-applications/application-contracts';
import { requireActor, requirePermission, type ServiceContext } from '../../context';
import { loadApplications } from './application-rows';

/** GET /api/rental-applications/mine: the signed-in renter's applications and where each stands. */
export async function listMyApplications(ctx: ServiceContext): Promise<RentalApplicationList> {
  const actor = requireActor(ctx);
  return { applications: await loadApplications(ctx.db, { applicantId: actor.userId }) };
}

/** GET /api/rental-applications/received: applications for the signed-in host's listings. */
export async function listReceivedApplications(ctx: ServiceContext): Promise<RentalApplicationList> {
  const actor = requirePermission(ctx, 'decide:rental-application:own');
  return { applications: await loadApplications(ctx.db, { hostId: actor.userId }) };
}
