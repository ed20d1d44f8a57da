import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { LandlordSummary, RentRollRow } from '@common/rent/rent-contracts';
import { invoiceStatus, nairobiToday, nextPeriod } from '@common/rent/rent-cycle';
import { requirePermission, type ServiceContext } from '../../context';
import {
  invoicePayments,
  ledgerAccounts,
  ledgerPostings,
  ledgerTransactions,
  profiles,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
  users,
} from '../../db/schema/index';
import { balanceOf } from '../ledger';

/** The tenant's name as landlords see it everywhere: the profile's names, else the account's. */
const tenantName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`;

/** Ledger kinds that are rent received; bills paid reach the same earnings but are not revenue. */
const rentReceived = ['rent.payment', 'rent.credit_applied'];

/** The first instant of a Nairobi day (UTC+3, no daylight saving). */
const nairobiMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

/**
 * GET /api/rent/landlord-summary: the landlord's money for one month. Revenue is the rent their earnings
 * account was credited with in the month, from the ledger; then the earnings balance, arrears (past-due
 * invoices unpaid, every tenancy of theirs), the rent roll of their active tenancies with the month's rent and
 * bills, and the last 10 payments to them.
 */
export async function getLandlordSummary(
  ctx: ServiceContext,
  input: { month?: string },
): Promise<LandlordSummary> {
  const actor = requirePermission(ctx, 'read:landlord-dashboard:own');
  const today = nairobiToday(ctx.now());
  const month = input.month ?? today.slice(0, 7);
  const period = `${month}-01`;
  const ours = eq(properties.landlordId, actor.userId);

  const [[earnings], roll, [arrears], recent] = await Promise.all([
    ctx.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'earnings'), eq(ledgerAccounts.userId, actor.userId))),
    ctx.db
      .select({
        tenancyId: tenancies.id,
        propertyName: properties.name,
        unitLabel: propertyUnits.label,
        tenantName,
        monthlyRent: tenancies.monthlyRent,
      })
      .from(tenancies)
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .innerJoin(users, eq(users.id, tenancies.tenantId))
      .leftJoin(profiles, eq(profiles.id, tenancies.tenantId))
      .where(and(ours, eq(tenancies.status, 'active')))
      .orderBy(asc(properties.name), asc(propertyUnits.label)),
    ctx.db
      .select({
        amount: sql<string>`coalesce(sum(${tenancyInvoices.amount} - ${tenancyInvoices.paid}), 0)`,
        tenancies: sql<number>`count(distinct ${tenancyInvoices.tenancyId})::int`,
      })
      .from(tenancyInvoices)
      .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .where(
        and(
          ours,
          lt(tenancyInvoices.dueDate, today),
          sql`${tenancyInvoices.paid} < ${tenancyInvoices.amount}`,
        ),
      ),
    ctx.db
      .select({
        payment: invoicePayments,
        kind: tenancyInvoices.kind,
        tenantName,
        propertyName: properties.name,
        unitLabel: propertyUnits.label,
      })
      .from(invoicePayments)
      .innerJoin(tenancyInvoices, eq(tenancyInvoices.id, invoicePayments.invoiceId))
      .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
      .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
      .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
      .innerJoin(users, eq(users.id, tenancies.tenantId))
      .leftJoin(profiles, eq(profiles.id, tenancies.tenantId))
      .where(ours)
      .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id))
      .limit(10),
  ]);

  const [revenue, earningsBalance, invoices] = await Promise.all([
    earnings ? rentReceivedIn(ctx, earnings.id, period) : 0,
    earnings ? balanceOf(ctx.db, earnings.id) : 0,
    roll.length === 0
      ? []
      : ctx.db
          .select()
          .from(tenancyInvoices)
          .where(
            and(
              eq(tenancyInvoices.period, period),
              inArray(
                tenancyInvoices.tenancyId,
                roll.map((row) => row.tenancyId),
              ),
            ),
          ),
  ]);

  return {
    month,
    revenue,
    earningsBalance,
    arrears: { amount: Number(arrears?.amount ?? 0), tenancies: arrears?.tenancies ?? 0 },
    rentRoll: roll.map((row): RentRollRow => {
      const own = invoices.filter((invoice) => invoice.tenancyId === row.tenancyId);
      const rent = own.find((invoice) => invoice.kind === 'rent');
      const amount = own.reduce((sum, invoice) => sum + invoice.amount, 0);
      const paid = own.reduce((sum, invoice) => sum + invoice.paid, 0);
      // The month is as late as its earliest unpaid due date.
      const unpaid = own.filter((invoice) => invoice.paid < invoice.amount);
      const dueDate = (unpaid.length > 0 ? unpaid : own).map((invoice) => invoice.dueDate).sort()[0];
      return {
        ...row,
        rentInvoiced: rent?.amount ?? null,
        billsInvoiced: amount - (rent?.amount ?? 0),
        paid,
        balance: amount - paid,
        status: dueDate ? invoiceStatus({ amount, paid, dueDate, today }) : 'not_invoiced',
      };
    }),
    recentPayments: recent.map(({ payment, kind, ...where }) => ({
      id: payment.id,
      ...where,
      kind,
      amount: payment.amount,
      method: payment.method,
      receiptNumber: payment.receiptNumber,
      paidAt: payment.createdAt.toISOString(),
    })),
  };
}

/** Rent credited to the earnings account in the Nairobi month of `period`, from its ledger postings. */
async function rentReceivedIn(ctx: ServiceContext, earningsId: string, period: string): Promise<number> {
  const [received] = await ctx.db
    .select({ amount: sql<string>`coalesce(-sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(
      and(
        eq(ledgerPostings.accountId, earningsId),
        inArray(ledgerTransactions.kind, rentReceived),
        gte(ledgerTransactions.postedAt, nairobiMidnight(period)),
        lt(ledgerTransactions.postedAt, nairobiMidnight(nextPeriod(period))),
      ),
    );
  return Number(received?.amount ?? 0);
}
