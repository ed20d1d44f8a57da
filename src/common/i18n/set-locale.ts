import { z } from 'zod';
import { locales } from './locale';

export const localeSchema = z.enum(locales);

/** `PUT /api/me/locale`: the signed-in person's language, kept on the account (sign-in, SMS). */
export const setLocaleInput = z.object({ locale: localeSchema });
export type SetLocaleInput = z.infer<typeof setLocaleInput>;
