import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import type { EmailSender } from './email-sender';

/** Development and tests: each mail is stored in email_outbox instead of sent (GET /api/dev/email reads it). */
export function createOutboxEmailSender(db: Database, logger: Logger): EmailSender {
  return {
    name: 'outbox',
    async send({ to, subject, text }) {
      await db.insert(emailOutbox).values({ to, subject: subject.slice(0, 200), text });
      logger.info({ email: { to } }, 'Email stored in the outbox (not sent: EMAIL_DRIVER=outbox)');
    },
  };
}
