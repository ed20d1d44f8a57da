/** The privacy feature's messages that the server sends and the browser's validation shows. */
export const privacyTexts = {
  validation: {
    passwordRequired: 'Enter your password to confirm',
    passwordWrong: 'That password is not right',
    consentedInvalid: 'consented must be true or false',
  },
  exportsLimited: 'You have downloaded your data several times in the last hour. Please try again later.',
  deletionsLimited: 'Too many attempts to delete this account. Please wait a few minutes and try again.',
  stillLandlord:
    'You still manage properties with tenants linked to them. End those tenancies or hand the properties over before deleting your account.',
} as const;
