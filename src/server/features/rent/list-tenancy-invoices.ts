import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { TenancyInvoices } from '@common/rent/rent-contracts';
import { nairobiToday } from '@common/rent/rent-cycle';
import { rentMessages } from '@common/rent/rent-messages';
import { requireActor, type ServiceContext } from '../../context';
import {
  invoicePayments,
  ledgerAccounts,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { toRentInvoice } from './invoice-views';

/**
 * GET /api/rent/tenancies/:id/invoices: a tenancy's rent invoices and bills, newest month first, each with its
 * payments and receipts, and the credit it holds. For its tenant, and its property's landlord or caretaker;
 * anyone else gets the 404 of a tenancy that does not exist.
 */
export async function listTenancyInvoices(
  ctx: ServiceContext,
  input: { tenancyId: string },
): Promise<TenancyInvoices> {
  const actor = requireActor(ctx);
  if (!isRowId(input.tenancyId)) throw new AppError('NOT_FOUND', rentMessages.tenancyNotFound);
  const [tenancy] = await ctx.db
    .select({ id: tenancies.id })
    .from(tenancies)
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(
      and(
        eq(tenancies.id, input.tenancyId),
        or(
          eq(tenancies.tenantId, actor.userId),
          eq(properties.landlordId, actor.userId),
          eq(properties.caretakerId, actor.userId),
        ),
      ),
    );
  if (!tenancy) throw new AppError('NOT_FOUND', rentMessages.tenancyNotFound);
  const [invoices, [receivable]] = await Promise.all([
    ctx.db
      .select()
      .from(tenancyInvoices)
      .where(eq(tenancyInvoices.tenancyId, tenancy.id))
      .orderBy(desc(tenancyInvoices.period), tenancyInvoices.kind),
    ctx.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.tenancyId, tenancy.id)),
  ]);
  const payments =
    invoices.length === 0
      ? []
      : await ctx.db
          .select()
          .from(invoicePayments)
          .where(
            inArray(
              invoicePayments.invoiceId,
              invoices.map((invoice) => invoice.id),
            ),
          )
          .orderBy(desc(invoicePayments.createdAt));
  const today = nairobiToday(ctx.now());
  return {
    tenancyId: tenancy.id,
    credit: Math.max(0, -Number(receivable?.balance ?? 0)),
    invoices: invoices.map((invoice) =>
      toRentInvoice(
        invoice,
        payments.filter((payment) => payment.invoiceId === invoice.id),
        today,
      ),
    ),
  };
}
