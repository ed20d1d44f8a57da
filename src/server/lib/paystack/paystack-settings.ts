import type { AppConfig } from '../../config';

export type PaystackEnv = 'standin' | 'live';

/** Where the stand-in is mounted in the app (app.ts); its Paystack API and checkout answer under this prefix. */
export const paystackStandInMountPath = '/standin/paystack';

/**
 * The stand-in's secret key: it accepts only this one on its API and signs its webhooks with it, as Paystack
 * does with an account's own key. A test key in Paystack's form, known to everyone: it unlocks nothing real.
 */
export const paystackStandInSecretKey = 'sk_test_abodestandin0000000000000000';

export interface PaystackSettings {
  env: PaystackEnv;
  baseUrl: string;
  secretKey: string;
}

export function paystackEnvOf(config: AppConfig): PaystackEnv {
  return config.PAYSTACK_ENV ?? 'standin';
}

/** This server as seen from itself: loopback when it listens everywhere, else the one address it listens on. */
export function ownLocalOrigin(config: AppConfig): string {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/**
 * The Paystack settings from the validated config. loadConfig refuses live without a key and production on
 * the stand-in; the stand-in's own values fill in whatever is left unset.
 */
export function paystackSettingsOf(config: AppConfig): PaystackSettings {
  const env = paystackEnvOf(config);
  const baseUrl =
    config.PAYSTACK_BASE_URL ??
    (env === 'standin' ? `${ownLocalOrigin(config)}${paystackStandInMountPath}` : 'https://api.paystack.co');
  return {
    env,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    secretKey: config.PAYSTACK_SECRET_KEY ?? paystackStandInSecretKey,
  };
}
