import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { SearchResponse } from '@common/listings/listing-contracts';
import { runAxe } from './support/axe';
import { demoAccounts, demoLandlordName, signInViaApi, signUpViaApi, type LoginRole } from './support/auth';
import { uiText, uiTextPattern, type UiLanguage } from './support/catalogue';
import { confirmPaybill } from './support/paybill';

/**
 * WCAG 2.2 AA (issue 16, part 3): axe-core on every public page signed out and every dashboard page as each
 * role, at 360 px and 1280 px in English and at 360 px in Kiswahili, with the dialogs and sheets open (the mobile menu, the
 * chat widget, and every dialog the role dashboards offer: see roleOpeners). Zero violations; a new one fails
 * the test with the rule, the page and the offending elements. One browser context per role, language and
 * width, the pages in a loop; the widths run in their own contexts (the spec runs once, in the mobile project).
 * A11Y_LOG=1 prints each finding and the dialogs opened.
 */

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const mobile = (viewport: { width: number }) => viewport.width < 768;
const widths = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

// Axe on a dashboard takes seconds on a busy machine; a role's whole loop gets room.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });
// Traces of every axe run would double the time; a failure's message names the rule, page and elements.
test.use({ trace: 'off' });
// The spec opens its own 360 px and 1280 px contexts: once is enough when every spec runs at both widths.
test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'the spec sets both widths itself');

type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

class Scanner {
  readonly findings: Finding[] = [];
  scanned = 0;

  async scan(page: Page, where: string) {
    const violations = await runAxe(page, { runOnly: { type: 'tag', values: wcagTags } });
    this.scanned += 1;
    if (process.env.A11Y_LOG)
      for (const v of violations)
        console.log(
          `A11Y [${where}] ${v.id}: ${v.help}\n  ${v.nodes
            .slice(0, 5)
            .map(
              (n) =>
                `${n.target.join(' ')} :: ${n.html.slice(0, 200)} :: ${n.failureSummary?.replace(/\n/g, ' ').slice(0, 300)}`,
            )
            .join('\n  ')}`,
        );
    for (const violation of violations) {
      this.findings.push({
        where,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes
          .slice(0, 6)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
      });
    }
  }

