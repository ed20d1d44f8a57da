import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  dueDateFor,
  invoiceStatus,
  nairobiToday,
  nextPeriod,
  periodOf,
  rentFor,
} from './rent-cycle';

describe('the rent calendar', () => {
  it('finds a day’s month, the next month and the month’s length, leap years too', () => {
    expect(periodOf('2026-12-31')).toBe('2026-12-01');
    expect(nextPeriod('2026-12-01')).toBe('2027-01-01');
    expect(nextPeriod('2026-01-01')).toBe('2026-02-01');
    expect(daysInMonth('2026-02-01')).toBe(28);
    expect(daysInMonth('2028-02-01')).toBe(29);
    expect(daysInMonth('2026-04-01')).toBe(30);
  });

  it.each([
    ['a tenancy begun before the month: the whole rent', '2026-06-01', '2026-12-01', 45_000],
    ['begun on the 1st: the whole rent', '2026-12-01', '2026-12-01', 45_000],
    ['begun on the 16th of a 31-day month: 16 days', '2026-12-16', '2026-12-01', 23_226],
    ['begun on the last day: one day', '2026-12-31', '2026-12-01', 1_452],
    ['begun on 15 February: 14 of 28 days', '2026-02-15', '2026-02-01', 22_500],
  ])('%s', (_name, startDate, period, rent) => {
    expect(rentFor({ monthlyRent: 45_000, startDate, period })).toBe(rent);
  });

  it('never prorates below one shilling', () => {
    expect(rentFor({ monthlyRent: 10, startDate: '2026-12-31', period: '2026-12-01' })).toBe(1);
  });

  it('falls due on the due day, not before the tenancy began', () => {
    expect(dueDateFor({ dueDay: 5, startDate: '2026-06-01', period: '2026-12-01' })).toBe('2026-12-05');
    expect(dueDateFor({ dueDay: 28, startDate: '2025-06-01', period: '2026-02-01' })).toBe('2026-02-28');
    expect(dueDateFor({ dueDay: 5, startDate: '2026-12-16', period: '2026-12-01' })).toBe('2026-12-16');
  });

  it.each([
    [45_000, 0, '2026-12-05', '2026-12-05', 'pending'],
    [45_000, 10_000, '2026-12-05', '2026-12-01', 'partly_paid'],
    [45_000, 10_000, '2026-12-05', '2026-12-06', 'overdue'],
    [45_000, 0, '2026-12-05', '2026-12-06', 'overdue'],
    [45_000, 45_000, '2026-12-05', '2027-01-30', 'paid'],
  ] as const)('amount %i, paid %i, due %s, today %s → %s', (amount, paid, dueDate, today, status) => {
    expect(invoiceStatus({ amount, paid, dueDate, today })).toBe(status);
  });

  it('reads today in Nairobi, three hours ahead of UTC', () => {
    expect(nairobiToday(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
    expect(nairobiToday(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11-30');
  });
});
