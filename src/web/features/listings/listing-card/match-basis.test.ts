import { describe, expect, it } from 'vitest';
import { matchBasisNote } from './match-basis';

describe('matchBasisNote', () => {
  it('says the figure is verification and freshness when nothing was asked', () => {
    const note = matchBasisNote({
      percent: 75,
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
      reasons: [{ criterion: 'words', met: true, detail: 'Mentions “quiet” in its description' }],
    });
    expect(note).toMatch(/name counts most/);
  });

  it('adds nothing when the figure is a share of the criteria asked', () => {
    expect(
      matchBasisNote({
        percent: 67,
        reasons: [
          { criterion: 'location', met: true, detail: 'In Kilimani' },
          { criterion: 'price', met: false, detail: 'KES 5,000 over budget' },
        ],
      }),
    ).toBeNull();
    expect(matchBasisNote({ percent: 0, reasons: [] })).toBeNull();
  });
});
