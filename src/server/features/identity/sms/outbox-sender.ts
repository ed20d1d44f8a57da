import type { Logger } from 'pino';
import type { Database } from '../../../db/client';
import { smsOutbox } from '../../../db/schema/index';
import type { SmsSender } from './sms-sender';

/**
 * Development and tests: each message is stored in sms_outbox instead of sent. Its text (a code) is written to
 * the log only in the demo: elsewhere a log may be read by people who must not sign in as the user.
 */
export function createOutboxSender(db: Database, logger: Logger, options: { logText: boolean }): SmsSender {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await db.insert(smsOutbox).values({ to, text });
      logger.info(
        { sms: options.logText ? { to, text } : { to } },
        'SMS stored in the outbox (not sent: SMS_PROVIDER=outbox)',
      );
    },
  };
}
