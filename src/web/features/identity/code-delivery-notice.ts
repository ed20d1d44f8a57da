import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CodeDelivery } from '@common/auth/identity-input';
import { identityTexts as t } from './identity-texts';

/** The server's wait between two codes to one phone. */
const resendIntervalSeconds = 60;

/** A wait as the code card shows it: seconds up to a minute and a half, whole minutes beyond. */
export function formatWait(i18n: I18n, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return i18n._(seconds <= 90 ? msg`${seconds}s` : msg`${minutes} min`);
}

export interface CodeDeliveryNotice {
  /** Whether the card may say a code was sent to the phone. */
  sent: boolean;
  /** A line about the code that was not sent just now, if any. */
  notice: string | null;
}

/**
 * What the code card says about the code of the step before it. Only the server knows whether a code went
 * out (a limit, the SMS provider or an unchanged number may mean none did), so the card follows its answer.
 */
export function codeDeliveryNotice(
  i18n: I18n,
  delivery: Pick<CodeDelivery, 'sent' | 'resendAvailableInSeconds' | 'reason'> | null | undefined,
): CodeDeliveryNotice {
  if (!delivery || delivery.sent) return { sent: true, notice: null };
  const wait = delivery.resendAvailableInSeconds;
  switch (delivery.reason) {
    case 'unchanged':
      return { sent: false, notice: i18n._(wait > 0 ? t.codeStep.unchangedWait : t.codeStep.unchanged) };
    case 'sms_failed':
      return { sent: false, notice: i18n._(t.codeStep.notSentYet) };
    default:
      // Refused within the minute between two codes: the code sent just before stands.
      if (wait > 0 && wait <= resendIntervalSeconds)
        return { sent: true, notice: i18n._(t.codeStep.sentMomentAgo) };
      if (wait > 0) return { sent: false, notice: i18n._(t.codeStep.tooManyCodes(formatWait(i18n, wait))) };
      return { sent: false, notice: i18n._(t.codeStep.notSentYet) };
  }
}
