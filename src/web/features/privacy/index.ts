/**
 * What the app composes from privacy: the Terms of Service and Privacy Policy pages, and the profile's
 * 'Your data and privacy' section (download, delete, marketing consent).
 */
export { DataPrivacySection } from './components/data-privacy-section';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsPage } from './components/terms-page';
