/** The KYC feature's public face: its routes and the upload size they accept (the body limit reads it). */
export { kycRoutes, maxUploadBytesOf } from './kyc-routes';
