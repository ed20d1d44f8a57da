import { z } from 'zod';
import { locales } from '../i18n/locale';
import { accountTypes } from './account-types';
import { permissions } from './permissions';
import { roles } from './roles';

/** `GET /api/me`: the signed-in user, or 401. */
export const me = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  accountType: z.enum(accountTypes),
  roles: z.array(z.enum(roles)),
  permissions: z.array(z.enum(permissions)),
  phoneVerified: z.boolean(),
  /** The account's language: the web app switches to it on sign-in; SMS follow it. */
  locale: z.enum(locales),
});
export type Me = z.infer<typeof me>;
