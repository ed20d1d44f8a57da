import { and, eq, inArray, lt } from 'drizzle-orm';
import type { ReminderStep } from '@common/receipts/receipt-texts';
import type { Database } from '../../db/client';
import { tenancies, tenancyInvoices } from '../../db/schema/index';
import { enqueueJob } from '../../lib/jobs/index';
import { receiptJobs, type ReminderSmsPayload } from './receipt-jobs';

const dayMs = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * The daily reminder run for `today` (a Nairobi date): every unpaid invoice of an active tenancy due in 3
 * days, due today or 3 days overdue gets one reminder SMS job for that step. The singleton key
 * `sms:reminder:<invoiceId>:<step>` keeps it to one per invoice and step, however often this runs.
 */
export async function findDueReminders(db: Database, input: { today: string }): Promise<number> {
  const steps = new Map<string, ReminderStep>([
    [addDays(input.today, 3), 'before'],
    [input.today, 'due'],
    [addDays(input.today, -3), 'overdue'],
  ]);
  const due = await db
    .select({ id: tenancyInvoices.id, dueDate: tenancyInvoices.dueDate })
    .from(tenancyInvoices)
    .innerJoin(tenancies, eq(tenancies.id, tenancyInvoices.tenancyId))
    .where(
      and(
        inArray(tenancyInvoices.dueDate, [...steps.keys()]),
        lt(tenancyInvoices.paid, tenancyInvoices.amount),
        eq(tenancies.status, 'active'),
      ),
    );
  let enqueued = 0;
  for (const invoice of due) {
    const step = steps.get(invoice.dueDate)!;
    const payload: ReminderSmsPayload = { invoiceId: invoice.id, step };
    const { created } = await enqueueJob(db, {
      name: receiptJobs.reminderSms,
      payload,
      singletonKey: `sms:reminder:${invoice.id}:${step}`,
    });
    if (created) enqueued += 1;
  }
  return enqueued;
}
