import { z } from 'zod';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { locales } from '../i18n/locale';
import { accountTypes } from './account-types';
import { authTexts } from './auth-texts';
import { loginRoleChoices } from './login-roles';
import type { Me } from './me';
import { newPasswordSchema, passwordMaxLength } from './password-policy';

const v = authTexts.validation;

export const emailSchema = z
  .string({ error: v.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(v.emailInvalid).max(254, v.emailInvalid));

const name = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const firstNameSchema = name(v.firstNameRequired, v.firstNameTooLong, 50);
export const lastNameSchema = name(v.lastNameRequired, v.lastNameTooLong, 50);
export const fullNameSchema = name(v.fullNameRequired, v.fullNameTooLong, 100);

const signUpLocale = z.enum(locales).optional();

/**
 * /signup step 2: the account with the spec's metadata first_name, last_name, phone, user_purpose (the role
 * picked at step 1, or service_provider from /signup?as=provider).
 */
export const signUpInput = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: kenyanPhoneSchema,
  user_purpose: z.enum(accountTypes, { error: v.purposeRequired }),
  /** The language the person signed up in (the page's), so the account and its first SMS follow it. */
  locale: signUpLocale,
});
export type SignUpInput = z.input<typeof signUpInput>;
export type SignUpData = z.output<typeof signUpInput>;

/** /auth 'Create account': a tenant account with the spec's full_name; the phone comes next. */
export const basicSignUpInput = z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  locale: signUpLocale,
});
export type BasicSignUpInput = z.input<typeof basicSignUpInput>;
export type BasicSignUpData = z.output<typeof basicSignUpInput>;

/** /login sends its 'I am a' choice; /auth sends none and lands on the dashboard of the account's roles. */
export const signInInput = z.object({
  email: emailSchema,
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(passwordMaxLength),
  role: z.enum(loginRoleChoices, { error: v.roleInvalid }).optional(),
});
export type SignInInput = z.input<typeof signInInput>;
export type SignInData = z.output<typeof signInInput>;

/** The /auth sign-in form's own rule: a password of at least 6 characters. */
export const authScreenSignInInput = signInInput.extend({
  password: z
    .string({ error: v.passwordRequired })
    .min(1, v.passwordRequired)
    .min(6, v.signInPasswordTooShort),
});

export const verificationCodeSchema = z
  .string({ error: v.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, v.codeInvalid);

export const verifyPhoneInput = z.object({ code: verificationCodeSchema });
export type VerifyPhoneInput = z.input<typeof verifyPhoneInput>;

/** `PATCH /api/me`: a new full name and/or phone; a changed phone must be proved again by a code. */
export const updateMeInput = z
  .object({ fullName: fullNameSchema.optional(), phone: kenyanPhoneSchema.optional() })
  .strict();
export type UpdateMeInput = z.input<typeof updateMeInput>;
export type UpdateMeData = z.output<typeof updateMeInput>;

/**
 * Why no code went out: a limit on codes (the minute between two, five an hour), the SMS provider failing,
 * or a phone saved unchanged (a code is only sent for a new number).
 */
export const codeNotSentReasons = ['rate_limited', 'sms_failed', 'unchanged'] as const;
export type CodeNotSentReason = (typeof codeNotSentReasons)[number];

/** Whether a code was sent to the phone just now, and how long until the next one may be asked for. */
export interface CodeDelivery {
  phone: string;
  sent: boolean;
  resendAvailableInSeconds: number;
  /** Present only when no code was sent. */
  reason?: CodeNotSentReason;
}

/**
 * `PATCH /api/me`: the updated user, plus `verification` when a phone was given that still needs its code
 * (null otherwise). The user's fields stay at the top level so a caller that wants only the user reads it
 * as a `Me`.
 */
export type UpdateMeResult = Me & { verification: CodeDelivery | null };

export interface SignUpResult {
  me: Me;
  verification: CodeDelivery | null;
}

export interface SignInResult {
  me: Me;
  /** Where the web app goes next: the dashboard, or /verify-phone first when the phone is unproved. */
  redirectTo: string;
  verification: CodeDelivery | null;
}
