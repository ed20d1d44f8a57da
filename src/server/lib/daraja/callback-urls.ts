import type { AppConfig } from '../../config';
import { darajaSettingsOf } from './daraja-settings';
import { refusedDarajaWordIn } from './daraja-url-words';

/**
 * Where the payment callback routes are mounted, under /api. Daraja refuses URLs containing "mpesa",
 * "safaricom", "query" and the like, so the prefix names neither.
 */
export const callbackRoutePrefix = '/payment-callbacks';

export interface CallbackUrls {
  stkResult: string;
  c2bValidation: string;
  c2bConfirmation: string;
  b2cResult: string;
  b2cTimeout: string;
  b2bResult: string;
  b2bTimeout: string;
  /** Transaction Status answers (the path must not say "query": Daraja refuses that word in URLs). */
  statusResult: string;
  statusTimeout: string;
}

/** The path of each callback below `${PUBLIC_URL}/api${callbackRoutePrefix}/<token>`: the routes mount these. */
export const callbackPaths = {
  stkResult: '/stk',
  c2bValidation: '/c2b/validation',
  c2bConfirmation: '/c2b/confirmation',
  b2cResult: '/b2c/result',
  b2cTimeout: '/b2c/timeout',
  b2bResult: '/b2b/result',
  b2bTimeout: '/b2b/timeout',
  statusResult: '/status/result',
  statusTimeout: '/status/timeout',
} as const satisfies Record<keyof CallbackUrls, string>;

export class CallbackUrlError extends Error {
  override name = 'CallbackUrlError';
}

/**
 * Every URL Daraja calls back, built in one place from PUBLIC_URL (or the local server for the stand-in) and
 * MPESA_CALLBACK_TOKEN. Throws when one would contain a word Daraja refuses, rather than registering a URL
 * Daraja silently never calls.
 */
export function callbackUrls(config: AppConfig): CallbackUrls {
  const { publicUrl, callbackToken } = darajaSettingsOf(config);
  const base = `${publicUrl}/api${callbackRoutePrefix}/${encodeURIComponent(callbackToken)}`;
  const word = refusedDarajaWordIn(base);
  if (word) {
    throw new CallbackUrlError(
      `Callback URLs would contain "${word}", which Daraja refuses: change PUBLIC_URL or MPESA_CALLBACK_TOKEN`,
    );
  }
  const urls = {} as CallbackUrls;
  for (const [name, path] of Object.entries(callbackPaths))
    urls[name as keyof CallbackUrls] = `${base}${path}`;
  return urls;
}