  report(testInfo: TestInfo) {
    if (process.env.A11Y_LOG) console.log(`${this.scanned} scans`);
    const text = this.findings
      .map((f) => `[${f.where}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
      .join('\n');
    if (text) void testInfo.attach('axe-violations.txt', { body: text, contentType: 'text/plain' });
    expect(this.findings.length, `${this.scanned} scans, violations:\n${text}`).toBe(0);
  }
}

/** A page has settled when its first heading shows and its skeletons have given way to the data (or 8 s passed). */
async function settle(page: Page) {
  await expect(page.locator('h1').first(), `a heading on ${page.url()}`).toBeVisible();
  await expect(page.locator('.animate-pulse'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
}

async function visit(page: Page, scanner: Scanner, path: string, label: string) {
  await page.goto(path);
  try {
    await settle(page);
  } catch {
    // A page that never shows its heading is a finding too; the loop goes on to the next page.
    scanner.findings.push({
      where: `${label} ${path}`,
      rule: 'no-h1',
      impact: '',
      help: 'page did not render',
      targets: [],
    });
    return;
  }
  await scanner.scan(page, `${label} ${path}`);
}

async function newPage(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
  language: UiLanguage = 'en',
) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    // The first visit follows the browser's language: sw-KE shows ABODE in Kiswahili.
    locale: language === 'sw' ? 'sw-KE' : 'en-KE',
    ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}),
  });
  if (language === 'sw') {
    // A signed-in page takes the account's language (the demo accounts' is English). The Kiswahili runs say
    // Kiswahili in this browser's /api/me answer instead of changing the shared demo account, which the
    // English runs use at the same time.
    await context.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (body && typeof body === 'object' && 'locale' in body) body.locale = 'sw';
      await route.fulfill({ response, json: body });
    });
  }
  return context.newPage();
}

/** The page is in the language of the run (the html element's lang follows the app's language). */
async function expectLanguage(page: Page, language: UiLanguage) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function anyListingId(page: Page): Promise<string> {
  const response = await page.request.get('/api/search', { params: { q: '', intent: 'rent', pageSize: 1 } });
  const { results } = (await response.json()) as SearchResponse;
  return results[0]!.id;
}

async function anyProviderId(page: Page): Promise<string> {
  const response = await page.request.get('/api/services/search', { params: { q: 'plumber' } });
  const { results } = (await response.json()) as { results: Array<{ id: string }> };
  return results[0]!.id;
}

/**
 * The back office's queues are empty in the demo data, so their dialogs would never be opened and scanned:
 * a paybill payment that matches no account (the suspense queue's 'Allocate') and a report against a live
 * home (the moderation queue's dialogs), as people would make them. The home is from a search page no other
 * suite reads, and not the demo landlord's (the viewing suite's). Leaves a new account signed in; returns the
 * payment's receipt.
 */
async function fillBackOfficeQueues(page: Page): Promise<string> {
  const receipt = `E2A${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 100)}`;
  await confirmPaybill(page.request, {
    receipt,
    amount: 1200,
    account: 'XX0000000',
    msisdn: '2547 ***** 220',
    firstName: 'Wanjiru',
  });

  const search = await page.request.get('/api/search', {
    params: { q: '', intent: 'rent', page: 21, pageSize: 48 },
  });
  const { results } = (await search.json()) as SearchResponse;
  const homes = results.filter((listing) => listing.host.name !== demoLandlordName);
  expect(homes.length, 'homes to report on search page 21').toBeGreaterThan(0);
  const home = homes[Math.floor(Math.random() * homes.length)]!;
  await signUpViaApi(page);
  const reported = await page.request.post('/api/listing-reports', {
    data: { listingId: home.id, reason: 'wrong_details', note: 'The photos show another house.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  return receipt;
}

const publicPaths = [
  '/',
  '/buy',
  '/home-services',
  '/abode-city',
  '/contact',
  '/partners',
  '/supported-banks',
  '/cooparent',
  '/list-vehicle',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/forgot-password',
  '/no-such-page',
];

const tenantPaths = [
  '/dashboard/tenant',
  '/dashboard/tenant/rent',
  '/dashboard/tenant/okoa-rent',
  '/dashboard/tenant/mpesa',
  '/dashboard/tenant/tukupay',
  '/dashboard/tenant/send-tukupay',
  '/dashboard/tenant/bank',
  '/dashboard/tenant/card',
  '/dashboard/tenant/send-mpesa',
  '/dashboard/tenant/send-bank',
  '/dashboard/tenant/send-bills',
  '/dashboard/tenant/pos',
  '/dashboard/tenant/profile',
  '/dashboard/tenant/settings',
];

type Role = keyof typeof demoAccounts;
const loginRole: Record<Role, LoginRole | undefined> = {
  tenant: 'tenant',
  landlord: 'landlord',
  provider: 'provider',
  caretaker: 'caretaker',
  superadmin: undefined,
  financing: undefined,
};
const rolePaths: Record<Role, string[]> = {
  tenant: tenantPaths,
  landlord: ['/dashboard/landlord', '/dashboard/settings'],
  caretaker: ['/dashboard/caretaker', '/dashboard/settings'],
  provider: ['/dashboard/provider', '/dashboard/settings'],
  superadmin: ['/dashboard', '/dashboard/settings'],
  financing: ['/dashboard/financing'],
};

/**
 * The buttons of a role's dashboard that open a dialog or sheet, by their English text (the catalogues' msgid;
 * `{x}` stands for any text). `required` ones are always there with the
 * demo data; the others show when the data has such an item (a pending link, a bill to add, a queue entry).
 */
type Opener = {
  names: string[];
  required?: boolean;
  /** Untranslated text after the message, as a row's buttons say `${action}: ${listing}`. */
  after?: string;
};
const bell: Opener = { names: ['Notifications', 'Notifications, {count} unread'], required: true };
const managerOpeners: Opener[] = [
  { names: ['Add unit to {name}'] },
  { names: ['Edit {label}'] },
  { names: ['Add bill for {unit}'] },
  { names: ['End tenancy of {label}'] },
  { names: ['Confirm {name} at {property}'] },
];
const roleOpeners: Partial<Record<Role, Opener[]>> = {
  landlord: [
    bell,
    { names: ['Send Notices'], required: true },
    { names: ['View Applications'], required: true },
    { names: ['Add Property'], required: true },
    ...managerOpeners,
    { names: ['To M-Pesa'] },
  ],
  caretaker: [bell, { names: ['Send Notices'], required: true }, ...managerOpeners],
  provider: [bell],
  // The queues' own dialogs (verify a listing, dismiss reports) are found by the pass over every dialog
  // trigger: a name prefix such as 'Approve' also matches the KYC queue's buttons, which act at once. The
  // suspense and moderation queues are filled first (fillBackOfficeQueues), so their dialogs are required.
  superadmin: [
    bell,
    { names: ['Professional edit: {listing}'] },
    { names: ['Allocate {receipt}'], required: true },
    { names: ['Dismiss reports'], after: ': {listing}', required: true },
    { names: ['Remove'], after: ': {listing}', required: true },
    { names: ['Remove for fraud'], after: ': {listing}', required: true },
    { names: ['View {label}'] },
    { names: ['Reject {label}'] },
  ],
};

const openDialog = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');

/** Opens a dialog with `button`, scans the page with it open, and closes it with Escape. */
async function scanDialogOf(page: Page, scanner: Scanner, button: Locator, where: string) {
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(openDialog(page).first(), `a dialog after ${where}`).toBeVisible();
  // Let the dialog's own data and its entry animation settle.
  await expect(openDialog(page).locator('.animate-pulse'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
  await scanner.scan(page, where);
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
}

/**
 * On a dashboard: every listed opener (a required one missing is a finding), then every other dialog trigger
 * on the page (Radix marks them aria-haspopup="dialog"), each opened, scanned and closed.
 */
async function scanDashboardDialogs(
  page: Page,
  scanner: Scanner,
  path: string,
  openers: Opener[],
  language: UiLanguage,
  where: string,
) {
  await page.goto(path);
  await settle(page);
  const opened = new Set<string>();
  for (const opener of openers) {
    const inner = (pattern: RegExp) => pattern.source.slice(1, -1);
    const messages = opener.names.map((name) => inner(uiTextPattern(language, name))).join('|');
    const after = opener.after ? inner(uiTextPattern('en', opener.after)) : '';
    const pattern = new RegExp(`^(?:${messages})${after}$`);
    const button = page.getByRole('button', { name: pattern }).filter({ visible: true }).first();
    if ((await button.count()) === 0) {
      if (opener.required)
        scanner.findings.push({
          where: `${where} ${path}`,
          rule: 'missing-opener',
          impact: '',
          help: `no button named ${pattern}`,
          targets: [],
        });
      continue;
    }
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    opened.add(name.trim());
    await scanDialogOf(page, scanner, button, `${where} ${path} dialog of '${name.trim()}'`);
  }
  const triggers = page.locator('main button[aria-haspopup="dialog"]:visible');
  const count = Math.min(await triggers.count(), 8);
  for (let index = 0; index < count; index += 1) {
    const trigger = triggers.nth(index);
    const name = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText())).trim();
    if (opened.has(name)) continue;
    opened.add(name);
    await scanDialogOf(page, scanner, trigger, `${where} ${path} dialog of '${name}'`);
  }
  if (process.env.A11Y_LOG) console.log(`${where}: dialogs of ${[...opened].join(' | ')}`);
}

for (const viewport of widths) {
  test(`public pages and their dialogs, signed out, at ${viewport.width} px`, async ({
    browser,
  }, testInfo) => {
    const page = await newPage(browser, testInfo, viewport);
    const scanner = new Scanner();
    const where = `signed out ${viewport.width}px`;
    for (const path of publicPaths) await visit(page, scanner, path, where);
    await visit(page, scanner, `/listings/${await anyListingId(page)}`, where);
    await visit(page, scanner, `/home-services/${await anyProviderId(page)}`, where);

    await page.goto('/');
    await settle(page);
    if (mobile(viewport)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      // A modal dialog named like the navigation it holds.
      await expect(page.getByRole('dialog', { name: 'Main' })).toBeVisible();
      await scanner.scan(page, `${where} mobile menu`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    }
    await page.getByRole('button', { name: 'Chat with Us' }).click();
    await expect(page.getByRole('button', { name: 'Close chat' })).toBeVisible();
    await scanner.scan(page, `${where} chat widget`);
    scanner.report(testInfo);
    await page.context().close();
  });
}

for (const language of ['en', 'sw'] as const) {
  for (const viewport of widths) {
    // Kiswahili at 360 px only, where its longer words wrap most; the 1280 px layouts and their dialogs are
    // the English run's (the same components). A Kiswahili pass at 1280 px cost CI about ten minutes more.
    if (language === 'sw' && !mobile(viewport)) continue;
    for (const role of Object.keys(rolePaths) as Role[]) {
      const paths = rolePaths[role];
      const title =
        language === 'en'
          ? `${role}'s dashboard pages and dialogs at ${viewport.width} px`
          : `in Kiswahili: ${role}'s dashboard pages and dialogs at ${viewport.width} px`;
      test(title, async ({ browser }, testInfo) => {
        const page = await newPage(browser, testInfo, viewport, language);
        const scanner = new Scanner();
        const where = `${language} ${role} ${viewport.width}px`;
        const account = demoAccounts[role];
        const receipt = role === 'superadmin' ? await fillBackOfficeQueues(page) : undefined;
        await signInViaApi(page, account.email, account.password, loginRole[role]);
        if (receipt) {
          // The callback is answered once kept and credited just after: wait until suspense holds it.
          await expect
            .poll(async () => JSON.stringify(await (await page.request.get('/api/payments/suspense')).json()))
            .toContain(receipt);
        }
        for (const path of paths) await visit(page, scanner, path, where);
        await expectLanguage(page, language);
        const text = (english: string) => uiText(language, english);

        const openers = roleOpeners[role];
        if (openers) await scanDashboardDialogs(page, scanner, paths[0]!, openers, language, where);

        if (role === 'tenant') {
          for (const [button, dialog] of [
            ['Top Up Wallet', 'Deposit'],
            ['Send Money', 'Send Money'],
          ] as const) {
            await page.goto('/dashboard/tenant');
            await settle(page);
            await page
              .getByRole('button', { name: text(button) })
              .first()
              .click();
            await expect(page.getByRole('dialog', { name: text(dialog) })).toBeVisible();
            await scanner.scan(page, `${where} ${dialog} sheet`);
          }
          if (mobile(viewport)) {
            await page.goto('/dashboard/tenant');
            await settle(page);
            await page.getByRole('button', { name: text('Toggle sidebar') }).click();
            await expect(page.getByRole('dialog', { name: text('Tenant menu') })).toBeVisible();
            await scanner.scan(page, `${where} sidebar sheet`);
          }
          const listingId = await anyListingId(page);
          for (const [button, dialog] of [
            ['Schedule Viewing', 'Schedule a viewing'],
            ['Report this listing', 'Report this listing'],
          ] as const) {
            await page.goto(`/listings/${listingId}`);
            await settle(page);
            await page
              .getByRole('button', { name: text(button) })
              .first()
              .click();
            await expect(page.getByRole('dialog', { name: text(dialog) })).toBeVisible();
            await scanner.scan(page, `${where} ${dialog} dialog`);
          }
          await page.goto(`/home-services/${await anyProviderId(page)}`);
          await settle(page);
          await page
            .getByRole('button', { name: text('Schedule Service') })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await scanner.scan(page, `${where} service request dialog`);
        }
        scanner.report(testInfo);
        await page.context().close();
      });
    }
  }
}

