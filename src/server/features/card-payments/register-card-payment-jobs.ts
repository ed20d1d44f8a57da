import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { reconcileCardPayments } from './reconcile-card-payments';

/** Every 5 minutes, once across instances: card payments whose webhook never came are settled by verify. */
export function registerCardPaymentJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger },
) {
  jobs.register('card-payments.reconcile', async () => {
    const settled = await reconcileCardPayments({ ...deps, now: () => new Date() });
    if (settled > 0) deps.logger.info({ settled }, 'Card payments settled by verify');
  });
  jobs.schedule('card-payments.reconcile', { everySeconds: 300 });
}
