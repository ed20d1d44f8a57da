/** What the KYC API answers in its errors; the catalogue's texts word for word where the spec has one. */
export const kycMessages = {
  notAuthenticated: 'User not authenticated',
  submissionsLimited:
    'You have sent your documents for review several times in the last hour. Please wait before sending them again.',
  incomplete: 'Incomplete verification: Please upload all required documents before proceeding',
  unknownCategory: 'Choose one of: id_front, id_back, selfie, registration_cert, kra_cert',
  categoryNotForAccount: (category: string, accountType: string) =>
    `The ${category} document is not part of the verification for a ${accountType.replace('_', ' ')} account.`,
  categoryRequired: 'Choose the document category.',
  fileRequired: 'Choose a file to upload.',
  oneFileOnly: 'Upload one file at a time.',
  notMultipart: 'Send the document as multipart/form-data with the fields category and file.',
  emptyFile: 'The file is empty. Choose the photo or scan again.',
  tooLarge: (maxMb: number) => `The file is larger than the ${maxMb} MB allowed.`,
  wrongType: 'Only JPEG, PNG or PDF files are accepted.',
  typeMismatch: (detected: string, declared: string) =>
    `The file is a ${detected} but was sent as ${declared}. Only JPEG, PNG or PDF files are accepted.`,
  imageDoesNotDecode: 'The image could not be read. It may be damaged; take the photo again.',
  pdfDamaged: 'The PDF could not be read. It may be damaged; scan the document again.',
  pdfActiveContent: 'PDFs with scripts or actions are not accepted. Export or scan the document again.',
  notFound: 'Document not found',
  alreadyApproved: 'This document has already been approved and can no longer be changed.',
  alreadyReviewed: 'This document has already been reviewed.',
  reasonRequired: 'Give the reason for the rejection.',
  reasonTooLong: 'The reason must be at most 500 characters.',
} as const;
