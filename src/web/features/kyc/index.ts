/** What the app composes from KYC: the verification page, and the superadmin's review queue for a dashboard. */
export { KycReviewQueue } from './components/kyc-review-queue';
export { KycVerificationPage } from './components/kyc-verification-page';
