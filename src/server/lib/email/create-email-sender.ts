import type { Logger } from 'pino';
import { demoModeOf, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { EmailSender } from './email-sender';
import { createOutboxEmailSender } from './outbox-email-sender';
import { createResendEmailSender } from './resend-email-sender';

/** The email driver the config names: `outbox` outside production unless told otherwise, `off` in production. */
export function emailDriverOf(config: AppConfig): 'off' | 'outbox' | 'resend' {
  return config.EMAIL_DRIVER ?? (config.NODE_ENV === 'production' ? 'off' : 'outbox');
}

/** The dev email outbox (GET /api/dev/email) exists only with the outbox driver, in the demo (never in production). */
export function devEmailOutboxEnabled(config: AppConfig): boolean {
  return emailDriverOf(config) === 'outbox' && demoModeOf(config);
}

/** The configured sender, or null when email is off. */
export function createEmailSender(deps: {
  config: AppConfig;
  db: Database;
  logger: Logger;
}): EmailSender | null {
  const { config } = deps;
  const driver = emailDriverOf(config);
  if (driver === 'off') return null;
  if (driver === 'resend') {
    return createResendEmailSender({
      apiKey: config.RESEND_API_KEY!,
      from: config.EMAIL_FROM ?? `ABODE <${config.CONTACT_EMAIL}>`,
      baseUrl: config.RESEND_BASE_URL,
      logger: deps.logger,
    });
  }
  return createOutboxEmailSender(deps.db, deps.logger);
}
