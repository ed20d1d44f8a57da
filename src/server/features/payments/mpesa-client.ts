import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { createDarajaClient, type DarajaClient } from '../../lib/daraja/daraja-client';
import { darajaSettingsOf } from '../../lib/daraja/daraja-settings';

/** The app's one Daraja client (its token shared by every request), on the configured Daraja or the stand-in. */
export function createMpesaClient(config: AppConfig, logger: Logger): DarajaClient {
  const settings = darajaSettingsOf(config);
  return createDarajaClient({ ...settings, logger: logger.child({ module: 'daraja' }) });
}
