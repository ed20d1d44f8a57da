import type { AccountType } from './account-types';
import type { Role } from './roles';

/** The 'I am a' choices of /login, the role each one needs and the dashboard it opens. */
export const loginRoleChoices = ['tenant', 'landlord', 'provider', 'caretaker'] as const;
export type LoginRoleChoice = (typeof loginRoleChoices)[number];

export const loginRoles: Record<LoginRoleChoice, { role: Role; label: string; dashboard: string }> = {
  tenant: { role: 'tenant', label: 'Tenant/Buyer', dashboard: '/dashboard/tenant' },
  landlord: { role: 'landlord', label: 'Landlord/Agent', dashboard: '/dashboard/landlord' },
  provider: { role: 'service_provider', label: 'Service Provider', dashboard: '/dashboard/provider' },
  caretaker: { role: 'caretaker', label: 'Caretaker', dashboard: '/dashboard/caretaker' },
};

/**
 * The dashboard a sign-in with `choice` ('I am a') leads an account holding `roles` to, or null when the
 * account is not what was chosen. Staff (superadmin) sign in from /login like everyone else: the form has no
 * choice for them, so whichever they pick leads to the back office unless they also hold that role.
 */
export function dashboardForChoice(
  roles: readonly Role[],
  choice: LoginRoleChoice | undefined,
  otherwise: string,
): string | null {
  if (!choice) return otherwise;
  const chosen = loginRoles[choice];
  if (roles.includes(chosen.role)) return chosen.dashboard;
  return roles.includes('superadmin') ? otherwise : null;
}

/** The role a sign-up gives: tenant → tenant, landlord and agent → landlord, property manager → caretaker. */
export const roleForAccountType: Record<AccountType, Role> = {
  tenant: 'tenant',
  landlord: 'landlord',
  agent: 'landlord',
  property_manager: 'caretaker',
  service_provider: 'service_provider',
};

/** Only same-site paths are followed after sign-in or verification, never another host. */
export function safeLocalPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) {
    return fallback;
  }
  return candidate;
}
