import { describe, expect, it } from 'vitest';
import { parseOfficeHours } from './contact-details';
import { nextOfficeOpening } from './next-office-opening';

const hours = parseOfficeHours(
  'Monday-Friday=9:00 AM - 6:00 PM; Saturday=10:00 AM - 4:00 PM; Sunday=Closed',
)!;
/** A moment given in Nairobi time (UTC+3). */
const nairobi = (text: string) => new Date(`${text}+03:00`);

describe('nextOfficeOpening', () => {
  it('is open within the hours, to the minute', () => {
    // 2026-11-27 is a Friday.
    expect(nextOfficeOpening(hours, nairobi('2026-11-27T09:00:00'))).toEqual({
      openNow: true,
      day: 'today',
      time: '9:00 AM',
    });
    expect(nextOfficeOpening(hours, nairobi('2026-11-27T17:59:00'))?.openNow).toBe(true);
  });

  it('before opening says today, after closing the next open day', () => {
    expect(nextOfficeOpening(hours, nairobi('2026-11-27T08:59:00'))).toEqual({
      openNow: false,
      day: 'today',
      time: '9:00 AM',
    });
    // Friday 18:00: closed; Saturday opens at 10.
    expect(nextOfficeOpening(hours, nairobi('2026-11-27T18:00:00'))).toEqual({
      openNow: false,
      day: 'tomorrow',
      time: '10:00 AM',
    });
    // Saturday after 4 PM: Sunday is closed, so Monday.
    expect(nextOfficeOpening(hours, nairobi('2026-11-28T16:30:00'))).toEqual({
      openNow: false,
      day: 'on Monday',
      time: '9:00 AM',
    });
    // Sunday: Monday is tomorrow.
    expect(nextOfficeOpening(hours, nairobi('2026-11-29T12:00:00'))?.day).toBe('tomorrow');
  });

  it("follows Nairobi's clock, not UTC's", () => {
    // 22:30 UTC on Friday is 01:30 on Saturday in Nairobi.
    expect(nextOfficeOpening(hours, new Date('2026-11-27T22:30:00Z'))).toEqual({
      openNow: false,
      day: 'today',
      time: '10:00 AM',
    });
  });

  it('reads ranges that wrap the week and PM times', () => {
    const weekend = parseOfficeHours('Saturday-Sunday=12:30 PM - 8:00 PM; Monday-Friday=Closed')!;
    expect(nextOfficeOpening(weekend, nairobi('2026-11-29T12:29:00'))).toEqual({
      openNow: false,
      day: 'today',
      time: '12:30 PM',
    });
    expect(nextOfficeOpening(weekend, nairobi('2026-11-29T19:59:00'))?.openNow).toBe(true);
    expect(nextOfficeOpening(weekend, nairobi('2026-11-30T09:00:00'))?.day).toBe('on Saturday');
  });

  it('gives up on hours it cannot read, or when nothing is open', () => {
    expect(nextOfficeOpening(parseOfficeHours('Weekdays=9:00 AM - 6:00 PM')!, new Date())).toBeNull();
    expect(nextOfficeOpening(parseOfficeHours('Monday=9 to 5')!, new Date())).toBeNull();
    expect(nextOfficeOpening(parseOfficeHours('Monday=6:00 PM - 9:00 AM')!, new Date())).toBeNull();
    expect(nextOfficeOpening(parseOfficeHours('Monday-Sunday=Closed')!, new Date())).toBeNull();
  });
});
