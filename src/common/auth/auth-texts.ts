/**
 * Every message about accounts that both the server and the web app use: validation, the spec's error
 * catalogue (word for word) and the API's refusals. Screen texts live in the web feature's identity-texts.
 */
export const authTexts = {
  validation: {
    currentPasswordRequired: 'Enter your current password',
    newPasswordSameAsCurrent: 'Choose a new password that differs from your current one',
    firstNameRequired: 'Enter your first name',
    firstNameTooLong: 'First name must be at most 50 characters',
    lastNameRequired: 'Enter your last name',
    lastNameTooLong: 'Last name must be at most 50 characters',
    fullNameRequired: 'Enter your full name',
    fullNameTooLong: 'Full name must be at most 100 characters',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Enter your password',
    passwordTooShort: 'Password must be at least 8 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordNeedsMix: 'Password must include upper and lower case letters and a number',
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
    signInPasswordTooShort: 'Password must be at least 6 characters',
    purposeRequired: 'Choose your role',
    roleInvalid: 'Choose tenant, landlord, provider or caretaker',
    codeInvalid: 'Enter the 6-digit code',
  },
  /** The spec's error catalogue. */
  emailTaken: 'This email is already registered. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  unexpected: 'An unexpected error occurred',
  verificationFailedTitle: 'Verification failed',
  verificationFailed: 'Failed to verify your account',
  /** Refusals of the API. */
  notRegisteredAs: (roleLabel: string) => `This account is not registered as a ${roleLabel}.`,
  accountSuspended:
    'This account is suspended after a listing was removed for fraud. Contact ABODE if you believe this is a mistake.',
  signInLocked:
    'Too many failed sign-in attempts for this account from many places. For your security, password sign-in is paused for a while.',
  signInDelayed: (seconds: number) =>
    `Too many wrong passwords. Please wait ${seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`} before trying again.`,
  signInClientRateLimited:
    'Too many sign-in attempts from this network. Please wait a few minutes before trying again.',
  currentPasswordWrong: 'Your current password is not right.',
  passwordChangesLimited:
    'Too many password changes in a short time. Please wait a few minutes and try again.',
  sessionNotFound: 'That session has already ended.',
  signUpRateLimited: 'Too many accounts were created from this network. Please try again later.',
  codeRequestsRateLimited: 'Too many code requests from this network. Please try again later.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  resendHourlyLimit: 'You have requested 5 codes in the last hour. Please wait before requesting another.',
  codeExpired: 'This code has expired. Request a new one.',
  codeLocked: 'Too many wrong codes. Request a new code.',
  noActiveCode: 'There is no active code for this number. Request a new one.',
  phoneMissing: 'Add your phone number first.',
  phoneAlreadyVerified: 'Your phone number is already verified.',
  /** Never says whose: only that the number is taken. */
  phoneTaken: 'This phone number is already verified on another ABODE account. Use another number.',
  smsFailed: 'We could not send the code right now. Please try again in a minute.',
  signInRequired: 'Please sign in to continue.',
  phoneNotVerified: 'Verify your phone number to continue.',
  signInSmsText: (code: string) =>
    `Your ABODE sign-in code is ${code}. It expires in 10 minutes. Never share it: ABODE will never ask for it.`,
  resetSmsText: (code: string) =>
    `Your ABODE password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
  resetCodeWrong: 'That code is not right, or it has expired. Ask for a new one.',
  resetRequestsLimited: 'Too many password resets from this network. Please try again later.',
  smsText: (code: string) =>
    `Your ABODE verification code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
} as const;
