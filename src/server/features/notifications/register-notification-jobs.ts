import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import { eventSmsJob, sendEventSms, type EventSmsPayload } from './event-sms';

/** The SMS of events (applications, viewings, …): one job each, retried by the runner when a send fails. */
export function registerNotificationJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger; now?: () => Date },
) {
  const sms = createSmsSender(deps);
  const now = deps.now ?? (() => new Date());
  jobs.register<EventSmsPayload>(eventSmsJob, (payload) => sendEventSms({ db: deps.db, sms, now }, payload));
}
