import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { viewingJobs, type ViewingReminderPayload } from './viewing-jobs';
import { sendViewingReminder } from './send-viewing-reminder';

/** The reminder on the morning of each confirmed viewing, enqueued when it is confirmed. */
export function registerViewingJobs(jobs: JobRunner, deps: { db: Database }) {
  jobs.register<ViewingReminderPayload>(viewingJobs.reminder, (payload) =>
    sendViewingReminder(deps.db, payload),
  );
}
