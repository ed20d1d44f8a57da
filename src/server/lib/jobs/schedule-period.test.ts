import { describe, expect, it } from 'vitest';
import { nairobiMinutesOf, periodStartOf } from './schedule-period';

describe('periodStartOf', () => {
  it('aligns an interval to the epoch, so every instance computes the same period', () => {
    expect(periodStartOf({ everySeconds: 60 }, new Date('2026-11-25T01:02:59.900Z'))).toEqual(
      new Date('2026-11-25T01:02:00.000Z'),
    );
  });

  it('takes a daily time in Nairobi (UTC+3): the latest occurrence at or before now', () => {
    const at6 = { dailyAt: '06:00' };
    // 06:00 in Nairobi is 03:00 UTC.
    expect(periodStartOf(at6, new Date('2026-11-25T03:00:00.000Z'))).toEqual(
      new Date('2026-11-25T03:00:00.000Z'),
    );
    expect(periodStartOf(at6, new Date('2026-11-25T02:59:59.000Z'))).toEqual(
      new Date('2026-11-24T03:00:00.000Z'),
    );
    // 23:30 UTC is already the next day in Nairobi.
    expect(periodStartOf(at6, new Date('2026-11-25T23:30:00.000Z'))).toEqual(
      new Date('2026-11-25T03:00:00.000Z'),
    );
    expect(periodStartOf({ dailyAt: '00:30' }, new Date('2026-11-25T21:45:00.000Z'))).toEqual(
      new Date('2026-11-25T21:30:00.000Z'),
    );
  });

  it('refuses a time that is not HH:MM', () => {
    for (const bad of ['6:00', '24:00', '06:60', '06:00:00', 'six']) {
      expect(() => nairobiMinutesOf(bad)).toThrow('HH:MM');
    }
  });
});
