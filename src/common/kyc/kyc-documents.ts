import { z } from 'zod';
import type { AccountType } from '../auth/account-types';
import { kycMessages } from './kyc-messages';

/** The five document slots, in the order the page shows them. */
export const kycCategories = ['id_front', 'id_back', 'selfie', 'registration_cert', 'kra_cert'] as const;
export type KycCategory = (typeof kycCategories)[number];

/** The spec's document_type for each category (stored on the row). */
export const kycDocumentTypes = {
  id_front: 'National ID',
  id_back: 'National ID',
  selfie: 'Selfie',
  registration_cert: 'Registration Certificate',
  kra_cert: 'KRA Certificate',
} as const satisfies Record<KycCategory, string>;

/** Only these three decide whether 'Complete Verification' may go ahead, for every account type. */
export const requiredKycCategories = [
  'id_front',
  'id_back',
  'selfie',
] as const satisfies readonly KycCategory[];

export const personalKycCategories = [
  'id_front',
  'id_back',
  'selfie',
] as const satisfies readonly KycCategory[];
export const organizationKycCategories = [
  'registration_cert',
  'kra_cert',
] as const satisfies readonly KycCategory[];

/**
 * Tenants upload the personal documents only; landlords, agents and property managers also the organisation's.
 * Other account types (service providers) upload the personal ones.
 */
export function kycCategoriesFor(accountType: AccountType | null | undefined): readonly KycCategory[] {
  switch (accountType) {
    case 'landlord':
    case 'agent':
    case 'property_manager':
      return kycCategories;
    default:
      return personalKycCategories;
  }
}

export const kycDocumentStatuses = ['pending', 'approved', 'rejected'] as const;
export type KycDocumentStatus = (typeof kycDocumentStatuses)[number];

/** The types the bytes may be; image/jpg is accepted as a declared alias of image/jpeg. */
export const acceptedKycContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycContentType = (typeof acceptedKycContentTypes)[number];

export const defaultMaxUploadMb = 10;

export const kycDocument = z.object({
  id: z.string(),
  category: z.enum(kycCategories),
  documentType: z.string(),
  /** The object key: profile_documents/{userId}/{category}/{fileName}. */
  path: z.string(),
  /** The uploader's file name, sanitised; shown only as a label. */
  fileLabel: z.string(),
  contentType: z.enum(acceptedKycContentTypes),
  sizeBytes: z.number(),
  status: z.enum(kycDocumentStatuses),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KycDocument = z.infer<typeof kycDocument>;

/** `GET /api/kyc/documents`: what the page needs to draw the signed-in user's cards. */
export interface KycOverview {
  accountType: AccountType | null;
  categories: KycCategory[];
  requiredCategories: KycCategory[];
  documents: KycDocument[];
  /** When 'Complete Verification' last succeeded, or null. */
  submittedAt: string | null;
  maxUploadBytes: number;
}

export const kycRejectInput = z.object({
  reason: z
    .string({ error: kycMessages.reasonRequired })
    .trim()
    .min(1, kycMessages.reasonRequired)
    .max(500, kycMessages.reasonTooLong),
});
export type KycRejectInput = z.infer<typeof kycRejectInput>;

/** One user's submission in the superadmin's review queue. */
export interface KycReviewSubmission {
  submissionId: string;
  submittedAt: string;
  user: { id: string; name: string; email: string; accountType: AccountType | null };
  documents: KycDocument[];
}
