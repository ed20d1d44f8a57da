import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { DarajaClient } from '../../lib/daraja/daraja-client';
import type { JobRunner } from '../../lib/jobs/index';
import type { CallbackInbox } from './callback-inbox';
import { reconcileStkPayments } from './reconcile-stk-payments';

/**
 * Reconciliation runs every minute, once across instances: STK pushes still pending two minutes after they
 * were sent are asked about (reconcile-stk-payments.ts), since a callback may never come. The callback sweep
 * runs every 15 seconds: callbacks answered but not applied (the instance that took them died) are applied.
 */
export function registerPaymentJobs(
  jobs: JobRunner,
  deps: { db: Database; mpesa: DarajaClient; logger: Logger; callbackInbox: CallbackInbox },
) {
  jobs.register('payments.apply-kept-callbacks', async () => {
    const applied = await deps.callbackInbox.sweep();
    if (applied > 0) deps.logger.info({ applied }, 'Kept M-Pesa callbacks applied by the sweep');
  });
  jobs.schedule('payments.apply-kept-callbacks', { everySeconds: 15 });
  jobs.register('payments.reconcile-stk', async () => {
    const settled = await reconcileStkPayments({ ...deps, now: () => new Date() });
    if (settled > 0) deps.logger.info({ settled }, 'STK payments settled by query');
  });
  jobs.schedule('payments.reconcile-stk', { everySeconds: 60 });
}
