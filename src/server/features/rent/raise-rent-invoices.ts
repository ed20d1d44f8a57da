import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { nextPeriod } from '@common/rent/rent-cycle';
import type { Database, Transaction } from '../../db/client';
import { ledgerAccounts, properties, propertyUnits, tenancies } from '../../db/schema/index';
import { applyTenancyCredit } from './apply-tenancy-credit';

/**
 * Raises the rent invoice of `period` (a month's first day) for every active tenancy begun by its end (or the
 * one `tenancyId`), in one statement: the whole rent, or the first month prorated from the start date, due on
 * the tenancy's due day but never before it began (rent-cycle.ts says the same in TypeScript; a test holds
 * them together). One per tenancy and month, so raising again creates nothing. A tenancy holding credit then
 * pays from it. Returns how many invoices were raised.
 */
export async function raiseRentInvoices(
  db: Database | Transaction,
  input: { period: string; tenancyId?: string },
): Promise<number> {
  const run = async (tx: Transaction) => {
    const period = sql`${input.period}::date`;
    const days = sql`extract(day from (${period} + interval '1 month' - interval '1 day'))`;
    const raised = await tx.execute<{ id: string; tenancy_id: string }>(sql`
      insert into tenancy_invoices (tenancy_id, kind, period, amount, due_date)
      select t.id, 'rent', ${period},
        case when date_trunc('month', t.start_date)::date = ${period}
          then greatest(1, round(t.monthly_rent::numeric * (${days} - extract(day from t.start_date) + 1) / ${days}))::int
          else t.monthly_rent end,
        greatest(${period} + (t.due_day - 1), t.start_date)
      from tenancies t
      where t.status = 'active' and t.start_date < ${nextPeriod(input.period)}::date
        ${input.tenancyId ? sql`and t.id = ${input.tenancyId}` : sql``}
      on conflict do nothing
      returning id, tenancy_id`);
    // postgres-js answers the rows as an array, PGlite as `{ rows }`.
    type Raised = Array<{ id: string; tenancy_id: string }>;
    const rows: Raised = Array.isArray(raised)
      ? (raised as Raised)
      : (raised as unknown as { rows: Raised }).rows;
    if (rows.length === 0) return 0;
    const withCredit = await tx
      .select({ tenancyId: ledgerAccounts.tenancyId, landlordId: properties.landlordId })
      .from(ledgerAccounts)
      .innerJoin(tenancies, eq(tenancies.id, ledgerAccounts.tenancyId))
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'rent_receivable'),
          lt(ledgerAccounts.balance, 0),
          inArray(
            ledgerAccounts.tenancyId,
            rows.map((row) => row.tenancy_id),
          ),
        ),
      );
    for (const { tenancyId, landlordId } of withCredit) {
      const invoice = rows.find((row) => row.tenancy_id === tenancyId)!;
      await applyTenancyCredit(tx, { invoiceId: invoice.id, tenancyId: tenancyId!, landlordId });
    }
    return rows.length;
  };
  // In a transaction of its own, or a savepoint of the caller's: the invoices and their credit go together.
  return db.transaction(run);
}
