import { eq } from 'drizzle-orm';
import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages } from '@common/notifications/sms-texts';
import { receiptTexts } from '@common/receipts/receipt-texts';
import type { Transaction } from '../../db/client';
import {
  type invoicePayments,
  properties,
  propertyUnits,
  tenancies,
  tenancyInvoices,
  users,
} from '../../db/schema/index';
import { notifyUser } from '../notifications';

/**
 * A payment toward an invoice, in the payment's transaction: the landlord is told who paid what for which
 * unit, and the payer gets the receipt in the app. Once per payment (its id is the key).
 */
export async function notifyRentPayment(
  tx: Transaction,
  payment: typeof invoicePayments.$inferSelect,
): Promise<void> {
  const [row] = await tx
    .select({
      kind: tenancyInvoices.kind,
      period: tenancyInvoices.period,
      tenantId: tenancies.tenantId,
      landlordId: properties.landlordId,
      tenantName: users.name,
      unitLabel: propertyUnits.label,
      propertyName: properties.name,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .innerJoin(users, eq(users.id, tenancies.tenantId))
    .where(eq(tenancyInvoices.id, payment.invoiceId));
  if (!row) return;
  await notifyUser(tx, {
    userId: row.landlordId,
    kind: 'rent.paid',
    ...eventInBothLanguages((e) =>
      e.rentReceived({
        amount: payment.amount,
        kind: row.kind,
        period: row.period,
        tenant: row.tenantName,
        place: receiptTexts.place(row),
      }),
    ),
    link: dashboards.landlord.path,
    dedupeKey: `rent.paid:landlord:${payment.id}`,
  });
  await notifyUser(tx, {
    userId: row.tenantId,
    kind: 'rent.paid',
    ...eventInBothLanguages((e) =>
      e.rentPaidByYou({
        amount: payment.amount,
        kind: row.kind,
        period: row.period,
        receiptNumber: payment.receiptNumber,
      }),
    ),
    link: `/receipts/${encodeURIComponent(payment.receiptNumber)}`,
    dedupeKey: `rent.paid:payer:${payment.id}`,
  });
}
