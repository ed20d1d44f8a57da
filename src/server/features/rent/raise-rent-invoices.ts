import { and, eq, lt, sql } from 'drizzle-orm';
import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { nextPeriod } from '@common/rent/rent-cycle';
import type { Database, Transaction } from '../../db/client';
import { ledgerAccounts, properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';
import { notifyUsersFrom } from '../notifications';
import { applyTenancyCredit } from './apply-tenancy-credit';

/**
 * Raises the rent invoice of `period` (a month's first day) for every active tenancy begun by its end (or the
 * one `tenancyId`), in one statement: the whole rent, or the first month prorated from the start date, due on
 * the tenancy's due day but never before it began (rent-cycle.ts says the same in TypeScript; a test holds
 * them together). One per tenancy and month, so raising again creates nothing. A tenancy holding credit then
 * pays from it, and each tenant whose invoice is still to pay is told in the app, in the same transaction.
 * Returns how many invoices were raised.
 */
export async function raiseRentInvoices(
  db: Database | Transaction,
  input: { period: string; tenancyId?: string },
): Promise<number> {
  const run = async (tx: Transaction) => {
    const period = sql`${input.period}::date`;
    const days = sql`extract(day from (${period} + interval '1 month' - interval '1 day'))`;
    const raised = await tx.execute<{ id: string }>(sql`
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
      returning id`);
    // postgres-js answers the rows as an array, PGlite as `{ rows }`.
    type Raised = Array<{ id: string }>;
    const rows: Raised = Array.isArray(raised)
      ? (raised as Raised)
      : (raised as unknown as { rows: Raised }).rows;
    if (rows.length === 0) return 0;
    // Found by a join, not a list of ids: a month's run raises more invoices than a statement takes parameters.
    const withCredit = await tx
      .select({
        invoiceId: tenancyInvoices.id,
        tenancyId: tenancyInvoices.tenancyId,
        landlordId: properties.landlordId,
      })
      .from(ledgerAccounts)
      .innerJoin(
        tenancyInvoices,
        and(
          eq(tenancyInvoices.tenancyId, ledgerAccounts.tenancyId),
          eq(tenancyInvoices.kind, 'rent'),
          eq(tenancyInvoices.period, input.period),
          lt(tenancyInvoices.paid, tenancyInvoices.amount),
        ),
      )
      .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(
        and(
          eq(ledgerAccounts.kind, 'rent_receivable'),
          lt(ledgerAccounts.balance, 0),
          input.tenancyId ? eq(ledgerAccounts.tenancyId, input.tenancyId) : undefined,
        ),
      );
    for (const { invoiceId, tenancyId, landlordId } of withCredit) {
      await applyTenancyCredit(tx, { invoiceId, tenancyId, landlordId });
    }
    // The invoices this statement raised are those of the period created in this transaction (now() is its
    // start): one statement for the whole month, not a list of ids. The app only: the SMS reminders follow.
    const note = eventInBothLanguages((e) => e.rentInvoiceRaised(input.period));
    await notifyUsersFrom(
      tx,
      sql`select t.tenant_id as user_id, 'rent.reminder' as kind, ${note.title}::text as title,
        ${note.body}::text as body, ${`${dashboards.tenant.path}/rent`}::text as link,
        'rent.invoice:' || i.id as dedupe_key
      from ${tenancyInvoices} i join ${tenancies} t on t.id = i.tenancy_id
      where i.kind = 'rent' and i.period = ${period} and i.created_at = now() and i.paid < i.amount
        ${input.tenancyId ? sql`and i.tenancy_id = ${input.tenancyId}` : sql``}`,
      note.sw,
    );
    return rows.length;
  };
  // In a transaction of its own, or a savepoint of the caller's: the invoices and their credit go together.
  return db.transaction(run);
}
