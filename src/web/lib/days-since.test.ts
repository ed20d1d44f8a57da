import { describe, expect, it } from 'vitest';
import { listingsTexts } from '../listings-texts';
import { daysSince } from './listing-format';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-27T12:00:00Z');

describe("a card's 'Updated n days ago'", () => {
  it('counts whole days since the home was last confirmed, never below 0', () => {
    expect(daysSince('2026-11-27T11:59:00Z', now)).toBe(0);
    expect(daysSince(new Date(now - day + 1000).toISOString(), now)).toBe(0);
    expect(daysSince(new Date(now - day).toISOString(), now)).toBe(1);
    expect(daysSince(new Date(now - 31 * day - 1000).toISOString(), now)).toBe(31);
    expect(daysSince('2026-11-28T12:00:00Z', now)).toBe(0);
  });

  it('says today, one day, or n days', () => {
    const { updated } = listingsTexts.card;
    expect(updated(0)).toBe('Updated today');
    expect(updated(1)).toBe('Updated 1 day ago');
    expect(updated(2)).toBe('Updated 2 days ago');
    expect(updated(44)).toBe('Updated 44 days ago');
  });
});
