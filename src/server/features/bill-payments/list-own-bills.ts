import { and, asc, eq, lt } from 'drizzle-orm';
import type { OwnBill, OwnBills } from '@common/payments/saved-biller-contracts';
import { invoiceStatus, nairobiToday } from '@common/rent/rent-cycle';
import { requireActor, type ServiceContext } from '../../context';
import { properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';

/**
 * GET /api/bills/own: the signed-in tenant's open rent invoices and bills (what Rent & Bills raises on their
 * tenancies), still owing something, the earliest due first, each with what is due now. Paid from the wallet
 * through the rent feature's POST /api/rent/invoices/:id/pay, so the same rules and receipt apply. Anyone
 * with no tenancy has none.
 */
export async function listOwnBills(ctx: ServiceContext): Promise<OwnBills> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select({
      invoice: tenancyInvoices,
      propertyName: properties.name,
      unitLabel: propertyUnits.label,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(and(eq(tenancies.tenantId, actor.userId), lt(tenancyInvoices.paid, tenancyInvoices.amount)))
    .orderBy(asc(tenancyInvoices.dueDate), asc(tenancyInvoices.period), asc(tenancyInvoices.kind))
    .limit(100);
  const today = nairobiToday(ctx.now());
  return {
    items: rows.map(({ invoice, propertyName, unitLabel }): OwnBill => ({
      invoiceId: invoice.id,
      tenancyId: invoice.tenancyId,
      kind: invoice.kind,
      period: invoice.period,
      amount: invoice.amount,
      paid: invoice.paid,
      balance: invoice.amount - invoice.paid,
      dueDate: invoice.dueDate,
      status: invoiceStatus({ ...invoice, today }) as OwnBill['status'],
      propertyName,
      unitLabel,
    })),
  };
}
