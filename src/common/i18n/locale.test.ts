import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatKesAmount, groupThousands, localeTags, oneDecimalPlace } from './locale';

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

describe('oneDecimalPlace', () => {
  // Halves that binary cannot hold (0.15 is 0.1499…), ratings, large and negative numbers, and random ones.
  const edges = [
    0, -0, 0.05, 0.15, 0.25, 0.35, 1.05, 1.45, 2.675, 4.25, 4.45, 4.95, 4.99, 5, -0.04, -0.05, -1.25,
  ];
  const larger = [999.95, 1_234.56, 12_345.05, -98_765.45, 1e9 + 0.05, 2 ** 40 + 0.25];
  const random = Array.from(
    { length: 2_000 },
    (_, i) => Math.round(Math.sin(i + 1) * 10 ** ((i % 7) + 2)) / 1000,
  );

  it.each(Object.values(localeTags))('writes each number as Intl.NumberFormat does for %s', (tag) => {
    const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of [...edges, ...larger, ...random])
      expect(oneDecimalPlace(value), String(value)).toBe(intl.format(value));
  });

  it('rounds halves away from zero, in the written number', () => {
    expect(oneDecimalPlace(4.25)).toBe('4.3');
    expect(oneDecimalPlace(0.15)).toBe('0.2');
    expect(oneDecimalPlace(-1.25)).toBe('-1.3');
    expect(oneDecimalPlace(1_234)).toBe('1,234.0');
  });

  it('gives up on what its written form cannot carry', () => {
    expect(oneDecimalPlace(1e-7)).toBeNull();
    expect(oneDecimalPlace(1e21)).toBeNull();
    expect(oneDecimalPlace(Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(oneDecimalPlace(Number.NaN)).toBeNull();
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
