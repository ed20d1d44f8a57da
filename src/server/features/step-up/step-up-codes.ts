import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';

/** A step-up code: six digits, good for five minutes and five tries. */
export const stepUpCodeRules = {
  length: 6,
  lifetimeSeconds: 5 * 60,
  maxFailedAttempts: 5,
  /** Per user: one code every 30 seconds, ten an hour. */
  resendIntervalSeconds: 30,
  perUserPerHour: 10,
} as const;

export function generateStepUpCode(): string {
  return randomInt(0, 10 ** stepUpCodeRules.length)
    .toString()
    .padStart(stepUpCodeRules.length, '0');
}

/** Only this HMAC is stored, bound to the user and the purpose. */
export function hashStepUpCode(
  config: AppConfig,
  input: { userId: string; purpose: string; code: string },
): string {
  const key = config.BETTER_AUTH_SECRET ?? 'abode-step-up';
  return createHmac('sha256', key).update(`${input.userId}:${input.purpose}:${input.code}`).digest('hex');
}

export function sameHash(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
