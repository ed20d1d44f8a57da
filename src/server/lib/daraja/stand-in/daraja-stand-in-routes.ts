import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config';
import { darajaSettingsOf, mpesaEnvOf } from '../daraja-settings';
import { createDarajaStandIn } from './daraja-stand-in';

/**
 * The stand-in the app mounts at standInMountPath when MPESA_ENV=standin, so `npm start` and the tests take
 * payments with no credentials; null otherwise. Never in production (loadConfig refuses it there too).
 */
export function darajaStandInRoutes(config: AppConfig, logger: Logger): Hono | null {
  if (mpesaEnvOf(config) !== 'standin' || config.NODE_ENV === 'production') return null;
  const standIn = createDarajaStandIn({
    ...darajaSettingsOf(config),
    logger: logger.child({ module: 'daraja-standin' }),
  });
  return standIn.routes;
}
