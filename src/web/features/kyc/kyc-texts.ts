import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountType } from '@common/auth/account-types';
import type { KycCategory, KycDocumentStatus } from '@common/kyc/kyc-documents';
import { addKnownTexts } from '@web/i18n';

// The KYC API's answers (@common/kyc/kyc-messages), word for word, so they show in the language in use.
addKnownTexts([
  msg`User not authenticated`,
  msg`You have sent your documents for review several times in the last hour. Please wait before sending them again.`,
  msg`Incomplete verification: Please upload all required documents before proceeding`,
  msg`Choose the document category.`,
  msg`Choose a file to upload.`,
  msg`Upload one file at a time.`,
  msg`The file is empty. Choose the photo or scan again.`,
  msg`Only JPEG, PNG or PDF files are accepted.`,
  msg`The image could not be read. It may be damaged; take the photo again.`,
  msg`The PDF could not be read. It may be damaged; scan the document again.`,
  msg`PDFs with scripts or actions are not accepted. Export or scan the document again.`,
  msg`Document not found`,
  msg`This document has already been approved and can no longer be changed.`,
  msg`This document has already been reviewed.`,
  msg`Give the reason for the rejection.`,
  msg`The reason must be at most 500 characters.`,
]);

/**
 * Every user-facing text of the KYC screens; the spec's toasts and errors word for word. Lazy descriptors
 * (`msg`), rendered with `i18n._(…)` in the language in use (docs/i18n.md); the Kiswahili is in
 * ./locales/sw.po.
 */
export const kycTexts = {
  pageTitle: msg`KYC Verification`,
  heading: msg`KYC Verification`,
  subtitle: msg`Upload clear photos or scans of your documents so we can verify your identity.`,
  loading: msg`Loading your documents…`,
  loadFailed: msg`We could not load your documents. Please try again.`,
  retry: msg`Try again`,
  personalTab: msg`Personal Documents`,
  organizationTab: msg`Organization Documents`,
  categories: {
    id_front: { label: msg`ID Front`, hint: msg`The front of your National ID, all four corners visible.` },
    id_back: { label: msg`ID Back`, hint: msg`The back of your National ID.` },
    selfie: { label: msg`Selfie`, hint: msg`A clear photo of your face, without glasses or a hat.` },
    registration_cert: {
      label: msg`Registration Certificate`,
      hint: msg`The certificate of registration of your business or company.`,
    },
    kra_cert: { label: msg`KRA Certificate`, hint: msg`Your KRA PIN certificate.` },
  } satisfies Record<KycCategory, { label: MessageDescriptor; hint: MessageDescriptor }>,
  required: msg`Required`,
  optional: msg`Optional`,
  acceptedTypes: (maxMb: number) => msg`JPEG, PNG or PDF, up to ${maxMb} MB`,
  // 'Take photo' opens a phone's camera; 'Choose file' its gallery and files (a PDF too).
  takePhoto: msg`Take photo`,
  chooseFile: msg`Choose file`,
  takeNewPhoto: msg`Take new photo`,
  chooseNewFile: msg`Choose new file`,
  /** The pickers' accessible names: which document the file is for. */
  pickerLabel: (action: string, label: string) => `${action}: ${label}`,
  remove: msg`Remove`,
  removing: msg`Removing…`,
  removed: msg`Document removed`,
  uploading: (label: string) => msg`Uploading ${label}`,
  view: msg`View`,
  previewAlt: (label: string) => msg`Preview of your ${label}`,
  status: {
    pending: msg`Pending verification`,
    approved: msg`Approved`,
    rejected: msg`Rejected`,
  } satisfies Record<KycDocumentStatus, MessageDescriptor>,
  rejectionReason: (reason: string) => msg`Reason: ${reason}`,
  notUploaded: msg`Not uploaded yet`,
  uploadedTitle: msg`Document uploaded successfully`,
  uploadedBody: (label: string) => msg`Your ${label} has been uploaded and is pending verification.`,
  uploadFailedTitle: msg`Upload failed`,
  uploadFailedFallback: msg`Something went wrong, please try again.`,
  // The browser's own checks before sending, as the server words them (@common/kyc/kyc-messages).
  wrongType: msg`Only JPEG, PNG or PDF files are accepted.`,
  emptyFile: msg`The file is empty. Choose the photo or scan again.`,
  tooLarge: (maxMb: number) => msg`The file is larger than the ${maxMb} MB allowed.`,
  complete: msg`Complete Verification`,
  completing: msg`Submitting...`,
  submittedTitle: msg`Verification submitted`,
  submittedBody: msg`Your documents have been submitted for verification`,
  submittedAt: (when: string) => msg`Submitted for verification on ${when}`,
  // The superadmin's review queue.
  queue: {
    title: msg`KYC review queue`,
    empty: msg`No documents are waiting for review.`,
    submitted: (when: string) => msg`Submitted ${when}`,
    view: (label: string) => msg`View ${label}`,
    approve: msg`Approve`,
    approveOf: (label: string) => msg`Approve ${label}`,
    approving: msg`Approving…`,
    reject: msg`Reject`,
    rejectOf: (label: string) => msg`Reject ${label}`,
    rejectTitle: (label: string, name: string) => msg`Reject ${label} of ${name}`,
    rejectDescription: msg`The user sees this reason and can upload the document again.`,
    reasonLabel: msg`Reason for the rejection`,
    reasonPlaceholder: msg`e.g. The photo is blurred; the ID number cannot be read.`,
    confirmReject: msg`Reject document`,
    rejecting: msg`Rejecting…`,
    approved: msg`Document approved`,
    rejected: msg`Document rejected`,
    failed: msg`Review failed`,
    openPdf: msg`Open the PDF in a new tab`,
    /** The account type after the person's email. */
    accountTypes: {
      tenant: msg`tenant`,
      landlord: msg`landlord`,
      agent: msg`agent`,
      property_manager: msg`property manager`,
      service_provider: msg`service provider`,
    } satisfies Record<AccountType, MessageDescriptor>,
    close: msg`Close`,
  },
} as const;
