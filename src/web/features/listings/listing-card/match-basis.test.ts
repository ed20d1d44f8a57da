import type { MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@web/i18n/i18n';
import { listingsTexts } from '../listings-texts';
import {
  closeMatchNote as closeMatchDescriptor,
  matchBasisNote as matchBasisDescriptor,
} from './match-basis';

/** The notes as the English page shows them. */
const english = (descriptor: MessageDescriptor | null) => (descriptor ? i18n._(descriptor) : null);
const matchBasisNote = (...args: Parameters<typeof matchBasisDescriptor>) =>
  english(matchBasisDescriptor(...args));
const closeMatchNote = (...args: Parameters<typeof closeMatchDescriptor>) =>
  english(closeMatchDescriptor(...args));

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('matchBasisNote', () => {
  it('says the figure is verification and freshness when nothing was asked', () => {
    const note = matchBasisNote({
      percent: 75,
      close: false,
      reasons: [
        { criterion: 'none', met: true, detail: 'Verified by ABODE' },
        { criterion: 'none', met: true, detail: 'Listed 3 days ago' },
      ],
    });
    expect(note).toMatch(/verified .* how recently it was listed/);
  });

  it('says the figure is where the words appear when only free words were given', () => {
    const note = matchBasisNote({
      percent: 40,
      close: false,
      reasons: [{ criterion: 'words', met: true, detail: 'Mentions “quiet” in its description' }],
    });
    expect(note).toMatch(/name counts most/);
  });

  it('adds nothing when the figure is a share of the criteria asked', () => {
    expect(
      matchBasisNote({
        percent: 67,
        close: true,
        reasons: [
          { criterion: 'location', met: true, detail: 'In Kilimani' },
          { criterion: 'price', met: false, detail: 'KES 5,000 over budget' },
        ],
      }),
    ).toBeNull();
    expect(matchBasisNote({ percent: 0, close: false, reasons: [] })).toBeNull();
  });
});

describe('closeMatchNote', () => {
  it('labels a close match with what differs from what was asked', () => {
    const match = {
      percent: 67,
      close: true,
      reasons: [
        { criterion: 'location' as const, met: false, detail: 'In Parklands, 2.1 km from Westlands' },
        { criterion: 'bedrooms' as const, met: true, detail: '2 bedrooms' },
      ],
    };
    expect(closeMatchNote(match)).toBe('Close match: In Parklands, 2.1 km from Westlands');
    expect(closeMatchNote({ ...match, reasons: [] })).toBe('Close match');
  });

  it('labels nothing on a home meeting everything asked', () => {
    expect(closeMatchNote({ percent: 100, close: false, reasons: [] })).toBeNull();
  });
});

describe('the result count', () => {
  const matches = (exact: number, close: number, exactCapped = false, closeCapped = false) =>
    english(listingsTexts.results.matches({ exact, close, exactCapped, closeCapped }));
  const everything = (total: number) => english(listingsTexts.results.everything(total));
  it('says how many homes match what was asked, never the inventory', () => {
    expect(matches(12, 240)).toBe('12 homes match · 240 close matches');
    expect(matches(1, 1)).toBe('1 home matches · 1 close match');
    expect(matches(1_200, 0)).toBe('1,200 homes match');
    expect(matches(0, 3)).toBe('No homes match · 3 close matches');
    expect(matches(0, 0)).toBe('No homes match');
    // Counting stops at the limit: more than it are '500+'.
    expect(matches(500, 0, true)).toBe('500+ homes match');
    expect(matches(500, 240, true)).toBe('500+ homes match · 240 close matches');
    expect(matches(500, 1, true)).toBe('500+ homes match · 1 close match');
    expect(matches(500, 500, true, true)).toBe('500+ homes match · 500+ close matches');
    expect(matches(12, 500, false, true)).toBe('12 homes match · 500+ close matches');
    expect(matches(0, 500, false, true)).toBe('No homes match · 500+ close matches');
    expect(everything(1_163)).toBe('All 1,163 homes listed, newest first');
  });
});
