import { expect, test as base, type Page } from '@playwright/test';

/** The app's root once React has taken it over (hydrated or drawn): its event handlers are attached. */
export async function waitForApp(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      ),
    )
    .toBe(true);
}

/**
 * `test` whose page.goto and page.reload resolve once the app has taken the page over. The public pages
 * arrive prerendered, so their buttons and search box are there before React is. On a busy machine a test
 * clicked 'Watch Our Process' or typed a search before hydration, and nothing happened: a person on a slow
 * phone waits for the page to respond, a test does not. For specs whose pages run JavaScript only.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
