import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@web/i18n/i18n';
import { listingsTexts } from '../listings-texts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe("a card's 'Updated n days ago'", () => {
  it('says today, one day, or n days', () => {
    const updated = (days: number) => i18n._(listingsTexts.card.updated(days));
    expect(updated(0)).toBe('Updated today');
    expect(updated(1)).toBe('Updated 1 day ago');
    expect(updated(2)).toBe('Updated 2 days ago');
    expect(updated(44)).toBe('Updated 44 days ago');
  });
});
