import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatKesAmount, groupThousands, localeTags } from './locale';

describe('groupThousands', () => {
  const wholes = [0, 7, -7, 999, 1_000, -1_000, 12_345, 25_000, 100_000, 999_999, 1_000_000, -1_234_567];
  const powers = Array.from({ length: 16 }, (_, i) => 10 ** i + 1);

  it.each(Object.values(localeTags))('writes every whole number as Intl.NumberFormat does for %s', (tag) => {
    const intl = new Intl.NumberFormat(tag);
    for (const whole of [...wholes, ...powers, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])
      expect(groupThousands(whole)).toBe(intl.format(whole));
  });

  it('groups by threes from the right', () => {
    expect(groupThousands(1_234_567)).toBe('1,234,567');
    expect(groupThousands(-25_000)).toBe('-25,000');
    expect(groupThousands(999)).toBe('999');
  });
});

describe('formatKesAmount', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says whole shillings as 'KES 25,000' in both languages without Intl", () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatKesAmount(25_000)).toBe('KES 25,000');
    expect(formatKesAmount(1_500_000, 'sw')).toBe('KES 1,500,000');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
  });

  it('leaves a fraction to the locale', () => {
    expect(formatKesAmount(1234.5)).toBe(`KES ${(1234.5).toLocaleString('en-KE')}`);
  });
});
