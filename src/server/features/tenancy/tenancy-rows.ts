import { asc, eq, type SQL } from 'drizzle-orm';
import { nairobiToday } from '@common/rent/rent-cycle';
import type { Tenancy } from '@common/tenancy/rent-terms';
import type { Database, Transaction } from '../../db/client';
import { properties, propertyUnits, tenancies } from '../../db/schema/index';
import { currentRentInvoices } from '../rent';
import { propertySummaryColumns, toPropertySummary } from './property-summary';

/**
 * Tenancies matched by `where` with their property, unit and latest rent invoice (status as of `now`): active
 * first, each group oldest first.
 */
export async function loadTenancies(db: Database | Transaction, where: SQL, now: Date): Promise<Tenancy[]> {
  const rows = await db
    .select({
      tenancy: tenancies,
      unit: { id: propertyUnits.id, label: propertyUnits.label },
      property: propertySummaryColumns,
    })
    .from(tenancies)
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(where)
    .orderBy(asc(tenancies.status), asc(tenancies.startDate), asc(propertyUnits.label));
  const invoices = await currentRentInvoices(db, {
    tenancyIds: rows.map((row) => row.tenancy.id),
    today: nairobiToday(now),
  });
  return rows.map(({ tenancy, unit, property }) => ({
    id: tenancy.id,
    status: tenancy.status as Tenancy['status'],
    property: toPropertySummary(property),
    unit,
    monthlyRent: tenancy.monthlyRent,
    deposit: tenancy.deposit,
    dueDay: tenancy.dueDay,
    startDate: tenancy.startDate,
    endDate: tenancy.endDate,
    paybillAccount: tenancy.paybillAccount,
    currentInvoice: invoices.get(tenancy.id) ?? null,
  }));
}
