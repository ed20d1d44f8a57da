/** Today's date in Nairobi as a date input holds it (`2026-12-01`), whatever the device's time zone. */
export function todayInNairobi(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
