import { eq } from 'drizzle-orm';
import { dashboards } from '@common/dashboards/dashboards';
import { eventInBothLanguages, smsTexts } from '@common/notifications/sms-texts';
import { receiptTexts } from '@common/receipts/receipt-texts';
import type { Database } from '../../db/client';
import { properties, propertyUnits, tenancies, tenancyInvoices } from '../../db/schema/index';
import type { SmsSender } from '../identity';
import { notifyUser, sendUserSms } from '../notifications';
import { receiptJobs, type ReminderSmsPayload } from './receipt-jobs';

/**
 * The reminder job: tells the tenant in the app and by SMS what the invoice still owes, unless it was paid
 * since the reminder was found. The SMS is sent once per invoice and step (claimed before the send, so a run
 * repeated after a crash mid-send texts nothing more), per the tenant's preference, and never in quiet hours:
 * a retry that falls in the night runs again at 07:00, and finds the invoice paid if it was. A send the
 * provider refuses throws, so the runner retries it.
 */
export async function sendReminderSms(
  deps: { db: Database; sms: SmsSender; now?: () => Date },
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
  const invoice = {
    kind: row.invoice.kind,
    period: row.invoice.period,
    balance: row.invoice.amount - row.invoice.paid,
    dueDate: row.invoice.dueDate,
    place: receiptTexts.place(row),
  };
  const key = `rent.reminder:${payload.invoiceId}:${payload.step}`;
  // In the app first (once per invoice and step, also when the job is retried for the SMS).
  await notifyUser(deps.db, {
    userId: row.tenantId,
    kind: 'rent.reminder',
    ...eventInBothLanguages((e) => e.invoiceReminder(payload.step, invoice)),
    link: `${dashboards.tenant.path}/rent`,
    dedupeKey: key,
  });
  await sendUserSms(deps, {
    userId: row.tenantId,
    kind: 'rent.reminder',
    dedupeKey: key,
    timing: 'daytime',
    text: (locale) => smsTexts[locale].reminder(payload.step, invoice),
    job: {
      name: receiptJobs.reminderSms,
      payload,
      singletonKey: `sms:reminder:${payload.invoiceId}:${payload.step}`,
    },
  });
}
