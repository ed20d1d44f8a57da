import { nairobiToday, periodOf } from '@common/rent/rent-cycle';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { raiseRentInvoices } from './raise-rent-invoices';

/**
 * Rent invoices are raised every morning for the month under way, once across instances; raising is
 * idempotent, so the daily run only adds the tenancies that have none yet (new ones, a new month).
 */
export function registerRentJobs(jobs: JobRunner, deps: { db: Database }) {
  jobs.register('rent.raise-invoices', async () => {
    await raiseRentInvoices(deps.db, { period: periodOf(nairobiToday(new Date())) });
  });
  jobs.schedule('rent.raise-invoices', { dailyAt: '00:05' });
}
