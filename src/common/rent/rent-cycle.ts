/**
 * The rent calendar, in Nairobi dates (`2026-12-01`): a month's first day, the due date of a tenancy's
 * invoice for it, and a first month's rent prorated by the days lived in.
 */

/** The first day of the month `day` falls in. */
export function periodOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function daysInMonth(period: string): number {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The period after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The rent due for `period`: the whole rent, or the days from `startDate` to the month's end when it began in it. */
export function rentFor(input: { monthlyRent: number; startDate: string; period: string }): number {
  if (periodOf(input.startDate) !== input.period) return input.monthlyRent;
  const days = daysInMonth(input.period);
  const lived = days - Number(input.startDate.slice(8, 10)) + 1;
  return Math.max(1, Math.round((input.monthlyRent * lived) / days));
}

/** The due date in `period`: its due day, never before the tenancy began. */
export function dueDateFor(input: { dueDay: number; startDate: string; period: string }): string {
  const due = `${input.period.slice(0, 8)}${String(input.dueDay).padStart(2, '0')}`;
  return due < input.startDate ? input.startDate : due;
}

export type InvoiceStatus = 'pending' | 'partly_paid' | 'paid' | 'overdue';

/** Paid in full, partly paid, overdue once past its due date unpaid, else pending. */
export function invoiceStatus(input: {
  amount: number;
  paid: number;
  dueDate: string;
  today: string;
}): InvoiceStatus {
  if (input.paid >= input.amount) return 'paid';
  if (input.today > input.dueDate) return 'overdue';
  return input.paid > 0 ? 'partly_paid' : 'pending';
}

/** Today's date in Nairobi (UTC+3, no daylight saving). */
export function nairobiToday(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
