import type { ContactDetails } from './contact-details';
import { clockMinutes as minutesOf, dayIndex, dayNames } from './office-clock';

/** Nairobi is UTC+3 all year (no daylight saving), so its clock is a fixed offset of UTC. */
const nairobiOffsetMs = 3 * 3_600_000;

/** 'Monday-Friday' → [1..5], 'Saturday' → [6], 'Saturday-Sunday' → [6, 0]; null when it names no day. */
function daysOf(text: string): number[] | null {
  const [from, to, ...rest] = text.split('-');
  if (rest.length > 0 || from === undefined) return null;
  const first = dayIndex(from);
  const last = to === undefined ? first : dayIndex(to);
  if (first < 0 || last < 0) return null;
  const days = [first];
  for (let day = first; day !== last; days.push(day)) day = (day + 1) % 7;
  return days;
}

export interface OfficeOpening {
  /** True when `now` is within the office hours. */
  openNow: boolean;
  /** When the office next opens: 'today', 'tomorrow' or 'on Monday'. */
  day: string;
  /** The opening time as configured, e.g. '9:00 AM'. */
  time: string;
}

/**
 * When ABODE's team is next in the office, by the configured hours (CONTACT_OFFICE_HOURS, e.g.
 * 'Monday-Friday=9:00 AM - 6:00 PM; Saturday=10:00 AM - 4:00 PM; Sunday=Closed') and Nairobi's clock. Null
 * when the hours cannot be read as days and times (then only the configured text can be shown) or none is
 * open.
 */
export function nextOfficeOpening(hours: ContactDetails['officeHours'], now: Date): OfficeOpening | null {
  const opening = new Map<number, { open: number; close: number; time: string }>();
  for (const entry of hours) {
    const days = daysOf(entry.days);
    if (!days) return null;
    if (/^closed$/i.test(entry.hours.trim())) continue;
    const [openText, closeText, ...rest] = entry.hours.split(' - ');
    const open = openText === undefined ? null : minutesOf(openText);
    const close = closeText === undefined ? null : minutesOf(closeText);
    if (rest.length > 0 || open === null || close === null || close <= open) return null;
    for (const day of days) opening.set(day, { open, close, time: openText!.trim() });
  }
  if (opening.size === 0) return null;
  const local = new Date(now.getTime() + nairobiOffsetMs);
  const today = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const hoursToday = opening.get(today);
  if (hoursToday && minute >= hoursToday.open && minute < hoursToday.close) {
    return { openNow: true, day: 'today', time: hoursToday.time };
  }
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const day = (today + ahead) % 7;
    const hoursThen = opening.get(day);
    if (!hoursThen || (ahead === 0 && minute >= hoursThen.open)) continue;
    const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : `on ${dayNames[day]}`;
    return { openNow: false, day: when, time: hoursThen.time };
  }
  return null;
}
