import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config';
import { ownLocalOrigin, paystackEnvOf, paystackSettingsOf } from '../paystack-settings';
import { createPaystackStandIn } from './paystack-stand-in';

/** Where the app takes Paystack's webhooks (features/card-payments mounts it). */
export const cardWebhookPath = '/api/card-payments/webhook';

/**
 * The stand-in the app mounts at paystackStandInMountPath when PAYSTACK_ENV=standin, so `npm start` and the
 * end-to-end tests take card payments with no credentials; null otherwise. Never in production (loadConfig
 * refuses it there too). Its webhooks go to this very server.
 */
export function paystackStandInRoutes(config: AppConfig, logger: Logger): Hono | null {
  if (paystackEnvOf(config) !== 'standin' || config.NODE_ENV === 'production') return null;
  return createPaystackStandIn({
    secretKey: paystackSettingsOf(config).secretKey,
    webhookUrl: `${ownLocalOrigin(config)}${cardWebhookPath}`,
    logger: logger.child({ module: 'paystack-standin' }),
  }).routes;
}
