import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import {
  escalateEmergencies,
  maintenanceJobs,
  sendEscalationSms,
  type EscalationSmsPayload,
} from './escalate-emergencies';

/** Every 5 minutes, unacknowledged emergencies past 2 hours are escalated; each escalation texts once. */
export function registerMaintenanceJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger; now?: () => Date },
) {
  const sms = createSmsSender(deps);
  const now = deps.now ?? (() => new Date());
  jobs.register<EscalationSmsPayload>(maintenanceJobs.escalationSms, (payload) =>
    sendEscalationSms({ db: deps.db, sms }, payload),
  );
  jobs.register(maintenanceJobs.findEscalations, async () => {
    const escalated = await escalateEmergencies(deps.db, now());
    if (escalated > 0) deps.logger.warn({ escalated }, 'Emergency maintenance requests escalated');
  });
  jobs.schedule(maintenanceJobs.findEscalations, { everySeconds: 300 });
}
