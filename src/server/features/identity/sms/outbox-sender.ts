import type { Logger } from 'pino';
import type { Database } from '../../../db/client';
import { smsOutbox } from '../../../db/schema/index';
import type { SmsSender } from './sms-sender';

/** Development and tests: each message is stored in sms_outbox and logged instead of sent. */
export function createOutboxSender(db: Database, logger: Logger): SmsSender {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await db.insert(smsOutbox).values({ to, text });
      logger.info({ sms: { to, text } }, 'SMS stored in the outbox (not sent: SMS_PROVIDER=outbox)');
    },
  };
}
