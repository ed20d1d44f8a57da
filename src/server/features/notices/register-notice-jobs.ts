import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import { noticeJobs, type NoticeSmsPayload } from './notice-jobs';
import { sendNoticeSms } from './send-notice-sms';

/** The SMS of each notice's recipient, as soon as the notice is sent, one job each (retried on its own). */
export function registerNoticeJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger },
) {
  const sms = createSmsSender(deps);
  jobs.register<NoticeSmsPayload>(noticeJobs.noticeSms, (payload) =>
    sendNoticeSms({ db: deps.db, sms }, payload),
  );
}
