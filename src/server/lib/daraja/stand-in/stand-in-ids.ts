import { randomBytes, randomInt } from 'node:crypto';
import { nairobiTimestamp } from '../nairobi-time';

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomText = (length: number, alphabet = alphanumeric) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * An M-Pesa transaction id as payers see them, e.g. TK4A1B2C3D: the year (2006 = A), the month (A = January)
 * and the day (1–9, then A = 10) of the transaction in Nairobi, then seven random characters.
 */
export function mpesaReceiptNumber(at: Date): string {
  const stamp = nairobiTimestamp(at);
  const year = Number(stamp.slice(0, 4));
  const month = Number(stamp.slice(4, 6));
  const day = Number(stamp.slice(6, 8));
  const letter = (index: number) => String.fromCharCode(65 + (((index % 26) + 26) % 26));
  const dayChar = day < 10 ? String(day) : letter(day - 10);
  return `${letter(year - 2006)}${letter(month - 1)}${dayChar}${randomText(7)}`;
}

/** ws_CO_ + ddMMyyyyHHmmss + digits, the shape of Daraja's CheckoutRequestIDs. */
export function checkoutRequestId(at: Date): string {
  const stamp = nairobiTimestamp(at);
  return `ws_CO_${stamp.slice(6, 8)}${stamp.slice(4, 6)}${stamp.slice(0, 4)}${stamp.slice(8)}${randomText(12, '0123456789')}`;
}

/** Daraja's proxy ids look like 2654-4b64-97ff-b827b542881d3130. */
export function proxyRequestId(): string {
  const hex = randomBytes(14).toString('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}-${hex.slice(12)}${randomText(7, '0123456789')}`;
}

/** AG_yyyyMMdd_ + 20 hex characters, the shape of M-Pesa's ConversationIDs. */
export function conversationId(at: Date): string {
  return `AG_${nairobiTimestamp(at).slice(0, 8)}_${randomBytes(10).toString('hex')}`;
}
