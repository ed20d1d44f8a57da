import { z } from 'zod';
import { authTexts } from './auth-texts';
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
