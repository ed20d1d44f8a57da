/**
 * Daraja refuses callback URLs that contain these words, in any case (its URL requirements): a URL built from
 * PUBLIC_URL or the callback token with one of them would be refused at registration or ignored later.
 */
const refusedWords = ['m-pesa', 'mpesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'] as const;

/** The first refused word the text contains, or null. */
export function refusedDarajaWordIn(text: string): string | null {
  const lower = text.toLowerCase();
  return refusedWords.find((word) => lower.includes(word)) ?? null;
}
