/** The KYC feature's public face: its routes and the upload size they accept (the body limit reads it). */
export { maxUploadBytesOf } from './kyc-upload-limit';
export { kycRoutes } from './kyc-routes';
