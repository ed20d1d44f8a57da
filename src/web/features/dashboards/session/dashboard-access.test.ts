import { describe, expect, it } from 'vitest';
import type { Role } from '@common/auth/roles';
import { canOpenDashboard, ownDashboardPath, type DashboardName } from './dashboard-access';

const dashboards: DashboardName[] = ['tenant', 'landlord', 'provider', 'caretaker', 'overview'];

describe('canOpenDashboard', () => {
  it.each([
    [[], 'tenant'],
    [['tenant'], 'tenant'],
    [['landlord'], 'landlord'],
    [['service_provider'], 'provider'],
    [['caretaker'], 'caretaker'],
    [['superadmin'], 'overview'],
  ] as Array<[Role[], DashboardName]>)('%j opens only the %s dashboard', (roles, own) => {
    for (const dashboard of dashboards) {
      expect(canOpenDashboard(roles, dashboard)).toBe(dashboard === own);
    }
  });

  it('opens every dashboard of a user with several roles', () => {
    expect(canOpenDashboard(['tenant', 'landlord'], 'tenant')).toBe(true);
    expect(canOpenDashboard(['tenant', 'landlord'], 'landlord')).toBe(true);
    expect(canOpenDashboard(['tenant', 'landlord'], 'caretaker')).toBe(false);
  });
});

describe('ownDashboardPath (the role redirect)', () => {
  it.each([
    [[], '/dashboard/tenant'],
    [['tenant'], '/dashboard/tenant'],
    [['landlord'], '/dashboard/landlord'],
    [['service_provider'], '/dashboard/provider'],
    [['caretaker'], '/dashboard/caretaker'],
    [['superadmin'], '/dashboard'],
    [['agent'], '/'],
  ])('%j → %s', (roles, path) => {
    expect(ownDashboardPath(roles)).toBe(path);
  });
});
