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
