import type { AppConfig } from '../../config';
import { createPaystackClient, type PaystackClient } from '../../lib/paystack/paystack-client';
import { paystackSettingsOf } from '../../lib/paystack/paystack-settings';

/** The app's Paystack client, from the config (live Paystack, or the stand-in). It keeps no state. */
export function paystackClientOf(config: AppConfig): PaystackClient {
  return createPaystackClient(paystackSettingsOf(config));
}
