import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import {
  abodeCityJobs,
  sendPhoneSms,
  sendReminder,
  type PhoneSmsPayload,
  type ReminderPayload,
} from './abode-city-sms';

/** ABODE City's texts to phones without an account behind them, and its consultation reminders. */
export function registerAbodeCityJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger },
) {
  const sms = createSmsSender(deps);
  jobs.register<PhoneSmsPayload>(abodeCityJobs.sms, (payload) => sendPhoneSms({ db: deps.db, sms }, payload));
  jobs.register<ReminderPayload>(abodeCityJobs.reminder, (payload) =>
    sendReminder({ db: deps.db, sms }, payload),
  );
}
