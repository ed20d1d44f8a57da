import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  okoaRentAmountProblem,
  okoaRentFee,
  okoaRentQuote,
  okoaRentRate,
  okoaRentTerms,
} from './okoa-rent-terms';

describe('Okoa Rent terms', () => {
  it('charges from 5 %, by how long the money is borrowed, up to 30 days', () => {
    expect(okoaRentRate(0)).toBeNull();
    expect(okoaRentRate(1)).toBe(5);
    expect(okoaRentRate(14)).toBe(5);
    expect(okoaRentRate(15)).toBe(6);
    expect(okoaRentRate(21)).toBe(6);
    expect(okoaRentRate(22)).toBe(7);
    expect(okoaRentRate(30)).toBe(7);
    expect(okoaRentRate(31)).toBeNull();
    expect(okoaRentRate(2.5)).toBeNull();
    expect(Math.min(...okoaRentTerms.rates.map((row) => row.percent))).toBe(5);
  });

  it('rounds the fee up to the shilling, at the boundaries', () => {
    expect(okoaRentFee(1_000, 5)).toBe(50);
    expect(okoaRentFee(1_001, 5)).toBe(51);
    expect(okoaRentFee(1_019, 5)).toBe(51);
    expect(okoaRentFee(1_020, 5)).toBe(51);
    expect(okoaRentFee(1_021, 5)).toBe(52);
    expect(okoaRentFee(45_000, 5)).toBe(2_250);
    expect(okoaRentFee(45_001, 7)).toBe(3_151);
    expect(okoaRentFee(500_000, 7)).toBe(35_000);
  });

  it('quotes the fee as KES and the total to repay before applying', () => {
    expect(okoaRentQuote(20_000, 14)).toEqual({
      amount: 20_000,
      days: 14,
      ratePercent: 5,
      fee: 1_000,
      totalToRepay: 21_000,
    });
    expect(okoaRentQuote(20_000, 15)).toMatchObject({ ratePercent: 6, fee: 1_200, totalToRepay: 21_200 });
    expect(okoaRentQuote(20_000, 31)).toBeNull();
    expect(okoaRentQuote(0, 10)).toBeNull();
  });

  it('takes from the minimum up to the invoice balance and the maximum, both included', () => {
    expect(okoaRentAmountProblem(999, 45_000)).toBe('below_minimum');
    expect(okoaRentAmountProblem(1_000, 45_000)).toBeNull();
    expect(okoaRentAmountProblem(45_000, 45_000)).toBeNull();
    expect(okoaRentAmountProblem(45_001, 45_000)).toBe('above_balance');
    expect(okoaRentAmountProblem(500_000, 600_000)).toBeNull();
    expect(okoaRentAmountProblem(500_001, 600_000)).toBe('above_maximum');
  });

  it('counts calendar days across months', () => {
    expect(daysBetween('2026-11-27', '2026-12-27')).toBe(30);
    expect(daysBetween('2026-11-27', '2026-11-26')).toBe(-1);
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
