import { describe, expect, it } from 'vitest';
import { sendMessages, tukuPayMessages } from './send-messages';
import {
  maskedName,
  needsStepUp,
  sendFeeOf,
  sendFeeTariff,
  sendLimits,
  sendRails,
  stepUpThreshold,
} from './send-rules';

describe('the send fee tariff', () => {
  it('is free wallet to wallet and at a till', () => {
    expect(sendFeeOf('tukupay', 10)).toBe(0);
    expect(sendFeeOf('tukupay', 150_000)).toBe(0);
    expect(sendFeeOf('till', 4_999)).toBe(0);
  });

  it('charges an M-Pesa withdrawal by Safaricom-style bands, each bound inclusive', () => {
    expect(sendFeeOf('mpesa', 50)).toBe(11);
    expect(sendFeeOf('mpesa', 100)).toBe(11);
    expect(sendFeeOf('mpesa', 101)).toBe(29);
    expect(sendFeeOf('mpesa', 2_500)).toBe(29);
    expect(sendFeeOf('mpesa', 2_501)).toBe(52);
    expect(sendFeeOf('mpesa', 10_000)).toBe(115);
    expect(sendFeeOf('mpesa', 10_001)).toBe(167);
    expect(sendFeeOf('mpesa', 150_000)).toBe(309);
  });

  it('charges bank and bill sends by their bands', () => {
    expect(sendFeeOf('bank', 500)).toBe(7);
    expect(sendFeeOf('bank', 501)).toBe(13);
    expect(sendFeeOf('bank', 250_000)).toBe(108);
    expect(sendFeeOf('bill', 100)).toBe(0);
    expect(sendFeeOf('bill', 101)).toBe(5);
  });

  it('has ascending bands ending unbounded and fees that never fall as the amount grows', () => {
    for (const rail of sendRails) {
      const bands = sendFeeTariff[rail];
      expect(bands.at(-1)!.upTo).toBe(Number.POSITIVE_INFINITY);
      for (let i = 1; i < bands.length; i++) {
        expect(bands[i]!.upTo).toBeGreaterThan(bands[i - 1]!.upTo);
        expect(bands[i]!.fee).toBeGreaterThanOrEqual(bands[i - 1]!.fee);
      }
    }
  });

  it('refuses an amount that is not a whole positive number of shillings', () => {
    expect(() => sendFeeOf('mpesa', 0)).toThrow(RangeError);
    expect(() => sendFeeOf('mpesa', -5)).toThrow(RangeError);
    expect(() => sendFeeOf('bank', 10.5)).toThrow(RangeError);
  });
});

describe('the send limits', () => {
  it('has for every rail a minimum below the single maximum below the daily limit', () => {
    for (const rail of sendRails) {
      const { min, max, daily } = sendLimits[rail];
      expect(min).toBeGreaterThan(0);
      expect(max).toBeGreaterThan(min);
      expect(daily).toBeGreaterThanOrEqual(max);
    }
  });

  it('needs step-up only above KES 10,000', () => {
    expect(stepUpThreshold).toBe(10_000);
    expect(needsStepUp(10_000)).toBe(false);
    expect(needsStepUp(10_001)).toBe(true);
  });
});

describe('maskedName', () => {
  it('shows the first name and the next name’s initial', () => {
    expect(maskedName('Jane Wanjiku')).toBe('Jane W***');
    expect(maskedName('  Jane   wanjiku  Kamau ')).toBe('Jane W***');
  });

  it('shows a single name as is and no name as stars', () => {
    expect(maskedName('Jane')).toBe('Jane');
    expect(maskedName('   ')).toBe('***');
  });
});

describe('the send texts', () => {
  it('name the rail and the amounts', () => {
    expect(sendMessages.belowMin('mpesa', 50)).toBe('The smallest M-Pesa withdrawal is KES 50.');
    expect(sendMessages.dailyLimit('tukupay', 300_000, 1_500)).toContain('KES 1,500 more today');
    expect(tukuPayMessages.sentBody(100, 'Jane W***', 0)).toBe('You sent KES 100 to Jane W*** by Tuku Pay.');
    expect(tukuPayMessages.sentBody(100, 'Jane W***', 7)).toContain('(fee KES 7)');
  });
});
