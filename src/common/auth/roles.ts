/** Roles as stored in user_roles; one user may hold several. */
export const roles = ['tenant', 'landlord', 'service_provider', 'caretaker', 'superadmin'] as const;
export type Role = (typeof roles)[number];
