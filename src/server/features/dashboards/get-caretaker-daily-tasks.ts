import { and, asc, eq, exists, isNotNull, lt, notExists, notInArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaretakerDailyTasks, CaretakerTask } from '@common/dashboards/caretaker-daily-tasks';
import { isMaintenanceOverdue } from '@common/maintenance/maintenance-overdue';
import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import type { ServiceContext } from '../../context';
import {
  maintenanceRequests,
  profiles,
  properties,
  propertyUnits,
  serviceProviders,
  tenancies,
  tenancyInvoices,
  tenantProperties,
  users,
} from '../../db/schema/index';
import { tenantNameSql } from '../tenancy';
import { requireDashboard } from './dashboard-access';

/** Open requests read per caretaker; a queue longer than this is shown oldest first up to it. */
const maxOpenRequests = 500;

/**
 * The caretaker's tasks for today (Nairobi), at the properties whose caretaker they are, computed from the
 * records themselves (nothing is stored): maintenance requests overdue, new or with a visit booked today;
 * tenants waiting to be confirmed; metered units whose month's reading is not in. Only the caretaker
 * dashboard's role may ask (403 for the others).
 *
 * Viewings are not here: a listing is not tied to a property in the data model, so no viewing can be said to
 * be at a caretaker's property.
 */
export async function getCaretakerDailyTasks(ctx: ServiceContext): Promise<CaretakerDailyTasks> {
  const actor = requireDashboard(ctx, 'caretaker');
  const now = ctx.now();
  const today = nairobiToday(now);
  const mine = eq(properties.caretakerId, actor.userId);
  const [requests, links, meters] = await Promise.all([
    openRequests(ctx, mine),
    waitingTenants(ctx, mine),
    readingsDue(ctx, mine, periodOf(today)),
  ]);

  const overdue: CaretakerTask[] = [];
  const visits: CaretakerTask[] = [];
  const fresh: CaretakerTask[] = [];
  for (const row of requests) {
    const r = row.request;
    const base = {
      requestId: r.id,
      propertyName: row.propertyName,
      unitLabel: row.unitLabel,
      tenantName: row.tenantName,
      category: r.category,
      urgency: r.urgency,
      reportedAt: r.createdAt.toISOString(),
    };
    const late = isMaintenanceOverdue({ urgency: r.urgency, status: r.status, reportedAt: r.createdAt }, now);
    if (late) overdue.push({ ...base, kind: 'maintenance-overdue', id: `maintenance-overdue:${r.id}` });
    else if (r.status === 'reported')
      fresh.push({ ...base, kind: 'maintenance-new', id: `maintenance-new:${r.id}` });
    if (r.status === 'scheduled' && r.scheduledDate === today) {
      visits.push({
        ...base,
        kind: 'maintenance-visit',
        id: `maintenance-visit:${r.id}`,
        providerName: row.providerName,
        window: r.scheduledWindow,
      });
    }
  }
  // A day's visits in the order of their windows ('08:00-10:00' sorts before '10:00-12:00').
  visits.sort((a, b) =>
    a.kind === 'maintenance-visit' && b.kind === 'maintenance-visit'
      ? (a.window ?? '').localeCompare(b.window ?? '')
      : 0,
  );

  return {
    date: today,
    tasks: [
      ...overdue,
      ...visits,
      ...fresh,
      ...links.map((link): CaretakerTask => ({
        kind: 'tenant-to-confirm',
        id: `tenant-to-confirm:${link.id}`,
        linkId: link.id,
        propertyName: link.propertyName,
        tenantName: link.tenantName,
        askedAt: link.createdAt.toISOString(),
      })),
      ...meters.map((meter): CaretakerTask => ({
        kind: 'meter-reading',
        id: `meter-reading:${meter.tenancyId}`,
        tenancyId: meter.tenancyId,
        propertyName: meter.propertyName,
        unitLabel: meter.unitLabel,
        tenantName: meter.tenantName,
        period: periodOf(today),
      })),
    ],
  };
}

/** The requests at the caretaker's properties whose work is not done, oldest first. */
function openRequests(ctx: ServiceContext, mine: SQL) {
  return ctx.db
    .select({
      request: maintenanceRequests,
      propertyName: properties.name,
      unitLabel: propertyUnits.label,
      tenantName: tenantNameSql,
      providerName: serviceProviders.businessName,
    })
    .from(maintenanceRequests)
    .innerJoin(properties, eq(properties.id, maintenanceRequests.propertyId))
    .innerJoin(tenancies, eq(tenancies.id, maintenanceRequests.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(users, eq(users.id, maintenanceRequests.tenantId))
    .leftJoin(profiles, eq(profiles.id, maintenanceRequests.tenantId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, maintenanceRequests.providerId))
    .where(and(mine, notInArray(maintenanceRequests.status, ['completed', 'closed'])))
    .orderBy(asc(maintenanceRequests.createdAt), asc(maintenanceRequests.id))
    .limit(maxOpenRequests);
}

/** Tenants who asked to be linked to one of the caretaker's properties and wait for an answer, oldest first. */
function waitingTenants(ctx: ServiceContext, mine: SQL) {
  return ctx.db
    .select({
      id: tenantProperties.id,
      propertyName: properties.name,
      tenantName: tenantNameSql,
      createdAt: tenantProperties.createdAt,
    })
    .from(tenantProperties)
    .innerJoin(properties, eq(properties.id, tenantProperties.propertyId))
    .innerJoin(users, eq(users.id, tenantProperties.tenantId))
    .leftJoin(profiles, eq(profiles.id, tenantProperties.tenantId))
    .where(and(mine, eq(tenantProperties.status, 'pending')))
    .orderBy(asc(tenantProperties.createdAt), asc(tenantProperties.id));
}

const earlierWater = alias(tenancyInvoices, 'earlier_water');
const thisMonthsWater = alias(tenancyInvoices, 'this_months_water');

/**
 * Active tenancies at the caretaker's properties that are metered (an earlier month's water bill was made
 * from meter readings) and have no water bill for `period` yet: this month's reading is due.
 */
function readingsDue(ctx: ServiceContext, mine: SQL, period: string) {
  return ctx.db
    .select({
      tenancyId: tenancies.id,
      propertyName: properties.name,
      unitLabel: propertyUnits.label,
      tenantName: tenantNameSql,
    })
    .from(tenancies)
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .innerJoin(users, eq(users.id, tenancies.tenantId))
    .leftJoin(profiles, eq(profiles.id, tenancies.tenantId))
    .where(
      and(
        mine,
        eq(tenancies.status, 'active'),
        exists(
          ctx.db
            .select({ id: earlierWater.id })
            .from(earlierWater)
            .where(
              and(
                eq(earlierWater.tenancyId, tenancies.id),
                eq(earlierWater.kind, 'water'),
                isNotNull(earlierWater.details),
                lt(earlierWater.period, period),
              ),
            ),
        ),
        notExists(
          ctx.db
            .select({ id: thisMonthsWater.id })
            .from(thisMonthsWater)
            .where(
              and(
                eq(thisMonthsWater.tenancyId, tenancies.id),
                eq(thisMonthsWater.kind, 'water'),
                eq(thisMonthsWater.period, period),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(properties.name), asc(propertyUnits.label));
}
