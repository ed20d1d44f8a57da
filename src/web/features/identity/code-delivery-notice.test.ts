import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@web/i18n/i18n';
import { codeDeliveryNotice as noticeIn, formatWait as waitIn } from './code-delivery-notice';
import { identityTexts as t } from './identity-texts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const codeDeliveryNotice = (delivery: Parameters<typeof noticeIn>[1]) => noticeIn(i18n, delivery);
const formatWait = (seconds: number) => waitIn(i18n, seconds);

describe('codeDeliveryNotice', () => {
  it('claims a sent code only when the server sent one', () => {
    expect(codeDeliveryNotice({ sent: true, resendAvailableInSeconds: 60 })).toEqual({
      sent: true,
      notice: null,
    });
    expect(codeDeliveryNotice(null)).toEqual({ sent: true, notice: null });
  });

  it('an unchanged number: no new code, with or without a wait', () => {
    expect(codeDeliveryNotice({ sent: false, resendAvailableInSeconds: 0, reason: 'unchanged' })).toEqual({
      sent: false,
      notice: i18n._(t.codeStep.unchanged),
    });
    expect(codeDeliveryNotice({ sent: false, resendAvailableInSeconds: 42, reason: 'unchanged' })).toEqual({
      sent: false,
      notice: i18n._(t.codeStep.unchangedWait),
    });
  });

  it('the minute between codes: the code sent a moment ago stands', () => {
    expect(codeDeliveryNotice({ sent: false, resendAvailableInSeconds: 35, reason: 'rate_limited' })).toEqual(
      { sent: true, notice: i18n._(t.codeStep.sentMomentAgo) },
    );
  });

  it('an hourly limit: no code, and when the next may be asked for', () => {
    const { sent, notice } = codeDeliveryNotice({
      sent: false,
      resendAvailableInSeconds: 1_500,
      reason: 'rate_limited',
    });
    expect(sent).toBe(false);
    expect(notice).toBe(
      'No code was sent: too many codes were asked for. You can ask for a new one in 25 min.',
    );
  });

  it('the SMS provider failed: no code', () => {
    expect(codeDeliveryNotice({ sent: false, resendAvailableInSeconds: 60, reason: 'sms_failed' })).toEqual({
      sent: false,
      notice: i18n._(t.codeStep.notSentYet),
    });
  });
});

describe('formatWait', () => {
  it.each([
    [1, '1s'],
    [60, '60s'],
    [90, '90s'],
    [91, '2 min'],
    [3_600, '60 min'],
  ])('%i s → %s', (seconds, shown) => {
    expect(formatWait(seconds)).toBe(shown);
  });
});
