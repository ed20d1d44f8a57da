import { describe, expect, it } from 'vitest';
import { can, permissions, permissionsOf, rolePermissions } from './permissions';
import { roles, type Role } from './roles';

/**
 * The whole role → permission map, written out once more by hand: a permission given to the wrong role (a
 * tenant reviewing KYC documents) or taken from the right one fails here, whatever the route tests cover.
 */
const customer = [
  'create:service-request:own',
  'read:service-request:own',
  'cancel:service-request:own',
  'review:service-request:own',
];
const expected: Record<Role, string[]> = {
  tenant: ['read:tenant-dashboard:own', 'apply:rent-financing:own', ...customer],
  landlord: [
    'read:landlord-dashboard:own',
    'confirm:tenant-link:own',
    'manage:property:own',
    'end:tenancy:own',
    'add:tenancy-bill:own',
    'send:notice:own',
    'decide:rental-application:own',
    'withdraw:earnings:own',
    'create:listing:own',
    'apply:rent-advance:own',
    ...customer,
  ],
  service_provider: [
    'read:provider-dashboard:own',
    ...customer,
    'update:service-request:own',
    'update:provider-profile:own',
  ],
  caretaker: [
    'read:caretaker-dashboard:own',
    'confirm:tenant-link:own',
    'end:tenancy:own',
    'add:tenancy-bill:own',
    'send:notice:own',
    ...customer,
  ],
  superadmin: [
    'read:contact-message:any',
    'answer:contact-message:any',
    'read:overview-dashboard:any',
    'read:audit-event:any',
    'read:kyc-document:any',
    'review:kyc-document:any',
    'allocate:suspense-payment:any',
    'reverse:transfer:any',
    'import:bank-statement:any',
    'read:money-overview:any',
    'read:listing-report:any',
    'moderate:listing:any',
    'verify:listing:any',
    'manage:abode-city:any',
    'decide:financing-application:any',
    'read:lender-book:any',
    'answer:chat:any',
    'manage:user:any',
    ...customer,
  ],
  financing_officer: [
    'read:financing-dashboard:any',
    'decide:financing-application:any',
    'read:lender-book:any',
  ],
};

describe('the role → permission map', () => {
  it.each(roles)('gives %s exactly its permissions', (role) => {
    expect([...permissionsOf([role])].sort()).toEqual([...expected[role]].sort());
  });

  it('uses every permission it declares', () => {
    const granted = new Set(Object.values(rolePermissions).flat());
    expect(permissions.filter((permission) => !granted.has(permission))).toEqual([]);
  });

  it.each(roles.flatMap((role) => permissions.map((permission) => [role, permission] as const)))(
    'can(%s, %s) agrees with the map',
    (role, permission) => {
      expect(can([role], permission)).toBe(expected[role].includes(permission));
    },
  );

  it('unites the permissions of several roles, and grants nothing to no role', () => {
    expect(can(['tenant', 'landlord'], 'confirm:tenant-link:own')).toBe(true);
    expect(can(['tenant', 'landlord'], 'read:tenant-dashboard:own')).toBe(true);
    expect(can(['tenant', 'landlord'], 'review:kyc-document:any')).toBe(false);
    expect(permissionsOf([]).size).toBe(0);
  });
});
