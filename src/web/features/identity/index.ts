/**
 * What the app composes from identity: the sign-up, sign-in and phone-code pages, and the form of the user's
 * own details for their profile page.
 */
export { AuthPage } from './components/auth-page';
export { LoginPage } from './components/login-page';
export { ProfileForm } from './components/profile-form';
export { SignUpPage } from './components/signup-page';
export { VerifyPhonePage } from './components/verify-phone-page';
