import { describe, expect, it } from 'vitest';
import {
  addDays,
  isBusinessDay,
  nairobiDateOf,
  nairobiInstant,
  slotProblem,
  slotStartsOf,
} from './abode-city-vocabulary';

// Monday 7 December 2026 in Nairobi; "now" is the Friday before, 10:00.
const monday = '2026-12-07';
const now = nairobiInstant('2026-12-04', 10);

describe("ABODE City's consultation slots", () => {
  it('cuts a business day into ten one-hour slots from 08:00 to 17:00 Nairobi (UTC+3)', () => {
    const starts = slotStartsOf(monday);
    expect(starts).toHaveLength(10);
    expect(starts[0]!.toISOString()).toBe('2026-12-07T05:00:00.000Z');
    expect(starts[9]!.toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(slotStartsOf('2026-12-05')).toEqual([]);
    expect(slotStartsOf('2026-12-06')).toEqual([]);
    expect(isBusinessDay('2026-12-04')).toBe(true);
  });

  it.each([
    ['the first slot', nairobiInstant(monday, 8), null],
    ['the last slot', nairobiInstant(monday, 17), null],
    ['07:00', nairobiInstant(monday, 7), 'outside-hours'],
    ['18:00', nairobiInstant(monday, 18), 'outside-hours'],
    ['17:30', nairobiInstant(monday, 17, 30), 'outside-hours'],
    ['a second past the hour', new Date(nairobiInstant(monday, 9).getTime() + 1000), 'outside-hours'],
    ['Saturday', nairobiInstant('2026-12-05', 10), 'weekend'],
    ['Sunday', nairobiInstant('2026-12-06', 10), 'weekend'],
    ['this very moment', now, 'past'],
    ['an hour ago', nairobiInstant('2026-12-04', 9), 'past'],
    ['61 days ahead', nairobiInstant(addDays('2026-12-04', 61), 10), 'too-far'],
  ])('%s: %s', (_label, start, problem) => {
    expect(slotProblem(start, now)).toBe(problem);
  });

  it('reads the Kenyan date of a moment across UTC midnight', () => {
    expect(nairobiDateOf(new Date('2026-12-06T21:30:00Z'))).toBe('2026-12-07');
    expect(nairobiDateOf(new Date('2026-12-06T20:59:00Z'))).toBe('2026-12-06');
  });
});
