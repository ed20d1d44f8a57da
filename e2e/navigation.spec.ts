import { expect, test } from '@playwright/test';
import { isMobile } from './support';

test('unknown routes show the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the footer carries the tagline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('Search, Rent, Manage')).toBeVisible();
});

test('the hamburger menu opens, navigates and closes', async ({ page }) => {
  test.skip(!isMobile(page), 'the hamburger shows under 768 px');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Banking Partners' }).click();
  await expect(page).toHaveURL('/supported-banks');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('the Partnerships dropdown works by keyboard', async ({ page }) => {
  test.skip(isMobile(page), 'the dropdown is in the desktop top bar');
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Partnerships' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('banner').getByRole('link', { name: 'CoopaRent' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Partners', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Banking Partners' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/supported-banks');
});

test('the chat widget sends and closes with Escape', async ({ page }) => {
  await page.goto('/partners');
  await page.getByRole('button', { name: 'Chat with Us' }).click();
  const input = page.getByRole('textbox', { name: 'Type your message' });
  await expect(input).toBeFocused();
  await input.press('Enter');
  await expect(page.getByRole('log').getByText(/./)).toHaveCount(1);
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByRole('log').getByText(/./)).toHaveCount(1);
  await input.fill('Do you have bedsitters in Ruaka?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const log = page.getByRole('log');
  await expect(log.getByText('Do you have bedsitters in Ruaka?')).toBeVisible();
  // The message is stored: the automatic reply comes only when no one on the team is online (another test
  // may have the staff inbox open), and people answer live (live-chat.spec.ts).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Chat with Us' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with Us' })).toBeFocused();
});

test('a new page opens at its top, back returns to where the last was left, and a filter keeps its place', async ({
  page,
}) => {
  await page.goto('/supported-banks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  // The footer's link, followed in the app (no page load): the new page starts at its top.
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
  await terms.scrollIntoViewIfNeeded();
  const left = await scrollY();
  expect(left).toBeGreaterThan(500);
  await terms.click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
  // Back: the banks page where it was left.
  await page.goBack();
  await expect(page).toHaveURL('/supported-banks');
  await expect.poll(scrollY).toBe(left);
  // Forward: the terms at their top, where they were left.
  await page.goForward();
  await expect(page).toHaveURL('/terms');
  await expect.poll(scrollY).toBe(0);

  // A filter written into the address is not a new page: the list stays where the visitor is.
  await page.goto('/home-services');
  const filter = page.getByRole('group', { name: 'Category' });
  await filter.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const before = await scrollY();
  expect(before).toBeGreaterThan(0);
  await filter.getByRole('button', { name: 'Painting' }).click();
  await expect(page).toHaveURL(/\/home-services\?category=painting$/);
  await expect(filter.getByRole('button', { name: 'Painting' })).toHaveAttribute('aria-pressed', 'true');
  expect(Math.abs((await scrollY()) - before)).toBeLessThan(5);
});

test.describe('a page that fails', () => {
  // The service worker may hold the page's code already: this is about the network failing.
  test.use({ serviceWorkers: 'block' });

  test('a page whose code fails to load shows the error page, and going back shows the page before', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The terms page's own chunk, as after a deploy that removed it, or a dropped connection.
    await page.route(/\/assets\/terms-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
