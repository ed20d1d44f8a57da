import { request, type FullConfig } from '@playwright/test';
import { demoAccounts } from './support/auth';

/**
 * After every run (playwright.config.ts `globalTeardown`, before the web server stops): the e2e server's
 * ledger must still hold (every transaction sums to zero, no wallet below zero, every balance equals its
 * postings), or the run fails. The server keeps its embedded database locked while it runs, so the check is
 * asked of the server itself (GET /api/test/ledger-check, mounted on test servers only) as the superadmin.
 */
export default async function ledgerCheckTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('ledger check: no baseURL in the Playwright config');
  const api = await request.newContext({ baseURL });
  try {
    const { email, password } = demoAccounts.superadmin;
    const signIn = await api.post('/api/identity/sign-in', { data: { email, password } });
    if (signIn.status() !== 200)
      throw new Error(
        `ledger check: the superadmin's sign-in answered ${signIn.status()}: ${await signIn.text()}`,
      );
    const res = await api.get('/api/test/ledger-check');
    if (res.status() !== 200)
      throw new Error(
        `ledger check: GET /api/test/ledger-check answered ${res.status()}: ${await res.text()}`,
      );
    const check = (await res.json()) as {
      transactions: number;
      postings: number;
      accounts: number;
      walletTotal: string;
      drift: string[];
    };
    const figures = `${check.transactions} transactions, ${check.postings} postings, ${check.accounts} accounts; wallets hold KES ${check.walletTotal}`;
    if (check.drift.length > 0)
      throw new Error(`ledger check after the e2e run: DRIFT (${figures})\n  ${check.drift.join('\n  ')}`);
    console.log(`ledger check after the e2e run: ${figures}; no drift`);
  } finally {
    await api.dispose();
  }
}
