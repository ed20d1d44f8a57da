import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import { transferJobs, type TransferSmsPayload } from './transfer-jobs';
import { sendTransferSms } from './send-transfer-sms';

/** Each side of a transfer is texted by a job of its own, enqueued in the transfer's transaction. */
export function registerTransferJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger },
): void {
  const sms = createSmsSender(deps);
  jobs.register<TransferSmsPayload>(transferJobs.sms, (payload) =>
    sendTransferSms({ db: deps.db, sms, logger: deps.logger }, payload),
  );
}
