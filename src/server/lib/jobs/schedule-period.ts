import type { JobSchedule } from './job-types';

const dayMs = 24 * 60 * 60 * 1000;
// Kenya keeps East Africa Time all year (UTC+3, no daylight saving), so a fixed offset is exact.
const nairobiOffsetMs = 3 * 60 * 60 * 1000;

/** Minutes after Nairobi midnight for 'HH:MM'; throws on anything else, at registration rather than later. */
export function nairobiMinutesOf(dailyAt: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(dailyAt);
  if (!match) throw new Error(`dailyAt must be a Nairobi time as HH:MM, not "${dailyAt}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The start of the schedule's period that contains `now`: the occurrence that is due. */
export function periodStartOf(when: JobSchedule, now: Date): Date {
  if ('everySeconds' in when) {
    const periodMs = when.everySeconds * 1000;
    return new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  }
  const nairobiMs = now.getTime() + nairobiOffsetMs;
  let occurrence = Math.floor(nairobiMs / dayMs) * dayMs + nairobiMinutesOf(when.dailyAt) * 60_000;
  if (occurrence > nairobiMs) occurrence -= dayMs;
  return new Date(occurrence - nairobiOffsetMs);
}
