/** The configured office hours' words ('Monday-Friday=9:00 AM - 6:00 PM'), read for the clock and for Kiswahili. */

export const dayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'Monday' → 1 (Sunday is 0, as Date counts); -1 when it is no day's name. */
export function dayIndex(name: string): number {
  return dayNames.findIndex((day) => day.toLowerCase() === name.trim().toLowerCase());
}

/** '9:00 AM' → minutes after midnight (540); null when it is no such time. */
export function clockMinutes(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0)) * 60 + minute;
}

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';

/**
 * A time of day the Swahili way: hours counted from 6 (7:00 AM is 'saa 1:00 asubuhi', 6:00 PM 'saa 12:00
 * jioni') and the part of the day. 540 (9:00 AM) → { clock: '3:00', part: 'morning' }.
 */
export function swahiliClock(minutes: number): { clock: string; part: DayPart } {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour = (hour24 + 6) % 12 || 12;
  const part: DayPart =
    hour24 >= 5 && hour24 < 12
      ? 'morning'
      : hour24 >= 12 && hour24 < 16
        ? 'afternoon'
        : hour24 >= 16 && hour24 < 19
          ? 'evening'
          : 'night';
  return { clock: `${hour}:${String(minute).padStart(2, '0')}`, part };
}
