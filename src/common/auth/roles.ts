/** Roles as stored in user_roles; one user may hold several. */
/** `financing_officer`: the partner bank's staff who decide CoopaRent financing (never chosen at sign-up). */
export const roles = [
  'tenant',
  'landlord',
  'service_provider',
  'caretaker',
  'superadmin',
  'financing_officer',
] as const;
export type Role = (typeof roles)[number];
