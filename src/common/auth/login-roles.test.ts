import { describe, expect, it } from 'vitest';
import { dashboardForChoice } from './login-roles';

describe("the dashboard a sign-in's 'I am a' choice leads to", () => {
  it('is the chosen role’s dashboard when the account holds that role', () => {
    expect(dashboardForChoice(['tenant'], 'tenant', '/dashboard')).toBe('/dashboard/tenant');
    expect(dashboardForChoice(['tenant', 'landlord'], 'landlord', '/dashboard')).toBe('/dashboard/landlord');
    expect(dashboardForChoice(['service_provider'], 'provider', '/dashboard')).toBe('/dashboard/provider');
    expect(dashboardForChoice(['caretaker', 'superadmin'], 'caretaker', '/dashboard')).toBe(
      '/dashboard/caretaker',
    );
  });

  it('is none when the account does not hold the chosen role', () => {
    expect(dashboardForChoice(['tenant'], 'landlord', '/dashboard/tenant')).toBeNull();
    expect(dashboardForChoice(['landlord', 'caretaker'], 'provider', '/dashboard/landlord')).toBeNull();
    expect(dashboardForChoice([], 'tenant', '/dashboard')).toBeNull();
  });

  it('is the back office for staff, whatever they pick (the form has no choice for them)', () => {
    for (const choice of ['tenant', 'landlord', 'provider', 'caretaker'] as const) {
      expect(dashboardForChoice(['superadmin'], choice, '/dashboard')).toBe('/dashboard');
    }
  });

  it('is the account’s own dashboard without a choice (/auth)', () => {
    expect(dashboardForChoice(['tenant'], undefined, '/dashboard/tenant')).toBe('/dashboard/tenant');
  });
});
