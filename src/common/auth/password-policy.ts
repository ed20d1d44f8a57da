import { z } from 'zod';
import { authTexts } from './auth-texts';
import { commonPasswords } from './common-passwords';

const v = authTexts.validation;

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** True when the password, or its letters before trailing digits and symbols, is a well-known one. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return true;
  const base = lowered.replace(/[^a-z]+$/, '');
  return base.length > 0 && base !== lowered && commonPasswords.has(base);
}

/**
 * The rule of the sign-up hint, enforced on both sides: 8 to 128 characters, upper and lower case letters and
 * a number, and not a common password.
 */
export const newPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(passwordMinLength, v.passwordTooShort)
  .max(passwordMaxLength, v.passwordTooLong)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), v.passwordNeedsMix)
  .refine((value) => !isCommonPassword(value), v.passwordTooCommon);
