import { eq } from 'drizzle-orm';
import { isPropertyId, normalizePropertyId } from '@common/tenancy/property-id';
import type { PropertySummary } from '@common/tenancy/tenancy';
import { tenancyMessages } from '@common/tenancy/tenancy-messages';
import { requireActor, type Actor, type ServiceContext } from '../../context';
import { properties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import { propertySummaryColumns, toPropertySummary } from './property-summary';

/** Lookups and link attempts per user per minute, so property IDs cannot be enumerated. */
export const propertyLookupLimit = { limit: 20, windowSeconds: 60 };

/** Counts one lookup for the actor and refuses the 21st in a minute with a 429. */
export async function consumePropertyLookup(ctx: ServiceContext, actor: Actor): Promise<void> {
  await consumeRateLimit(
    ctx.db,
    {
      key: `property-lookup:${actor.userId}`,
      ...propertyLookupLimit,
      message: tenancyMessages.lookupLimited,
    },
    ctx.now(),
  );
}

/** The property by the ID as typed (trimmed, any case, spaces and a missing dash forgiven), or a 404. */
export async function findPropertySummary(ctx: ServiceContext, typed: string): Promise<PropertySummary> {
  const id = normalizePropertyId(typed);
  if (!isPropertyId(id)) throw new AppError('NOT_FOUND', tenancyMessages.notFound);
  const [row] = await ctx.db.select(propertySummaryColumns).from(properties).where(eq(properties.id, id));
  if (!row) throw new AppError('NOT_FOUND', tenancyMessages.notFound);
  return toPropertySummary(row);
}

/** `GET /api/properties/lookup?id=`: name, address, city and county only; never the landlord or tenants. */
export async function lookupProperty(ctx: ServiceContext, input: { id: string }): Promise<PropertySummary> {
  const actor = requireActor(ctx, tenancyMessages.notAuthenticated);
  await consumePropertyLookup(ctx, actor);
  return findPropertySummary(ctx, input.id);
}
