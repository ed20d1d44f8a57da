/**
 * The KYC feature's public face: its routes, the upload size they accept (the body limit reads it), and
 * whether a user's identity is verified (money features ask before large sends).
 */
export { isKycApproved } from './is-kyc-approved';
export { maxUploadBytesOf } from './kyc-upload-limit';
export { kycRoutes } from './kyc-routes';
