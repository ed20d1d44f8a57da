import { z } from 'zod';
import { authTexts } from './auth-texts';
import { emailSchema, signInInput, verificationCodeSchema } from './identity-input';
import { newPasswordSchema, passwordMaxLength } from './password-policy';

const v = authTexts.validation;

// POST /api/identity/password → { changed: true } (every other session ends; this one gets a new cookie)
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: v.currentPasswordRequired })
      .min(1, v.currentPasswordRequired)
      .max(passwordMaxLength),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: v.newPasswordSameAsCurrent,
  });
export type ChangePasswordData = z.infer<typeof changePasswordInput>;

// GET /api/identity/sessions → ActiveSessionList; POST /api/identity/sessions/sign-out-others → { ended: n }

export interface ActiveSession {
  id: string;
  /** The browser and system it was opened in, e.g. 'Chrome on Android'. */
  device: string;
  /** When it was last renewed or opened: within a day of its last use. */
  lastUsedAt: string;
  createdAt: string;
  /** The session this request came with. */
  current: boolean;
}

export interface ActiveSessionList {
  sessions: ActiveSession[];
}

// POST /api/identity/password-reset/request → { requested: true }, the same whether or not the email has an
// account: a code goes to the account's verified phone when there is one.
export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

// POST /api/identity/password-reset → { reset: true }: the new password, every session ended.
export const passwordResetInput = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
});
export type PasswordResetInput = z.input<typeof passwordResetInput>;
export type PasswordResetData = z.output<typeof passwordResetInput>;

// POST /api/identity/sign-in/code/request → { requested: true }; POST /api/identity/sign-in/code → SignInResult.
// A code texted to the verified phone signs in whatever happened to the password: the owner's way in.
export const codeSignInRequestInput = z.object({ email: emailSchema });
export const codeSignInInput = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  role: signInInput.shape.role,
});
export type CodeSignInInput = z.input<typeof codeSignInInput>;
export type CodeSignInData = z.output<typeof codeSignInInput>;
