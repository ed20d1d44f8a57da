import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's webhook signature: the HMAC-SHA512 of the raw body with the secret key, in hex. */
export function paystackSignatureOf(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** Whether `x-paystack-signature` is the body's signature; a missing or malformed header is not. */
export function isPaystackSignatureValid(
  rawBody: string,
  signature: string | undefined,
  secretKey: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignatureOf(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
