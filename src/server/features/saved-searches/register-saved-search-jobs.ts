import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { matchListingJob, matchListingToSavedSearches } from './saved-search-alerts';
import { sendDailyDigests } from './send-daily-digests';

const dailyDigestJob = 'saved-searches.daily-digest';

/**
 * Saved-search alerts on the job runner: the match of each listing that went live (queued by Go Live), and
 * the daily digest at 18:00 Nairobi, once across instances.
 */
export function registerSavedSearchJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  jobs.register(matchListingJob, async (payload) => {
    const { listingId } = payload as { listingId: string };
    const run = await matchListingToSavedSearches(deps, { listingId, at: now() });
    if (run.matched > 0) deps.logger.info({ listingId, ...run }, 'Saved searches: a new listing matched');
  });
  jobs.register(dailyDigestJob, async () => {
    const run = await sendDailyDigests(deps, now());
    if (run.digests > 0) deps.logger.info(run, 'Saved searches: daily digests sent');
  });
  jobs.schedule(dailyDigestJob, { dailyAt: '18:00' });
}
