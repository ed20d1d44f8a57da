import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { keepListingsFresh } from './keep-listings-fresh';

/** Listing freshness every morning, once across instances (09:00 Nairobi, when a lister can act on it). */
export function registerListingJobs(jobs: JobRunner, deps: { db: Database; logger: Logger }) {
  jobs.register('listings.keep-fresh', async () => {
    const run = await keepListingsFresh(deps.db, new Date());
    if (run.asked + run.paused > 0)
      deps.logger.info(run, 'Listing freshness: listers asked, listings paused');
  });
  jobs.schedule('listings.keep-fresh', { dailyAt: '09:00' });
}
