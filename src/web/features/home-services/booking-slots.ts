import {
  kenyaWallClock,
  minutesOfClock,
  type Availability,
  type Weekday,
} from '@common/services/service-availability';
import { formatDate } from '@web/i18n';

const dayMs = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const dayLabel: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Africa/Nairobi',
};

/** A moment at a Kenyan day ('2026-12-01') and clock time ('10:30'), as the API's ISO form with +03:00. */
export function kenyaIso(day: string, time: string): string {
  return `${day}T${time}:00+03:00`;
}

/**
 * The Kenyan days from today up to `windowDays` ahead on which the provider works, e.g.
 * `{ value: '2026-12-01', label: 'Tue, 1 Dec', weekday: 'tue' }`.
 */
export function workingDays(
  availability: Pick<Availability, 'days'>,
  now: Date,
  windowDays: number,
): Array<{ value: string; label: string; weekday: Weekday }> {
  const today = kenyaWallClock(now).date;
  const noon = new Date(`${today}T12:00:00+03:00`).getTime();
  const days: Array<{ value: string; label: string; weekday: Weekday }> = [];
  for (let offset = 0; offset <= windowDays; offset += 1) {
    const moment = new Date(noon + offset * dayMs);
    const { day, date } = kenyaWallClock(moment);
    if (availability.days.includes(day))
      days.push({ value: date, label: formatDate(moment, dayLabel), weekday: day });
  }
  return days;
}

/** Half-hour start times from opening up to, not at, closing: '08:00', '08:30', … */
export function timeSlots(availability: Pick<Availability, 'opensAt' | 'closesAt'>): string[] {
  const opens = minutesOfClock(availability.opensAt);
  const closes = minutesOfClock(availability.closesAt);
  const first = Math.ceil(opens / 30) * 30;
  const slots: string[] = [];
  for (let minutes = first; minutes < closes; minutes += 30) {
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
}

// Made when called, in the language in use (en-KE or sw-KE), never frozen at load.
const when: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Africa/Nairobi',
};
const dayOnly: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Africa/Nairobi',
};
const timeOnly: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Africa/Nairobi',
};

/** 'Tue, 1 Dec, 10:30', in Kenyan time (where the job is). */
export const formatJobTime = (iso: string) => formatDate(iso, when);
/** 'Tuesday, 1 December': a day heading of 'My Schedule'. */
export const formatJobDay = (iso: string) => formatDate(iso, dayOnly);
/** '10:30'. */
export const formatJobClock = (iso: string) => formatDate(iso, timeOnly);
/** The Kenyan day of a moment, to group jobs by day. */
export const jobDayKey = (iso: string) => kenyaWallClock(new Date(iso)).date;
