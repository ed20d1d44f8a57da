import { expect, test } from '@playwright/test';
import { demoAccounts, signInViaApi, signOutViaApi, signUpViaApi } from './support/auth';

test('the superadmin reads who did what in the audit trail, and pages back through it', async ({ page }) => {
  // A new tenant asks to be linked to a demo property: one audited step.
  const tenant = await signUpViaApi(page, { firstName: 'Akinyi', lastName: `Trail${Date.now() % 100_000}` });
  const linked = await page.request.post('/api/tenant-properties', { data: { propertyId: 'ABD-R8TN' } });
  expect(linked.status(), await linked.text()).toBe(201);
  await signOutViaApi(page);

  await signInViaApi(page, demoAccounts.superadmin.email, demoAccounts.superadmin.password);
  await page.goto('/dashboard');
  const trail = page.getByRole('region', { name: 'Audit Trail' });
  await expect(trail).toBeVisible();
  const entry = trail.getByRole('listitem').filter({ hasText: `${tenant.first_name} ${tenant.last_name}` });
  await expect(entry.first()).toContainText('asked to be linked to a property');

  // Older entries load below the first page of 20; the button shows exactly when there are more.
  const firstPage = await page.request.get('/api/audit-events?limit=20');
  const { nextBefore } = (await firstPage.json()) as { nextBefore: number | null };
  const showOlder = trail.getByRole('button', { name: 'Show older' });
  if (nextBefore === null) {
    await expect(showOlder).toHaveCount(0);
  } else {
    await expect(trail.getByRole('listitem')).toHaveCount(20);
    await showOlder.click();
    await expect.poll(() => trail.getByRole('listitem').count()).toBeGreaterThan(20);
  }
});
