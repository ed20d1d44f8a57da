import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { runOkoaRentClock } from './run-okoa-rent-clock';

/**
 * Okoa Rent's clock: just after midnight Nairobi time loans past their due date turn overdue, and at 08:00
 * (never at night) the reminders 3 days before and on the due date go out. Each run does both; both are safe
 * to repeat.
 */
export function registerRentFinancingJobs(
  jobs: JobRunner,
  deps: { db: Database; logger: Logger; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  for (const [name, dailyAt] of [
    ['rent-financing.overdue', '00:15'],
    ['rent-financing.reminders', '08:00'],
  ] as const) {
    jobs.register(name, async () => {
      const outcome = await runOkoaRentClock(deps.db, now());
      if (outcome.overdue + outcome.reminded > 0) deps.logger.info(outcome, 'Okoa Rent clock ran');
    });
    jobs.schedule(name, { dailyAt });
  }
}
