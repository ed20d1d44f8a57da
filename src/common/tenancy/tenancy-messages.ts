/** What the tenancy API answers in its errors; the catalogue's texts word for word where the spec has one. */
export const tenancyMessages = {
  notAuthenticated: 'Not authenticated',
  propertyIdRequired: 'Enter the property ID.',
  notFound: "The property ID you entered doesn't match any records",
  alreadyLinkedTitle: 'Already linked',
  alreadyLinked: 'You are already linked to this property',
  lookupLimited:
    'You have searched for many property IDs in a short time. Please wait a minute and try again.',
  linkNotFound: 'Link request not found',
  linkNotPending: 'This link request has already been answered.',
  ownProperty: 'You manage this property, so you cannot be linked to it as its tenant.',
} as const;
