/** Whole days from `iso` to now, never below 0 (a clock a little ahead of the server's reads 'today'). */
export function daysSince(iso: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / (24 * 60 * 60 * 1000)));
}
