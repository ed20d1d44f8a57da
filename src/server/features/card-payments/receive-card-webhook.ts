import { isPaystackSignatureValid } from '../../lib/paystack/paystack-signature';
import { paystackSettingsOf } from '../../lib/paystack/paystack-settings';
import { AppError } from '../../lib/app-error';
import { settleCardPayment, type SettleDeps } from './settle-card-payment';

/**
 * POST /api/card-payments/webhook: Paystack's events. The signature (`x-paystack-signature`, HMAC-SHA512 of
 * the raw body with the secret key) is checked first: without it nothing is read (401). `charge.success`
 * settles its payment by verify; other events and references not ours are acknowledged and ignored, so
 * Paystack does not send them again. Repeats change nothing (settleCardPayment).
 */
export async function receiveCardWebhook(
  deps: SettleDeps,
  input: { rawBody: string; signature: string | undefined },
): Promise<{ received: true }> {
  const { secretKey } = paystackSettingsOf(deps.config);
  if (!isPaystackSignatureValid(input.rawBody, input.signature, secretKey)) {
    deps.logger.warn('card webhook with a bad signature refused');
    throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
  }
  let event: unknown;
  try {
    event = JSON.parse(input.rawBody);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
  }
  if (typeof event !== 'object' || event === null)
    throw new AppError('BAD_REQUEST', 'The webhook body is not an event.');
  const { event: name, data } = event as { event?: unknown; data?: unknown };
  const reference =
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { reference?: unknown }).reference === 'string'
      ? (data as { reference: string }).reference
      : null;
  if (name === 'charge.success' && reference && reference.length <= 64) {
    await settleCardPayment(deps, reference);
  }
  return { received: true };
}
