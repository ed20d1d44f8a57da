import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Receipt } from '@common/receipts/receipt-contracts';
import type { Database } from '../../db/client';
import {
  invoicePayments,
  profiles,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
} from '../../db/schema/index';

export interface FoundReceipt {
  receipt: Receipt;
  tenantId: string;
  landlordId: string;
  caretakerId: string | null;
}

/**
 * One payment's receipt with the people it concerns, by its receipt number or its id. The balance after it
 * is the invoice's amount less this payment and those before it (capped at nothing owed: a payment beyond the
 * invoice kept the excess as credit).
 */
export async function findReceipt(
  db: Database,
  by: { receiptNumber: string } | { paymentId: string },
): Promise<FoundReceipt | null> {
  const where: SQL =
    'receiptNumber' in by
      ? eq(invoicePayments.receiptNumber, by.receiptNumber)
      : eq(invoicePayments.id, by.paymentId);
  const [row] = await db
    .select({
      payment: invoicePayments,
      invoice: tenancyInvoices,
      tenantId: tenancies.tenantId,
      landlordId: properties.landlordId,
      caretakerId: properties.caretakerId,
      propertyName: properties.name,
      unitLabel: propertyUnits.label,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(invoicePayments)
    .innerJoin(tenancyInvoices, eq(tenancyInvoices.id, invoicePayments.invoiceId))
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .leftJoin(profiles, eq(profiles.id, tenancies.tenantId))
    .where(where);
  if (!row) return null;
  const [paidSoFar] = await db
    .select({ total: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)` })
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.invoiceId, row.invoice.id),
        // Compared in the database: its microseconds are lost in a JavaScript Date, and this payment with them.
        lte(
          invoicePayments.createdAt,
          sql`(select p.created_at from invoice_payments p where p.id = ${row.payment.id})`,
        ),
      ),
    );
  return {
    tenantId: row.tenantId,
    landlordId: row.landlordId,
    caretakerId: row.caretakerId,
    receipt: {
      receiptNumber: row.payment.receiptNumber,
      tenantName: [row.firstName, row.lastName].filter(Boolean).join(' '),
      propertyName: row.propertyName,
      unitLabel: row.unitLabel,
      period: row.invoice.period,
      invoiceKind: row.invoice.kind,
      amount: row.payment.amount,
      method: row.payment.method,
      mpesaReceipt: row.payment.mpesaReceipt,
      balanceAfter: Math.max(0, row.invoice.amount - Number(paidSoFar?.total ?? 0)),
      paidAt: row.payment.createdAt.toISOString(),
    },
  };
}
