import type { Role } from './roles';

/**
 * Permissions are data: `<action>:<resource>:<scope>`. `own` means the actor's own records, `any` everyone's.
 * The server enforces them; the client only uses them to hide what the user cannot do.
 */
export const permissions = [
  'read:contact-message:any',
  // The contact inbox: reply to a message (SMS or email), mark it handled or reopen it, assign it to a colleague.
  'answer:contact-message:any',
  'read:tenant-dashboard:own',
  'read:landlord-dashboard:own',
  'read:provider-dashboard:own',
  'read:caretaker-dashboard:own',
  'read:overview-dashboard:any',
  // The audit trail: who did what, when, across ABODE.
  'read:audit-event:any',
  // KYC: everyone reads their own documents with a session alone; these open other people's.
  'read:kyc-document:any',
  'review:kyc-document:any',
  // Payments: paybill money that matched no account waits in suspense for a superadmin to allocate.
  'allocate:suspense-payment:any',
  // Tuku Pay: a superadmin reverses a completed transfer, with a reason (a reversing journal, audited).
  'reverse:transfer:any',
  // Bank statements a superadmin imports (each line credited once, by the bank's transaction id).
  'import:bank-statement:any',
  // The back office's money overview: money in and out by rail, suspense, held funds, failures.
  'read:money-overview:any',
  // Listing reports: the moderation queue, and acting on a reported listing (dismiss, remove, remove for fraud).
  'read:listing-report:any',
  'moderate:listing:any',
  // List Property: a landlord (or agent) lists homes and runs their own listings; a superadmin verifies them.
  'create:listing:own',
  'verify:listing:any',
  // Tenancy: confirm or decline links to the properties one is landlord or caretaker of.
  'confirm:tenant-link:own',
  // Properties, their units and the tenancies on them: the landlord's to add and edit; the landlord and the
  // caretaker both see them and end a tenancy when the tenant moves out.
  'manage:property:own',
  'end:tenancy:own',
  // Bills (electricity, water, internet) on the tenancies of the properties one is landlord or caretaker of.
  'add:tenancy-bill:own',
  // A landlord takes earnings out to M-Pesa or a bank (now, or on a weekly payout schedule).
  'withdraw:earnings:own',
  // Notices: the landlord and the property's caretaker send them to its tenants and see who read them.
  'send:notice:own',
  // Rental applications: any signed-in account applies for a home; the listing's host (a landlord) decides.
  'decide:rental-application:own',
  // Home services: any account books and follows its own requests; providers run the requests sent to them.
  'create:service-request:own',
  'read:service-request:own',
  'cancel:service-request:own',
  'review:service-request:own',
  'update:service-request:own',
  'update:provider-profile:own',
  // ABODE City: the firm's team answers quote requests and keeps the consultation calendar.
  'manage:abode-city:any',
  // CoopaRent (the partner bank's financing): a tenant applies for Okoa Rent; a financing officer (the bank's
  // staff, on their own dashboard) or the superadmin decides applications and reads the lender's book.
  'apply:rent-financing:own',
  'read:financing-dashboard:any',
  'decide:financing-application:any',
  'read:lender-book:any',
  // CoopaRent for landlords and agents: up to 3 months' rent in advance against confirmed tenancies.
  'apply:rent-advance:own',
  // Live chat: ABODE's team reads every conversation in the inbox, answers, closes and reopens them.
  'answer:chat:any',
  // The back office's users: find anyone, suspend and restore an account with a reason, grant a role after checks.
  'manage:user:any',
] as const;
export type Permission = (typeof permissions)[number];

/** What every signed-in account may do with home services, whatever its role. */
const serviceCustomer = [
  'create:service-request:own',
  'read:service-request:own',
  'cancel:service-request:own',
  'review:service-request:own',
] as const satisfies readonly Permission[];

export const rolePermissions = {
  tenant: ['read:tenant-dashboard:own', 'apply:rent-financing:own', ...serviceCustomer],
  landlord: [
    'read:landlord-dashboard:own',
    'confirm:tenant-link:own',
    'manage:property:own',
    'end:tenancy:own',
    'add:tenancy-bill:own',
    'withdraw:earnings:own',
    'send:notice:own',
    'decide:rental-application:own',
    'create:listing:own',
    'apply:rent-advance:own',
    ...serviceCustomer,
  ],
  service_provider: [
    'read:provider-dashboard:own',
    ...serviceCustomer,
    'update:service-request:own',
    'update:provider-profile:own',
  ],
  caretaker: [
    'read:caretaker-dashboard:own',
    'confirm:tenant-link:own',
    'end:tenancy:own',
    'add:tenancy-bill:own',
    'send:notice:own',
    ...serviceCustomer,
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
    ...serviceCustomer,
  ],
  financing_officer: [
    'read:financing-dashboard:any',
    'decide:financing-application:any',
    'read:lender-book:any',
  ],
} as const satisfies Record<Role, readonly Permission[]>;

export function permissionsOf(userRoles: readonly Role[]): Set<Permission> {
  return new Set(userRoles.flatMap((role) => rolePermissions[role] as readonly Permission[]));
}

export function can(userRoles: readonly Role[], permission: Permission): boolean {
  return permissionsOf(userRoles).has(permission);
}
