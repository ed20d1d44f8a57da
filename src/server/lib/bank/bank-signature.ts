import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature a bank puts on a notification: hex HMAC-SHA256 of the exact body bytes with the secret. */
export function signBankNotification(rawBody: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether `signature` (the header as sent, optionally `sha256=`-prefixed) signs `rawBody`: compared in
 * constant time, so a forger learns nothing from how long a refusal takes. Missing or malformed is false.
 */
export function verifyBankSignature(
  rawBody: string | Uint8Array,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const hex = signature.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const expected = Buffer.from(signBankNotification(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
