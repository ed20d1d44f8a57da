import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createEmailSender } from '../../lib/email/index';
import type { JobRunner } from '../../lib/jobs/index';
import { createSmsSender } from '../identity';
import {
  contactReplyJob,
  contactReplyRetries,
  markContactReplyFailed,
  sendContactReply,
  type ContactReplyPayload,
} from './contact-reply-job';

/**
 * The contact inbox's replies: one job each, retried by the runner when a send fails; after the last try the
 * reply shows as not sent, so a colleague can answer another way.
 */
export function registerContactJobs(
  jobs: JobRunner,
  deps: { db: Database; config: AppConfig; logger: Logger; now?: () => Date },
) {
  const sms = createSmsSender(deps);
  const email = createEmailSender(deps);
  const now = deps.now ?? (() => new Date());
  jobs.register<ContactReplyPayload>(
    contactReplyJob,
    async (payload, run) => {
      try {
        await sendContactReply({ db: deps.db, sms, email, now }, payload);
      } catch (error) {
        if (run.attempt > contactReplyRetries) await markContactReplyFailed(deps.db, payload.replyId);
        throw error;
      }
    },
    { retryLimit: contactReplyRetries },
  );
}
