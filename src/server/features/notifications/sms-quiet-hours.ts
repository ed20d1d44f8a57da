/** No SMS about an event between 21:00 and 07:00 Nairobi time (UTC+3 all year); codes and emergencies excepted. */
const quietFromHour = 21;
const quietUntilHour = 7;
const nairobiOffsetMs = 3 * 3_600_000;

/**
 * When an SMS about an event may go if it is `now`: null when now is fine, else the next 07:00 in Nairobi.
 * The sender enqueues its SMS job to run then.
 */
export function smsQuietUntil(now: Date): Date | null {
  const nairobi = new Date(now.getTime() + nairobiOffsetMs);
  const hour = nairobi.getUTCHours();
  if (hour >= quietUntilHour && hour < quietFromHour) return null;
  const morning = new Date(nairobi);
  morning.setUTCHours(quietUntilHour, 0, 0, 0);
  if (hour >= quietFromHour) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - nairobiOffsetMs);
}
