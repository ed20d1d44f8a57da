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
    'Tenants still rent units of your properties. Record their move-out before deleting your account.',
  stillTenant:
    'You still rent a unit through ABODE. Ask your landlord to record your move-out before deleting your account.',
} as const;
