import type { Role } from './roles';

/**
 * Permissions are data: `<action>:<resource>:<scope>`. `own` means the actor's own records, `any` everyone's.
 * The server enforces them; the client only uses them to hide what the user cannot do.
 */
export const permissions = ['read:contact-message:any'] as const;
export type Permission = (typeof permissions)[number];

export const rolePermissions = {
  tenant: [],
  landlord: [],
  service_provider: [],
  caretaker: [],
  superadmin: ['read:contact-message:any'],
} as const satisfies Record<Role, readonly Permission[]>;

export function permissionsOf(userRoles: readonly Role[]): Set<Permission> {
  return new Set(userRoles.flatMap((role) => rolePermissions[role] as readonly Permission[]));
}

export function can(userRoles: readonly Role[], permission: Permission): boolean {
  return permissionsOf(userRoles).has(permission);
}
