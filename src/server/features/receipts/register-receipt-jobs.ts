import type { Logger } from 'pino';
import { nairobiToday } from '@common/rent/rent-cycle';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import { findDueReminders } from './find-due-reminders';
import { receiptJobs, type ReceiptSmsPayload, type ReminderSmsPayload } from './receipt-jobs';
import { sendReceiptSms } from './send-receipt-sms';
import { sendReminderSms } from './send-reminder-sms';

/**
 * The receipt SMS of each payment, as soon as it is recorded; and the rent reminders, found every morning at
 * 08:00 Nairobi time (never at night) and texted one job each, so a failed send is retried on its own.
 */
export function registerReceiptJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger; now?: () => Date },
) {
  const sms = createSmsSender(deps);
  const now = deps.now ?? (() => new Date());
  jobs.register<ReceiptSmsPayload>(receiptJobs.receiptSms, (payload) =>
    sendReceiptSms({ db: deps.db, sms, logger: deps.logger, now }, payload),
  );
  jobs.register<ReminderSmsPayload>(receiptJobs.reminderSms, (payload) =>
    sendReminderSms({ db: deps.db, sms, now }, payload),
  );
  jobs.register(receiptJobs.findReminders, async () => {
    const enqueued = await findDueReminders(deps.db, { today: nairobiToday(now()) });
    if (enqueued > 0) deps.logger.info({ enqueued }, 'Rent reminders enqueued');
  });
  jobs.schedule(receiptJobs.findReminders, { dailyAt: '08:00' });
}
