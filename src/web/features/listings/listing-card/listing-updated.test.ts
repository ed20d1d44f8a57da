import { describe, expect, it } from 'vitest';
import { listingsTexts } from '../listings-texts';

describe("a card's 'Updated n days ago'", () => {
  it('says today, one day, or n days', () => {
    const { updated } = listingsTexts.card;
    expect(updated(0)).toBe('Updated today');
    expect(updated(1)).toBe('Updated 1 day ago');
    expect(updated(2)).toBe('Updated 2 days ago');
    expect(updated(44)).toBe('Updated 44 days ago');
  });
});
