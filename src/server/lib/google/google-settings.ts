import type { AppConfig } from '../../config';
import { demoModeOf } from '../../config';
import { ownLocalOrigin } from '../paystack/paystack-settings';

/** `off`: no Google sign-in (the button is not shown); `standin`: the local stand-in; `google`: Google. */
export type GoogleEnv = 'off' | 'standin' | 'google';

/** Where the stand-in is mounted in the app (app.ts); its OpenID Connect endpoints answer under this prefix. */
export const googleStandInMountPath = '/standin/google';

/** Google's own discovery document: the only endpoints production may use (loadConfig refuses the stand-in). */
export const googleDiscoveryUrl = 'https://accounts.google.com/.well-known/openid-configuration';

/** The stand-in's client: known to everyone, accepted only by the stand-in, so it unlocks nothing real. */
export const googleStandInClientId = 'abode-standin.apps.googleusercontent.com';
export const googleStandInClientSecret = 'GOCSPX-abode-standin-secret';

export interface GoogleSettings {
  env: Exclude<GoogleEnv, 'off'>;
  clientId: string;
  clientSecret: string;
  /** The OpenID Connect discovery document better-auth reads the endpoints and the JWKS from. */
  discoveryUrl: string;
}

/**
 * `GOOGLE_ENV` when set; otherwise Google itself once `GOOGLE_CLIENT_ID` is configured, the stand-in in a local
 * demo (`npm start`, so the button works with no credentials), and off everywhere else (tests ask for it).
 */
export function googleEnvOf(config: AppConfig): GoogleEnv {
  if (config.GOOGLE_ENV) return config.GOOGLE_ENV;
  if (config.GOOGLE_CLIENT_ID) return 'google';
  return config.NODE_ENV === 'development' && demoModeOf(config) ? 'standin' : 'off';
}

/** The Google sign-in settings, or null when it is off (no provider, no button). */
export function googleSettingsOf(config: AppConfig): GoogleSettings | null {
  const env = googleEnvOf(config);
  if (env === 'off') return null;
  if (env === 'google') {
    // loadConfig refuses GOOGLE_ENV=google without both; the guard keeps a half-configured app off.
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
    return {
      env,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      discoveryUrl: googleDiscoveryUrl,
    };
  }
  return {
    env,
    clientId: config.GOOGLE_CLIENT_ID ?? googleStandInClientId,
    clientSecret: config.GOOGLE_CLIENT_SECRET ?? googleStandInClientSecret,
    discoveryUrl: `${ownLocalOrigin(config)}${googleStandInMountPath}/.well-known/openid-configuration`,
  };
}

/** better-auth's callback for the provider (its basePath /api/auth, callback/:id), the one redirect URI. */
export const googleCallbackPath = '/api/auth/callback/google';

/** The address people reach ABODE at (better-auth's baseURL), without a trailing slash. */
export function publicOriginOf(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The redirect URI to register with the Google client (and the only one the stand-in accepts). */
export function googleRedirectUriOf(config: AppConfig): string {
  return `${publicOriginOf(config)}${googleCallbackPath}`;
}
