import { describe, expect, it } from 'vitest';
import type { Role } from '@common/auth/roles';
import {
  canOpenDashboard,
  dashboardNames,
  dashboardPathForRoles,
  dashboards as table,
  type DashboardName,
} from './dashboards';

describe('canOpenDashboard', () => {
  it.each([
    [[], 'tenant'],
    [['tenant'], 'tenant'],
    [['landlord'], 'landlord'],
    [['service_provider'], 'provider'],
    [['caretaker'], 'caretaker'],
    [['superadmin'], 'overview'],
    [['financing_officer'], 'financing'],
  ] as Array<[Role[], DashboardName]>)('%j opens only the %s dashboard', (roles, own) => {
    for (const dashboard of dashboardNames) {
      expect(canOpenDashboard(roles, dashboard)).toBe(dashboard === own);
    }
  });

  it('opens every dashboard of a user with several roles', () => {
    expect(canOpenDashboard(['tenant', 'landlord'], 'tenant')).toBe(true);
    expect(canOpenDashboard(['tenant', 'landlord'], 'landlord')).toBe(true);
    expect(canOpenDashboard(['tenant', 'landlord'], 'caretaker')).toBe(false);
  });
});

describe('dashboardPathForRoles (the role redirect)', () => {
  it.each([
    [[], '/dashboard/tenant'],
    [['tenant'], '/dashboard/tenant'],
    [['landlord'], '/dashboard/landlord'],
    [['service_provider'], '/dashboard/provider'],
    [['caretaker'], '/dashboard/caretaker'],
    [['superadmin'], '/dashboard'],
    [['financing_officer'], '/dashboard/financing'],
    [['agent'], '/'],
  ])('%j → %s', (roles, path) => {
    expect(dashboardPathForRoles(roles)).toBe(path);
  });
});

describe('the dashboards table', () => {
  it('gives each dashboard its own path and permission', () => {
    expect(new Set(dashboardNames.map((name) => table[name].path)).size).toBe(dashboardNames.length);
    expect(new Set(dashboardNames.map((name) => table[name].permission)).size).toBe(dashboardNames.length);
  });

  it('sends a user with several roles to the most privileged one', () => {
    expect(dashboardPathForRoles(['tenant', 'superadmin'])).toBe('/dashboard');
    expect(dashboardPathForRoles(['tenant', 'caretaker', 'landlord'])).toBe('/dashboard/landlord');
    expect(dashboardPathForRoles(['tenant', 'caretaker'])).toBe('/dashboard/caretaker');
    expect(dashboardPathForRoles(['tenant', 'service_provider'])).toBe('/dashboard/provider');
  });
});
