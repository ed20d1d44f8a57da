import { can } from '@common/auth/permissions';
import { listingPipelineTexts } from '@common/listings/listing-pipeline-texts';
import { requireActor, type Actor, type ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';

/** A signed-in landlord (or agent); anyone else is told how to become one (403). */
export function requireLister(ctx: ServiceContext): Actor {
  const actor = requireActor(ctx);
  if (!can(actor.roles, 'create:listing:own'))
    throw new AppError('FORBIDDEN', listingPipelineTexts.notLister);
  return actor;
}
