import { eq } from 'drizzle-orm';
import { reminderTexts, receiptTexts } from '@common/receipts/receipt-texts';
import type { Database } from '../../db/client';
import { properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import type { ReminderSmsPayload } from './receipt-jobs';
import { verifiedPhoneOf } from './verified-phone-of';

/**
 * The reminder SMS job: texts the tenant what the invoice still owes, unless it was paid since the reminder
 * was found. A send the provider refuses throws, so the runner retries it.
 */
export async function sendReminderSms(
  deps: { db: Database; sms: SmsSender },
  payload: ReminderSmsPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({
      invoice: tenancyInvoices,
      tenantId: tenancies.tenantId,
      unitLabel: propertyUnits.label,
      propertyName: properties.name,
    })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .innerJoin(propertyUnits, eq(propertyUnits.id, tenancies.unitId))
    .innerJoin(properties, eq(properties.id, propertyUnits.propertyId))
    .where(eq(tenancyInvoices.id, payload.invoiceId));
  if (!row || row.invoice.paid >= row.invoice.amount) return;
  const phone = await verifiedPhoneOf(deps.db, row.tenantId);
  if (!phone) return;
  const text = reminderTexts.sms(payload.step, {
    kind: row.invoice.kind,
    period: row.invoice.period,
    balance: row.invoice.amount - row.invoice.paid,
    dueDate: row.invoice.dueDate,
    place: receiptTexts.place(row),
  });
  await deps.sms.send({ to: phone, text });
}
