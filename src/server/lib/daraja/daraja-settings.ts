import type { AppConfig } from '../../config';

export type MpesaEnv = 'standin' | 'sandbox' | 'production';

/** Where the stand-in is mounted in the app (app.ts); its Daraja API answers under this prefix. */
export const standInMountPath = '/standin/daraja';

/**
 * The stand-in's credentials: it accepts only these, so a client still proves it sends what Daraja checks.
 * The shortcode and passkey are Safaricom's published sandbox test values (the Daraja simulator's test data).
 */
export const standInCredentials = {
  consumerKey: 'abode-standin-key',
  consumerSecret: 'abode-standin-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  callbackToken: 'abode-local-standin-callbacks',
  initiator: { name: 'abode-standin-operator', securityCredential: 'abode-standin-credential' },
} as const;

export interface DarajaSettings {
  env: MpesaEnv;
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackToken: string;
  /** The API operator B2C and B2B are made as (the stand-in's own when MPESA_ENV=standin and none is set). */
  initiator?: { name: string; securityCredential: string };
  /** The origin callbacks are built on: PUBLIC_URL, or this server on 127.0.0.1 for the stand-in. */
  publicUrl: string;
}

export function mpesaEnvOf(config: AppConfig): MpesaEnv {
  return config.MPESA_ENV ?? 'standin';
}

/** This server as seen from itself: loopback when it listens everywhere, else the one address it listens on. */
function loopbackOrHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

const hostOf: Record<Exclude<MpesaEnv, 'standin'>, string> = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
};

/**
 * The Daraja settings from the validated config. loadConfig already refuses sandbox and production without
 * their keys, and production on the stand-in; the stand-in's own values fill in whatever is left unset.
 */
export function darajaSettingsOf(config: AppConfig): DarajaSettings {
  const env = mpesaEnvOf(config);
  const local = `http://${loopbackOrHost(config.HOST)}:${config.PORT}`;
  return {
    env,
    baseUrl: (
      config.MPESA_BASE_URL ?? (env === 'standin' ? `${local}${standInMountPath}` : hostOf[env])
    ).replace(/\/+$/, ''),
    consumerKey: config.MPESA_CONSUMER_KEY ?? standInCredentials.consumerKey,
    consumerSecret: config.MPESA_CONSUMER_SECRET ?? standInCredentials.consumerSecret,
    shortcode: config.MPESA_SHORTCODE ?? standInCredentials.shortcode,
    passkey: config.MPESA_PASSKEY ?? standInCredentials.passkey,
    callbackToken: config.MPESA_CALLBACK_TOKEN ?? standInCredentials.callbackToken,
    initiator:
      config.MPESA_INITIATOR_NAME && config.MPESA_SECURITY_CREDENTIAL
        ? { name: config.MPESA_INITIATOR_NAME, securityCredential: config.MPESA_SECURITY_CREDENTIAL }
        : env === 'standin'
          ? standInCredentials.initiator
          : undefined,
    publicUrl: (config.PUBLIC_URL ?? local).replace(/\/+$/, ''),
  };
}
