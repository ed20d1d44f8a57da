import { describe, expect, it } from 'vitest';
import { smsQuietUntil } from './sms-quiet-hours';

describe('SMS quiet hours, 21:00 to 07:00 in Nairobi', () => {
  it.each([
    ['2026-12-01T07:00:00+03:00', null],
    ['2026-12-01T12:30:00+03:00', null],
    ['2026-12-01T20:59:59+03:00', null],
    ['2026-12-01T21:00:00+03:00', '2026-12-02T07:00:00+03:00'],
    ['2026-12-01T23:45:00+03:00', '2026-12-02T07:00:00+03:00'],
    ['2026-12-31T22:00:00+03:00', '2027-01-01T07:00:00+03:00'],
    ['2026-12-02T00:10:00+03:00', '2026-12-02T07:00:00+03:00'],
    ['2026-12-02T06:59:59+03:00', '2026-12-02T07:00:00+03:00'],
  ])('at %s an SMS waits until %s', (now, until) => {
    const answer = smsQuietUntil(new Date(now));
    expect(answer?.toISOString() ?? null).toBe(until === null ? null : new Date(until).toISOString());
  });
});
