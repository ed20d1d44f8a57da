import { expect, test, type ConsoleMessage } from '@playwright/test';

/** Public pages a signed-out visitor opens first; each must load without a console error or warning. */
const publicPages = ['/', '/buy', '/home-services', '/partners', '/contact', '/list-vehicle', '/login'];

test.describe('signed out', () => {
  for (const path of publicPages) {
    test(`${path} logs no console error or warning`, async ({ page }) => {
      const logged: string[] = [];
      const keep = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          logged.push(`${message.type()}: ${message.text()} (${message.location().url})`);
        }
      };
      page.on('console', keep);
      page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The session check answers after the first paint: wait for the network to settle before judging.
      await page.waitForLoadState('networkidle');
      expect(logged).toEqual([]);
    });
  }
});
