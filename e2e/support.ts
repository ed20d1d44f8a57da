import { expect, type Page } from '@playwright/test';

/** True on the 360 px project, where the top bar folds into the hamburger menu. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export async function expectHeading(page: Page, name: string | RegExp, level = 1) {
  await expect(page.getByRole('heading', { name, level })).toBeVisible();
}
