import { describe, expect, it } from 'vitest';
import { cardChargeOf, cardFeeOf } from './card-payment-fee';

describe('the card fee', () => {
  it.each([
    [50, 2], // 1.45 rounded up
    [100, 3], // exactly 2.9: no float error rounds it to 4
    [1000, 29],
    [2500, 73], // 72.5 rounded up
    [68_000, 1972],
    [68_965, 2000], // 1,999.985 rounded up: the cap exactly
    [68_970, 2000], // 2,000.13: capped
    [150_000, 2000],
  ])('on KES %i is KES %i', (amount, fee) => {
    expect(cardFeeOf(amount)).toBe(fee);
  });

  it('adds the fee to the amount for what the card is charged', () => {
    expect(cardChargeOf(2500)).toEqual({ amount: 2500, fee: 73, total: 2573 });
  });
});
