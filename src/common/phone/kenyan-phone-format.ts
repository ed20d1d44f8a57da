// Reading and showing Kenyan phone numbers without zod, so a page that only shows a number loads no validator.

export const kenyanPhoneMessage = 'Enter a valid Kenyan phone number';

/**
 * Kenyan mobile numbers start 7 or 1 after the country code. Accepts 07…, 01…, 2547…, 2541… and +254 7XX XXX
 * XXX with any spaces, dashes or brackets; returns the stored form +254 and 9 digits, or null.
 */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `+254${match[1]}` : null;
}

/** Shows +254712345678 as +254 712 345 678. */
export function formatKenyanPhone(phone: string): string {
  const match = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
