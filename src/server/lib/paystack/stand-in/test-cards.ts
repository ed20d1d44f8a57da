/**
 * The stand-in's test cards, in the manner of Paystack's own: one that pays, one that asks for a 3-D Secure
 * one-time code first, one the bank declines. Any future expiry and any 3-digit CVV; the code is 123456.
 */
export const standInTestCards = [
  { number: '4084084084084081', outcome: 'success', label: 'Pays at once' },
  { number: '4084080000000409', outcome: 'otp', label: 'Asks for a 3-D Secure code (123456), then pays' },
  { number: '4084080000005408', outcome: 'declined', label: 'Declined by the bank: insufficient funds' },
] as const;

export const standInOtp = '123456';
export const declinedResponse = 'Insufficient Funds';

/** The test card a typed number is (spaces and dashes ignored), or undefined. */
export function testCardOf(typed: string) {
  const digits = typed.replace(/[\s-]/g, '');
  return standInTestCards.find((card) => card.number === digits);
}

/** An expiry the stand-in accepts: MM/YY (or MM/YYYY) not in the past. */
export function isFutureExpiry(typed: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
