import { describe, expect, it } from 'vitest';
import { daysSince } from './days-since';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-27T12:00:00Z');

describe('daysSince', () => {
  it('counts whole days since the moment, never below 0', () => {
    expect(daysSince('2026-11-27T11:59:00Z', now)).toBe(0);
    expect(daysSince(new Date(now - day + 1000).toISOString(), now)).toBe(0);
    expect(daysSince(new Date(now - day).toISOString(), now)).toBe(1);
    expect(daysSince(new Date(now - 31 * day - 1000).toISOString(), now)).toBe(31);
    expect(daysSince('2026-11-28T12:00:00Z', now)).toBe(0);
  });
});
