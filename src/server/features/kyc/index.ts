/**
 * The KYC feature's public face: its routes, the upload size they accept (the body limit reads it), whether
 * a user's identity is verified (money features ask before large sends; List Property before review), and
 * its document check, which List Property's private documents pass through too; where a user's check stands
 * (the back office's users).
 */
export { isKycApproved } from './is-kyc-approved';
export { kycStateOf } from './kyc-state-of';
export { maxUploadBytesOf } from './kyc-upload-limit';
export { kycRoutes } from './kyc-routes';
export { inspectDocumentFile, sanitizeFileLabel } from './inspect-document-file';
