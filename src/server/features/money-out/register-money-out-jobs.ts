import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { DarajaClient } from '../../lib/daraja/daraja-client';
import type { JobRunner } from '../../lib/jobs/index';
import type { FileStorage } from '../../lib/storage/file-storage';
import { createSmsSender } from '../identity';
import { moneyOutJobs, type ResultSmsPayload } from './money-out-jobs';
import { queryMoneyOutStatus } from './query-money-out-status';
import { runPayoutSchedules } from './run-payout-schedules';
import { sendResultSms } from './send-result-sms';

/**
 * The SMS of each transfer's result; landlords' weekly payouts (every morning at 09:00 Nairobi); and, every
 * minute, Transaction Status queries about sends whose Result has not come (query-money-out-status.ts).
 */
export function registerMoneyOutJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger; mpesa: DarajaClient; storage: FileStorage },
) {
  const sms = createSmsSender(deps);
  jobs.register<ResultSmsPayload>(moneyOutJobs.resultSms, (payload) =>
    sendResultSms({ db: deps.db, sms, logger: deps.logger }, payload),
  );
  jobs.register(moneyOutJobs.runPayouts, async () => {
    const started = await runPayoutSchedules({
      db: deps.db,
      actor: null,
      config: deps.config,
      storage: deps.storage,
      mpesa: deps.mpesa,
      clientKey: 'jobs',
      logger: deps.logger,
      now: () => new Date(),
    });
    if (started > 0) deps.logger.info({ started }, 'Scheduled payouts started');
  });
  jobs.schedule(moneyOutJobs.runPayouts, { dailyAt: '09:00' });
  jobs.register(moneyOutJobs.queryStatus, async () => {
    const asked = await queryMoneyOutStatus({ ...deps, now: () => new Date() });
    if (asked > 0) deps.logger.info({ asked }, 'Money-out transfers asked about by Transaction Status');
  });
  jobs.schedule(moneyOutJobs.queryStatus, { everySeconds: 60 });
}
