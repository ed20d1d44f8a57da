import { kenyaUtcOffsetMinutes, kenyaWallClock } from '../services/service-availability';

/** The six services ABODE City offers, in the order the spec lists them. */
export const abodeCityServices = [
  'archicad',
  'house-designs',
  'interior',
  'exterior',
  'construction',
  'boq',
] as const;
export type AbodeCityService = (typeof abodeCityServices)[number];

export const abodeCityServiceLabels: Readonly<Record<AbodeCityService, string>> = {
  archicad: 'ArchiCAD Design',
  'house-designs': 'House Designs',
  interior: 'Interior Design',
  exterior: 'Exterior Design',
  construction: 'Construction',
  boq: 'Bill of Quantities (BOQs)',
};

/** The plot or floor size is a number in one of these units. */
export const sizeUnits = ['sqm', 'sqft', 'acres'] as const;
export type SizeUnit = (typeof sizeUnits)[number];
export const sizeUnitLabels: Readonly<Record<SizeUnit, string>> = {
  sqm: 'square metres',
  sqft: 'square feet',
  acres: 'acres',
};

/** Budget ranges in KES, as a client thinks of them before a quote. */
export const budgetRanges = ['under-1m', '1m-5m', '5m-15m', '15m-50m', 'over-50m'] as const;
export type BudgetRange = (typeof budgetRanges)[number];
export const budgetRangeLabels: Readonly<Record<BudgetRange, string>> = {
  'under-1m': 'Under KES 1,000,000',
  '1m-5m': 'KES 1,000,000 – 5,000,000',
  '5m-15m': 'KES 5,000,000 – 15,000,000',
  '15m-50m': 'KES 15,000,000 – 50,000,000',
  'over-50m': 'Over KES 50,000,000',
};

export const timelines = ['asap', '1-3-months', '3-6-months', '6-12-months', 'later'] as const;
export type Timeline = (typeof timelines)[number];
export const timelineLabels: Readonly<Record<Timeline, string>> = {
  asap: 'As soon as possible',
  '1-3-months': 'In 1 to 3 months',
  '3-6-months': 'In 3 to 6 months',
  '6-12-months': 'In 6 to 12 months',
  later: 'More than a year from now',
};

export const consultationModes = ['in-person', 'phone'] as const;
export type ConsultationMode = (typeof consultationModes)[number];
export const consultationModeLabels: Readonly<Record<ConsultationMode, string>> = {
  'in-person': 'In person at our Nairobi office',
  phone: 'By phone',
};

/** At most this many plans or photos per quote request. */
export const quoteFilesMax = 5;
/** The header a visitor's private link key travels in (never in the address the server logs). */
export const quoteKeyHeader = 'x-quote-key';

export const quoteStatuses = ['requested', 'quoted', 'accepted'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/**
 * The firm's business hours (Monday to Friday, 8:00 AM to 6:00 PM, Nairobi time), cut into one-hour
 * consultation slots: the first starts at 08:00, the last at 17:00.
 */
export const consultationHours = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'] as readonly string[],
  firstSlotHour: 8,
  closingHour: 18,
  slotMinutes: 60,
  /** How far ahead a slot may be booked. */
  bookableDays: 60,
} as const;

/** Kenyan date (YYYY-MM-DD) of a moment. */
export const nairobiDateOf = (moment: Date): string => kenyaWallClock(moment).date;

/** The instant a Nairobi wall-clock time on a Kenyan date falls on. */
export function nairobiInstant(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute) - kenyaUtcOffsetMinutes * 60_000);
}

/** Whether a Kenyan date is a business day (Monday to Friday). */
export function isBusinessDay(date: string): boolean {
  return consultationHours.days.includes(kenyaWallClock(nairobiInstant(date, 12)).day);
}

/** Every slot start of a Kenyan date (none on a weekend). */
export function slotStartsOf(date: string): Date[] {
  if (!isBusinessDay(date)) return [];
  const starts: Date[] = [];
  for (let hour = consultationHours.firstSlotHour; hour < consultationHours.closingHour; hour += 1) {
    starts.push(nairobiInstant(date, hour));
  }
  return starts;
}

/** The Kenyan date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export type SlotProblem = 'past' | 'weekend' | 'outside-hours' | 'too-far';

/** Why a slot start cannot be booked now, or null when it can. */
export function slotProblem(start: Date, now: Date): SlotProblem | null {
  if (start.getTime() <= now.getTime()) return 'past';
  const clock = kenyaWallClock(start);
  if (!consultationHours.days.includes(clock.day)) return 'weekend';
  const { firstSlotHour, closingHour, slotMinutes } = consultationHours;
  const onTheHour =
    clock.minutes % slotMinutes === 0 && start.getUTCSeconds() === 0 && start.getUTCMilliseconds() === 0;
  if (!onTheHour || clock.minutes < firstSlotHour * 60 || clock.minutes + slotMinutes > closingHour * 60) {
    return 'outside-hours';
  }
  if (start.getTime() - now.getTime() > consultationHours.bookableDays * 86_400_000) return 'too-far';
  return null;
}
