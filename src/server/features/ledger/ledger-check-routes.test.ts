import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../db/schema/index';
import { signedInAs, signedInAsEveryone, type TestUser, type Who } from '../../testing/identity-helpers';
import { productionMpesaSettings } from '../../testing/production-mpesa-settings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deposit } from './testing/ledger-fixtures';

describe('GET /api/test/ledger-check on a test server', () => {
  let t: TestApp;
  let users: Record<Who, TestUser>;
  beforeAll(async () => {
    t = await createTestApp();
    users = await signedInAsEveryone(t);
  });
  afterAll(() => t.close());

  const check = async () => {
    const res = await t.request('/api/test/ledger-check', { headers: { cookie: users.superadmin.cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as { transactions: number; walletTotal: string; drift: string[] };
  };

  it('is for a superadmin only', async () => {
    expect((await t.request('/api/test/ledger-check')).status).toBe(401);
    for (const who of ['no role', 'tenant', 'landlord', 'service_provider', 'caretaker'] as const) {
      const res = await t.request('/api/test/ledger-check', { headers: { cookie: users[who].cookie } });
      expect(res.status, who).toBe(403);
    }
  });

  it('answers the whole-ledger check, and names the drift when a balance no longer equals its postings', async () => {
    const tenant = await signedInAs(t, 'tenant');
    const wallet = await deposit(t.database.db, tenant.userId, 2500);
    const clean = await check();
    expect(clean.drift).toEqual([]);
    expect(clean.transactions).toBeGreaterThan(0);
    expect(BigInt(clean.walletTotal)).toBeGreaterThanOrEqual(2500n);
    // A cached balance changed behind the ledger's back: what the teardown must catch.
    await t.database.db.update(ledgerAccounts).set({ balance: 2600 }).where(eq(ledgerAccounts.id, wallet));
    const drifted = await check();
    expect(drifted.drift).toHaveLength(1);
    expect(drifted.drift[0]).toContain(wallet);
    await t.database.db.update(ledgerAccounts).set({ balance: 2500 }).where(eq(ledgerAccounts.id, wallet));
    expect((await check()).drift).toEqual([]);
  });
});

describe.each([
  [
    'production',
    {
      ABODE_ALLOW_EMBEDDED_DB: '1',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'abode',
      AFRICASTALKING_API_KEY: 'test-key',
      AFRICASTALKING_BASE_URL: 'http://127.0.0.1:9',
      ...productionMpesaSettings,
    },
  ],
  ['development', {}],
])('GET /api/test/ledger-check with NODE_ENV=%s', (nodeEnv, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: nodeEnv, ...env });
  });
  afterAll(() => t.close());

  it('does not exist (404, not 401: nothing is mounted there)', async () => {
    const res = await t.request('/api/test/ledger-check');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});
