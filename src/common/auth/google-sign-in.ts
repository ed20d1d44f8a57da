import { z } from 'zod';
import { kenyanPhoneSchema } from '../phone/kenyan-phone';
import { accountTypes } from './account-types';
import { authTexts } from './auth-texts';
import { firstNameSchema, lastNameSchema } from './identity-input';

/** `GET /api/identity/config`: which ways in this server offers, so the web shows only those. */
export const authConfig = z.object({ google: z.boolean() });
export type AuthConfig = z.infer<typeof authConfig>;

/** `POST /api/identity/google/start`: where the browser goes to choose its Google account. */
export const googleStart = z.object({ url: z.url() });
export type GoogleStart = z.infer<typeof googleStart>;

/** `GET /api/identity/google/pending`: a Google sign-in whose ABODE account has no role or profile yet. */
export const googlePendingAccount = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type GooglePendingAccount = z.infer<typeof googlePendingAccount>;

/**
 * `POST /api/identity/google/complete`: what a new Google account still gives before anything else, as the
 * sign-up does: its role (user_purpose), its name as it should read, and the phone the code is texted to.
 */
export const googleCompleteInput = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  phone: kenyanPhoneSchema,
  user_purpose: z.enum(accountTypes, { error: authTexts.validation.purposeRequired }),
});
export type GoogleCompleteInput = z.input<typeof googleCompleteInput>;
export type GoogleCompleteData = z.output<typeof googleCompleteInput>;

/** The `error` codes better-auth sends a failed Google sign-in back with, as the person should read them. */
export const googleSignInErrors = {
  access_denied: 'Google sign-in was cancelled.',
  account_not_linked:
    'An ABODE account already uses this email, and Google has not verified it. Sign in with your password.',
  state_mismatch: 'That Google sign-in had expired or was started elsewhere. Please try again.',
  state_security_mismatch: 'That Google sign-in was started in another browser. Please try again.',
} as const;

/** The API's refusals around Google sign-in. */
export const googleTexts = {
  unavailable: 'Google sign-in is not available here. Sign in with your email and password.',
  nothingPending: 'There is no Google sign-in to complete. Continue with Google again.',
  alreadyComplete: 'This account is already set up. Sign in to continue.',
  startsLimited: 'Too many Google sign-ins from this network. Please wait a few minutes and try again.',
} as const;
