import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../config';
import { ownLocalOrigin } from '../../paystack/paystack-settings';
import {
  googleRedirectUriOf,
  googleSettingsOf,
  googleStandInMountPath,
  publicOriginOf,
} from '../google-settings';
import { createGoogleStandIn } from './google-stand-in';

/**
 * The OpenID Connect stand-in the app mounts at googleStandInMountPath when GOOGLE_ENV is standin (a local
 * demo's default), so 'Continue with Google' works with no Google client; null otherwise, and always in
 * production (loadConfig refuses the stand-in there too). better-auth reaches it on loopback; the browser at the
 * public address.
 */
export function googleStandInRoutes(config: AppConfig, logger: Logger): Hono | null {
  const settings = googleSettingsOf(config);
  if (settings?.env !== 'standin' || config.NODE_ENV === 'production') return null;
  return createGoogleStandIn({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    issuer: `${ownLocalOrigin(config)}${googleStandInMountPath}`,
    browserBase: `${publicOriginOf(config)}${googleStandInMountPath}`,
    redirectUris: [googleRedirectUriOf(config)],
    logger: logger.child({ module: 'google-standin' }),
  }).routes;
}
