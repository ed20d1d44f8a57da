import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { demoAccounts, seedDemoAccounts } from './seed-demo-accounts';

describe('demo accounts', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line).msg as string) },
  );

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.database.db, { logger });
  });
  afterAll(() => t.close());

  it('prints the accounts and their passwords once, on first seeding only', async () => {
    const printed = lines.filter((line) => line.startsWith('Demo accounts created'));
    expect(printed).toHaveLength(1);
    for (const account of demoAccounts) {
      expect(printed[0]).toContain(account.email);
      expect(printed[0]).toContain(account.password);
    }
    await seedDemoAccounts(t.database.db, { logger });
    expect(lines.filter((line) => line.startsWith('Demo accounts created'))).toHaveLength(1);
  });

  it('has one account per role, each signing in to its dashboard', async () => {
    expect(new Set(demoAccounts.map((account) => account.role))).toEqual(
      new Set(['tenant', 'landlord', 'service_provider', 'caretaker', 'superadmin', 'financing_officer']),
    );
    const choice = {
      tenant: 'tenant',
      landlord: 'landlord',
      service_provider: 'provider',
      caretaker: 'caretaker',
    };
    for (const account of demoAccounts) {
      const role =
        account.role === 'superadmin' || account.role === 'financing_officer'
          ? undefined
          : choice[account.role];
      const res = await t.request('/api/identity/sign-in', {
        method: 'POST',
        json: { email: account.email, password: account.password, role },
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.me).toMatchObject({ roles: [account.role], phoneVerified: true });
      expect(body.redirectTo).toBe(
        {
          tenant: '/dashboard/tenant',
          landlord: '/dashboard/landlord',
          service_provider: '/dashboard/provider',
          caretaker: '/dashboard/caretaker',
          superadmin: '/dashboard',
          financing_officer: '/dashboard/financing',
        }[account.role],
      );
    }
  });
});
