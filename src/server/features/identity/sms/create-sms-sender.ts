import type { Logger } from 'pino';
import { demoModeOf, type AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { createAfricasTalkingSender } from './africastalking-sender';
import { createOutboxSender } from './outbox-sender';
import type { SmsSender } from './sms-sender';

export function smsProviderOf(config: AppConfig): 'outbox' | 'africastalking' {
  return config.SMS_PROVIDER ?? 'outbox';
}

/** The dev outbox (GET /api/dev/sms) exists only with the outbox driver, in the demo (never in production). */
export function devOutboxEnabled(config: AppConfig): boolean {
  return smsProviderOf(config) === 'outbox' && demoModeOf(config);
}

export function createSmsSender(deps: { config: AppConfig; db: Database; logger: Logger }): SmsSender {
  const { config } = deps;
  if (smsProviderOf(config) === 'africastalking') {
    return createAfricasTalkingSender({
      username: config.AFRICASTALKING_USERNAME!,
      apiKey: config.AFRICASTALKING_API_KEY!,
      senderId: config.AFRICASTALKING_SENDER_ID,
      baseUrl: config.AFRICASTALKING_BASE_URL,
      logger: deps.logger,
    });
  }
  return createOutboxSender(deps.db, deps.logger, { logText: demoModeOf(config) });
}
