import { describe, expect, it } from 'vitest';
import { clockMinutes, dayIndex, swahiliClock } from './office-clock';

describe('office clock', () => {
  it('reads days and 12-hour times', () => {
    expect(dayIndex(' monday ')).toBe(1);
    expect(dayIndex('Weekdays')).toBe(-1);
    expect(clockMinutes('9:00 AM')).toBe(540);
    expect(clockMinutes('12:30 PM')).toBe(750);
    expect(clockMinutes('12:00 AM')).toBe(0);
    expect(clockMinutes('13:00 PM')).toBeNull();
  });

  it('counts Swahili time from 6 with the part of the day', () => {
    expect(swahiliClock(7 * 60)).toEqual({ clock: '1:00', part: 'morning' });
    expect(swahiliClock(9 * 60)).toEqual({ clock: '3:00', part: 'morning' });
    expect(swahiliClock(12 * 60 + 30)).toEqual({ clock: '6:30', part: 'afternoon' });
    expect(swahiliClock(16 * 60)).toEqual({ clock: '10:00', part: 'evening' });
    expect(swahiliClock(18 * 60)).toEqual({ clock: '12:00', part: 'evening' });
    expect(swahiliClock(20 * 60)).toEqual({ clock: '2:00', part: 'night' });
    expect(swahiliClock(0)).toEqual({ clock: '6:00', part: 'night' });
  });
});
