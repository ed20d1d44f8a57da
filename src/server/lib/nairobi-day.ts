/** The start of `now`'s day in Nairobi (UTC+3, no daylight saving): the instant daily limits count from. */
export function nairobiDayStart(now: Date): Date {
  const shifted = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 3 * 3_600_000,
  );
}
