/**
 * When a provider works: weekdays and one span of hours, in Kenyan time (EAT, UTC+3 all year: Kenya has no
 * daylight saving, so a fixed offset is exact and the browser and server agree without time-zone data).
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayShortLabels: Readonly<Record<Weekday, string>> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Minutes east of UTC of East Africa Time. */
export const kenyaUtcOffsetMinutes = 180;

export interface Availability {
  /** Days worked, in week order, each once. */
  days: Weekday[];
  /** 'HH:MM', 24-hour, Kenyan time; the first bookable minute. */
  opensAt: string;
  /** 'HH:MM', 24-hour, Kenyan time; after opensAt. A job may start up to, not at, this time. */
  closesAt: string;
}

export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export function minutesOfClock(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The weekday and minute of the day a moment falls on in Kenya. */
export function kenyaWallClock(moment: Date): { day: Weekday; minutes: number; date: string } {
  const shifted = new Date(moment.getTime() + kenyaUtcOffsetMinutes * 60_000);
  // getUTCDay counts from Sunday.
  const day = weekdays[(shifted.getUTCDay() + 6) % 7]!;
  return {
    day,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    date: shifted.toISOString().slice(0, 10),
  };
}

export function isWithinAvailability(moment: Date, availability: Availability): boolean {
  const { day, minutes } = kenyaWallClock(moment);
  return (
    availability.days.includes(day) &&
    minutes >= minutesOfClock(availability.opensAt) &&
    minutes < minutesOfClock(availability.closesAt)
  );
}

/** '08:00' → '8:00 AM', '17:30' → '5:30 PM'. */
export function formatClock(time: string): string {
  const total = minutesOfClock(time);
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/**
 * The days as people say them: runs of three or more consecutive days are joined ("Mon–Sat"), others listed
 * ("Mon, Wed, Fri"); all seven is "Every day". The web passes the words of the language in use.
 */
export function formatDays(
  days: readonly Weekday[],
  words: { short: (day: Weekday) => string; everyDay: string } = {
    short: (day) => weekdayShortLabels[day],
    everyDay: 'Every day',
  },
): string {
  const sorted = weekdays.filter((day) => days.includes(day));
  if (sorted.length === 7) return words.everyDay;
  const { short } = words;
  const parts: string[] = [];
  let run: Weekday[] = [];
  const flush = () => {
    if (run.length >= 3) parts.push(`${short(run[0]!)}–${short(run.at(-1)!)}`);
    else parts.push(...run.map(short));
    run = [];
  };
  for (const day of sorted) {
    const previous = run.at(-1);
    if (previous && weekdays.indexOf(day) !== weekdays.indexOf(previous) + 1) flush();
    run.push(day);
  }
  flush();
  return parts.join(', ');
}

/** What a card shows: "Mon–Sat, 8:00 AM – 6:00 PM". */
export function formatAvailability(availability: Availability): string {
  return `${formatDays(availability.days)}, ${formatClock(availability.opensAt)} – ${formatClock(availability.closesAt)}`;
}
