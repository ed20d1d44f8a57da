import { eq } from 'drizzle-orm';
import type { MaintenanceRequestDetail, RankedProvider } from '@common/maintenance/maintenance-contracts';
import { maintenanceMessages } from '@common/maintenance/maintenance-messages';
import { maintenanceTrades } from '@common/maintenance/maintenance-vocabulary';
import { parseServiceText } from '@common/services/parse-service-text';
import { locationsInCity } from '@common/locations/locations';
import { requireActor, type ServiceContext } from '../../context';
import { locationsTable, maintenanceRequests, properties } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { rankProvidersForJob } from '../home-services';
import { partsOf, selectRequests, toDetail, type RequestRow } from './maintenance-rows';

const m = maintenanceMessages;

async function findVisible(ctx: ServiceContext, id: string) {
  const actor = requireActor(ctx);
  if (!isRowId(id)) throw new AppError('NOT_FOUND', m.notFound.request);
  const [row] = await selectRequests(ctx.db).where(eq(maintenanceRequests.id, id));
  if (!row || partsOf(row, actor.userId).length === 0) throw new AppError('NOT_FOUND', m.notFound.request);
  return { actor, row };
}

/** GET /api/maintenance/requests/:id: the request with its timeline and photos, for its parties only. */
export async function getMaintenanceRequest(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<MaintenanceRequestDetail> {
  const { actor, row } = await findVisible(ctx, id);
  return toDetail(ctx.db, row, actor.userId);
}

/**
 * Where the property is, in the location vocabulary: its chosen area, so 'same area' and 'neighbouring' are
 * exact. A property from before areas were asked whose name and address named no one area has none; for it,
 * the areas its name, address or city name (read by the same parser as searches), failing that every area
 * of its city.
 */
async function propertyAreas(ctx: ServiceContext, row: RequestRow): Promise<string[]> {
  const [chosen] = await ctx.db
    .select({ name: locationsTable.name })
    .from(properties)
    .innerJoin(locationsTable, eq(locationsTable.id, properties.locationId))
    .where(eq(properties.id, row.request.propertyId));
  if (chosen) return [chosen.name];
  const named = parseServiceText(`${row.propertyName} ${row.propertyAddress} ${row.propertyCity}`).locations;
  return named.length > 0 ? named : locationsInCity(row.propertyCity);
}

/**
 * GET /api/maintenance/requests/:id/providers: the providers for this job in the one ranking (right trade,
 * then nearness to the property, then rating and availability), for the property's caretaker or landlord.
 */
export async function listJobProviders(
  ctx: ServiceContext,
  { id }: { id: string },
): Promise<{ providers: RankedProvider[] }> {
  const { actor, row } = await findVisible(ctx, id);
  if (!partsOf(row, actor.userId).includes('manager')) {
    throw new AppError('FORBIDDEN', m.forbidden.notYourStep('assign'));
  }
  const ranked = await rankProvidersForJob(ctx.db, {
    categories: maintenanceTrades[row.request.category],
    locations: await propertyAreas(ctx, row),
    limit: 20,
  });
  return { providers: ranked.map(({ userId: _owner, ...provider }) => provider) };
}
