/** What the person said they are at sign-up (profiles.account_type). */
export const accountTypes = ['tenant', 'landlord', 'agent', 'property_manager', 'service_provider'] as const;
export type AccountType = (typeof accountTypes)[number];
