import type { Role } from './roles';

/**
 * Permissions are data: `<action>:<resource>:<scope>`. `own` means the actor's own records, `any` everyone's.
 * The server enforces them; the client only uses them to hide what the user cannot do.
 */
export const permissions = [
  'read:contact-message:any',
  'read:tenant-dashboard:own',
  'read:landlord-dashboard:own',
  'read:provider-dashboard:own',
  'read:caretaker-dashboard:own',
  'read:overview-dashboard:any',
  // KYC: everyone reads their own documents with a session alone; these open other people's.
  'read:kyc-document:any',
  'review:kyc-document:any',
  // Tenancy: confirm or decline links to the properties one is landlord or caretaker of.
  'confirm:tenant-link:own',
] as const;
export type Permission = (typeof permissions)[number];

export const rolePermissions = {
  tenant: ['read:tenant-dashboard:own'],
  landlord: ['read:landlord-dashboard:own', 'confirm:tenant-link:own'],
  service_provider: ['read:provider-dashboard:own'],
  caretaker: ['read:caretaker-dashboard:own', 'confirm:tenant-link:own'],
  superadmin: [
    'read:contact-message:any',
    'read:overview-dashboard:any',
    'read:kyc-document:any',
    'review:kyc-document:any',
  ],
} as const satisfies Record<Role, readonly Permission[]>;

export function permissionsOf(userRoles: readonly Role[]): Set<Permission> {
  return new Set(userRoles.flatMap((role) => rolePermissions[role] as readonly Permission[]));
}

export function can(userRoles: readonly Role[], permission: Permission): boolean {
  return permissionsOf(userRoles).has(permission);
}
