import { describe, expect, it } from 'vitest';
import {
  outstandingOnTenancies,
  rentAdvanceAmountProblem,
  rentAdvanceFee,
  rentAdvanceLimit,
  rentAdvanceQuote,
  rentAdvanceTerms,
  splitRentForAdvances,
} from './rent-advance-terms';

describe('rent advance terms', () => {
  it("limits an advance to 3 months' rent of the chosen tenancies, less what is still owed on them", () => {
    expect(rentAdvanceLimit([45_000])).toBe(135_000);
    expect(rentAdvanceLimit([45_000, 30_000])).toBe(225_000);
    expect(rentAdvanceLimit([45_000], 35_000)).toBe(100_000);
    expect(rentAdvanceLimit([45_000], 135_000)).toBe(0);
    expect(rentAdvanceLimit([45_000], 200_000)).toBe(0);
    expect(rentAdvanceLimit([])).toBe(0);
  });

  it('counts an advance covering several chosen tenancies once', () => {
    const shared = { id: 'a', outstanding: 50_000 };
    expect(
      outstandingOnTenancies([
        { advances: [shared] },
        { advances: [shared, { id: 'b', outstanding: 10_000 }] },
        { advances: [] },
      ]),
    ).toBe(60_000);
    expect(outstandingOnTenancies([])).toBe(0);
  });

  it('charges 3 % rounded up to the shilling, at the boundaries', () => {
    expect(rentAdvanceTerms.feePercent).toBe(3);
    expect(rentAdvanceFee(1_000)).toBe(30);
    expect(rentAdvanceFee(1_001)).toBe(31);
    expect(rentAdvanceFee(1_033)).toBe(31);
    expect(rentAdvanceFee(1_034)).toBe(32);
    expect(rentAdvanceFee(135_000)).toBe(4_050);
    expect(rentAdvanceFee(99_999_999)).toBe(3_000_000);
    expect(rentAdvanceQuote(135_000)).toEqual({ amount: 135_000, fee: 4_050, totalToRepay: 139_050 });
  });

  it('takes from the minimum up to the limit, both included', () => {
    expect(rentAdvanceAmountProblem(999, 135_000)).toBe('below_minimum');
    expect(rentAdvanceAmountProblem(1_000, 135_000)).toBeNull();
    expect(rentAdvanceAmountProblem(135_000, 135_000)).toBeNull();
    expect(rentAdvanceAmountProblem(135_001, 135_000)).toBe('over_limit');
    expect(rentAdvanceAmountProblem(1_000, 0)).toBe('over_limit');
  });

  it('repays the oldest advance first from rent and leaves the landlord the rest', () => {
    expect(splitRentForAdvances(45_000, [139_050])).toEqual({ toAdvances: [45_000], toLandlord: 0 });
    expect(splitRentForAdvances(45_000, [4_050])).toEqual({ toAdvances: [4_050], toLandlord: 40_950 });
    expect(splitRentForAdvances(45_000, [40_000, 10_000])).toEqual({
      toAdvances: [40_000, 5_000],
      toLandlord: 0,
    });
    expect(splitRentForAdvances(45_000, [])).toEqual({ toAdvances: [], toLandlord: 45_000 });
    expect(splitRentForAdvances(45_000, [0])).toEqual({ toAdvances: [0], toLandlord: 45_000 });
  });
});
