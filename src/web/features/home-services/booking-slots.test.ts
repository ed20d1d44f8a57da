import { describe, expect, it } from 'vitest';
import { kenyaIso, timeSlots, workingDays } from './booking-slots';

describe('booking slots', () => {
  it('lists the working days in Kenyan time, today first', () => {
    // 22:30 UTC on Sunday 29 Nov 2026 is already Monday 30 Nov in Nairobi.
    const now = new Date('2026-11-29T22:30:00Z');
    const days = workingDays({ days: ['mon', 'wed'] }, now, 7);
    expect(days.map((day) => [day.value, day.weekday])).toEqual([
      ['2026-11-30', 'mon'],
      ['2026-12-02', 'wed'],
      ['2026-12-07', 'mon'],
    ]);
    expect(days[0]?.label).toMatch(/Mon.*30.*Nov/);
  });

  it('gives half-hour slots up to, not at, closing', () => {
    expect(timeSlots({ opensAt: '08:00', closesAt: '10:00' })).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(timeSlots({ opensAt: '07:45', closesAt: '09:00' })).toEqual(['08:00', '08:30']);
  });

  it('writes Kenyan times with their offset', () => {
    expect(new Date(kenyaIso('2026-12-01', '10:30')).toISOString()).toBe('2026-12-01T07:30:00.000Z');
  });
});
