/**
 * What the app composes from identity: the sign-up, sign-in and phone-code pages, and the form of the user's
 * own details and account security for their profile page.
 */
export { AccountSecurity } from './components/account-security';
export { AuthPage } from './components/auth-page';
export { CodeSignInPage } from './components/code-sign-in-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { GoogleReturnPage } from './components/google-return-page';
export { LoginPage } from './components/login-page';
export { ProfileForm } from './components/profile-form';
export { SignUpPage } from './components/signup-page';
export { VerifyPhonePage } from './components/verify-phone-page';