test('in Kiswahili: public pages, signed out, at 360 px', async ({ browser }, testInfo) => {
  const page = await newPage(browser, testInfo, widths[0], 'sw');
  const scanner = new Scanner();
  for (const path of publicPaths) await visit(page, scanner, path, 'sw signed out 360px');
  await visit(page, scanner, `/listings/${await anyListingId(page)}`, 'sw signed out 360px');
  await visit(page, scanner, `/home-services/${await anyProviderId(page)}`, 'sw signed out 360px');
  await expectLanguage(page, 'sw');
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: uiText('sw', 'Open menu') }).click();
  await expect(page.getByRole('dialog', { name: uiText('sw', 'Main') })).toBeVisible();
  await scanner.scan(page, 'sw signed out 360px mobile menu');
  scanner.report(testInfo);
  await page.context().close();
});

// At 200 % text the top bar collapses into its menu button (its breakpoints are in rem, see SiteHeader).
test('text at 200 % keeps every page within the width at 1280 px (no sideways scrolling)', async ({
  browser,
}, testInfo) => {
  const page = await newPage(browser, testInfo, { width: 1280, height: 800 });
  const overflowing: string[] = [];
  for (const path of ['/', '/buy', '/home-services', '/contact', '/signup', '/login', '/no-such-page']) {
    await page.goto(path);
    await settle(page);
    // Text-only resize, as a browser's 'font size' setting does: every rem doubles.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await page.waitForTimeout(100);
    const wide = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const out = Array.from(document.querySelectorAll('body *'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          // Inside a scroller of its own (a table, a chip row) is fine: that box scrolls, the page does not.
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const overflowX = getComputedStyle(parent).overflowX;
            if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return false;
          }
          return box.right > viewport + 1 || box.left < -1;
        })
        .slice(0, 3)
        .map((element) => element.outerHTML.slice(0, 120));
      return { scroll: document.documentElement.scrollWidth > viewport + 1, out };
    });
    if (wide.scroll || wide.out.length > 0)
      overflowing.push(`${path}: ${wide.out.join(' | ') || 'page scrolls sideways'}`);
  }
  expect(overflowing).toEqual([]);
  await page.context().close();
});

test('prefers-reduced-motion: the search placeholder is not typed out, animations stop', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 360, height: 740 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Describe your perfect home' });
  // The first example shows whole at once and stays.
  await expect(box).toHaveAttribute('placeholder', /^A 2 bed.{20,}/);
  const shown = await box.getAttribute('placeholder');
  await page.waitForTimeout(1_500);
  await expect(box).toHaveAttribute('placeholder', shown!);
  // Animations and transitions end at once (a spinner, a sheet sliding in).
  const duration = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'animate-spin';
    document.body.append(probe);
    const value = getComputedStyle(probe).animationDuration;
    probe.remove();
    return value;
  });
  expect(parseFloat(duration)).toBeLessThan(0.01);
  // Photo carousels never move on their own (no auto-play): the first photo stays.
  await page.goto('/buy?q=2+bedroom+apartment+in+Kilimani');
  const carousel = page.getByRole('region', { name: 'Your matches' }).getByRole('article').first();
  await expect(carousel).toBeVisible({ timeout: 30_000 });
  const firstPhoto = await carousel.getByRole('img').first().getAttribute('src');
  await page.waitForTimeout(1_500);
  expect(await carousel.getByRole('img').first().getAttribute('src')).toBe(firstPhoto);
  await context.close();
});
