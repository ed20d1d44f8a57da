import { z } from 'zod';
import { passwordMaxLength } from '../auth/password-policy';
import { privacyTexts } from './privacy-texts';

const v = privacyTexts.validation;

// POST /api/privacy/data-export → application/zip: a JSON file per section and the stored document files.

// POST /api/privacy/account-deletion → AccountDeleted (every session ended, the email and phone free again)

export const deleteAccountInput = z.object({
  password: z.string({ error: v.passwordRequired }).min(1, v.passwordRequired).max(passwordMaxLength),
});
export type DeleteAccountData = z.infer<typeof deleteAccountInput>;

export interface AccountDeleted {
  deleted: true;
}

// GET /api/privacy/marketing-consent → MarketingConsent; PUT with MarketingConsentData → MarketingConsent

export const marketingConsentInput = z.object({ consented: z.boolean({ error: v.consentedInvalid }) });
export type MarketingConsentData = z.infer<typeof marketingConsentInput>;

/** Where the consent now in force was given or withdrawn. */
export const marketingConsentSources = ['profile', 'contact-form', 'account-deleted'] as const;
export type MarketingConsentSource = (typeof marketingConsentSources)[number];

export interface MarketingConsent {
  consented: boolean;
  /** When the consent in force was given or withdrawn; null when it never was (no consent). */
  changedAt: string | null;
  source: MarketingConsentSource | null;
}
