import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core run straight in the page. `@axe-core/playwright` opened a fresh page for every scan to finish its
 * run there (its cross-origin frame support, which ABODE's scanned pages do not need): 3.5–4 s a scan on a
 * 2-core machine, against 0.7 s here, and the accessibility spec makes a few hundred scans.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/** The violations of `options` on the page as it is now (a dialog open is scanned with the page behind it). */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults['violations']> {
  // Once per document: the dialogs opened on a page are scanned without loading axe again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    // The only frames are the video dialogs' YouTube players, which are not ABODE's to fix and never load here.
    (runOptions) => window.axe!.run(document, { ...runOptions, iframes: false, resultTypes: ['violations'] }),
    options,
  );
  return results.violations;
}
