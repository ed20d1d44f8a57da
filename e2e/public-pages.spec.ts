import { expect, type Page } from '@playwright/test';
import { test } from './support/app-page';
import { expectHeading } from './support';

const main = (page: Page) => page.getByRole('main');

test.describe('partners', () => {
  test('lists every partner category', async ({ page }) => {
    await page.goto('/partners');
    await expectHeading(page, 'Our Partners');
    for (const category of ['Financial', 'Insurance', 'Home Services', 'Estate Agents', 'Technology']) {
      await expect(page.getByRole('heading', { name: category, level: 2 })).toBeVisible();
    }
    const financial = main(page).getByRole('region', { name: 'Financial' });
    await expect(financial.getByRole('heading', { name: 'Co-operative Bank of Kenya' })).toBeVisible();
    await expect(financial.getByText('Mortgage financing', { exact: true })).toBeVisible();
    // Two each for insurance, home services and estate agents; one AI provider.
    for (const [category, count] of [
      ['Insurance', 2],
      ['Home Services', 2],
      ['Estate Agents', 2],
      ['Technology', 1],
    ] as const) {
      await expect(
        main(page).getByRole('region', { name: category }).getByRole('heading', { level: 3 }),
      ).toHaveCount(count);
    }
    await expect(main(page).getByText('AI search', { exact: true })).toBeVisible();
  });
});

test.describe('supported banks', () => {
  test('shows the featured partner and the other banks', async ({ page }) => {
    await page.goto('/supported-banks');
    await expectHeading(page, 'Our Banking Partners');
    const search = page.getByRole('searchbox', { name: 'Search banks' });
    await expect(search).toHaveAttribute('placeholder', 'Search banks...');
    const featured = page.getByRole('article', { name: 'Co-operative Bank of Kenya' });
    await expect(featured.getByText('Primary Partner')).toBeVisible();
    await expect(featured.getByRole('heading', { name: 'Wallet integrations' })).toBeVisible();
    const others = main(page).getByRole('region', { name: 'Supported banks' }).getByRole('listitem');
    await expect(others).toHaveCount(28);
    await expect(page.getByRole('status')).toHaveText('29 banks');
    for (const bank of ['KCB Bank Kenya', 'Equity Bank Kenya', 'NCBA Bank Kenya', 'Absa Bank Kenya']) {
      await expect(others.filter({ hasText: bank })).toBeVisible();
    }
  });

  test('filters by name whatever the case, and says when nothing matches', async ({ page }) => {
    await page.goto('/supported-banks');
    const search = page.getByRole('searchbox', { name: 'Search banks' });
    const others = main(page)
      .getByRole('listitem')
      .filter({ hasText: /Bank|DTB|HFC/ });

    for (const query of ['equity', 'EQUITY']) {
      await search.fill(query);
      await expect(page.getByRole('status')).toHaveText('1 bank');
      await expect(main(page).getByText('Equity Bank Kenya')).toBeVisible();
      await expect(main(page).getByText('KCB Bank Kenya')).toBeHidden();
      await expect(page.getByRole('article', { name: 'Co-operative Bank of Kenya' })).toBeHidden();
    }

    await search.fill('co-op');
    await expect(page.getByRole('article', { name: 'Co-operative Bank of Kenya' })).toBeVisible();

    await search.fill('zzz');
    await expect(page.getByText('No banks found matching "zzz"', { exact: true })).toBeVisible();
    await expect(others).toHaveCount(0);

    await page.getByRole('button', { name: 'Show all banks' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('29 banks');
  });
});

test.describe('CoopaRent', () => {
  const tenantBenefits = [
    'Approval within 24 hours',
    'Rates from 5%',
    'Repayment plans up to 30 days',
    'No collateral',
    'Direct payment to the landlord',
  ];
  const tenantRequirements = [
    'National ID or passport',
    'Proof of rental agreement',
    "Last 3 months' bank statements",
    'Proof of income or employment',
  ];
  const landlordBenefits = [
    "Up to 3 months' rent in advance",
    'Fast approval',
    'Low service fees',
    'No impact on tenants',
    'Better cash flow',
  ];
  const landlordRequirements = [
    'Property ownership documents',
    'Valid tenancy agreements',
    'KRA PIN certificate',
    'A Co-operative Bank account, or willingness to open one',
  ];

  test('shows both tabs with every benefit and requirement', async ({ page }) => {
    await page.goto('/cooparent');
    await expectHeading(page, 'CoopaRent - Flexible Rental Financing');
    await expect(page.getByText('In partnership with Co-operative Bank of Kenya')).toBeVisible();

    const tenantsTab = page.getByRole('tab', { name: 'For Tenants' });
    const landlordsTab = page.getByRole('tab', { name: 'For Landlords/Agents' });
    await expect(tenantsTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const text of [...tenantBenefits, ...tenantRequirements]) {
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
    }

    await landlordsTab.click();
    await expect(landlordsTab).toHaveAttribute('aria-selected', 'true');
    for (const text of [...landlordBenefits, ...landlordRequirements]) {
      await expect(panel.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(panel.getByText(tenantRequirements[0]!, { exact: true })).toBeHidden();

    // Arrow keys move between the tabs.
    await landlordsTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tenantsTab).toHaveAttribute('aria-selected', 'true');
  });

  test('Apply leads to the real applications', async ({ page }) => {
    await page.goto('/cooparent');
    // Okoa Rent is a signed-in tenant's (e2e/okoa-rent.spec.ts applies); a visitor signs in first.
    await expect(page.getByRole('link', { name: 'Apply as a Tenant' })).toHaveAttribute(
      'href',
      '/dashboard/tenant/okoa-rent',
    );
    await page.getByRole('link', { name: 'Apply as a Tenant' }).click();
    await expect(page).toHaveURL('/auth');

    await page.goto('/cooparent');
    await page.getByRole('tab', { name: 'For Landlords/Agents' }).click();
    await page.getByRole('link', { name: 'Apply as a Landlord/Agent' }).click();
    // The landlord's rent advance application (e2e/rent-advance.spec.ts applies); a visitor signs in first.
    await expect(page).toHaveURL(/\/cooparent\/rent-advance$/);
    await expectHeading(page, 'CoopaRent rent advance');
    await expect(page.getByRole('link', { name: 'Sign in as a landlord to apply' })).toBeVisible();
  });
});

test.describe('list property', () => {
  test('shows the steps, standards, documents and the sign-up call to action', async ({ page }) => {
    await page.goto('/list-vehicle');
    await expectHeading(page, 'List Your Property');
    const steps = main(page).getByRole('list').filter({ hasText: 'Submit Details' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const step of ['Submit Details', 'Verification', 'Professional Listing', 'Go Live']) {
      await expect(page.getByRole('heading', { name: step, level: 3 })).toBeVisible();
    }
    for (const text of [
      'Good structural condition',
      'Well-maintained interior and exterior',
      'Clean and presentable',
      'Safe and secure',
      'Ownership documents',
      'Floor plans',
      'Recent photos',
      'Inspection reports',
    ]) {
      await expect(main(page).getByText(text, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: 'Sign Up to List' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(main(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});

test.describe('ABODE City', () => {
  test('shows the hero, services, leader, portfolio, hours and footer', async ({ page }) => {
    await page.goto('/abode-city');
    await expectHeading(page, 'ABODE City');
    await expect(page.getByRole('button', { name: 'Watch Our Process' })).toBeVisible();
    for (const service of [
      'ArchiCAD Design',
      'House Designs',
      'Interior Design',
      'Exterior Design',
      'Construction',
      'Bill of Quantities (BOQs)',
    ]) {
      await expect(page.getByRole('heading', { name: service, exact: true, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Arch. Grace Wanjiku Mwangi' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Call Arch\. Grace Wanjiku Mwangi on \+254/ }),
    ).toHaveAttribute('href', 'tel:+254722418305');
    await expect(
      main(page)
        .getByText(/Nairobi$/)
        .first(),
    ).toBeVisible();

    const portfolio = main(page).getByRole('region', { name: 'Our Work' });
    for (const [id, title] of [
      [1, 'Karen Hills Residence'],
      [2, 'Kilimani Heights Apartments'],
      [3, 'Westlands Business Hub'],
      [4, 'Naivasha Lakeside Lodge'],
    ] as const) {
      await expect(portfolio.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/abode-city/work/${id}`,
      );
    }

    await expect(page.getByText('Monday to Friday, 8:00 AM to 6:00 PM')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', /^tel:\+254\d{9}$/);
    const year = new Date().getFullYear();
    await expect(main(page).getByText(`© ${year} ABODE City`, { exact: false })).toBeVisible();
  });

  test('Get a Quote and Schedule a Consultation open their forms (abode-city.spec.ts runs them through)', async ({
    page,
  }) => {
    await page.goto('/abode-city');
    await page.getByRole('button', { name: 'Get a Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Get a Quote' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Schedule a Consultation' }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule a Consultation' })).toBeVisible();
  });

  test('Watch Our Process plays the video in a dialog that Escape closes', async ({ page }) => {
    // The test machine is offline; answer the frame locally instead of waiting on the network.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }),
    );
    await page.goto('/abode-city');
    await expect(page.locator('iframe')).toHaveCount(0);
    const trigger = page.getByRole('button', { name: 'Watch Our Process' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Our Process' });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe[title="ABODE City: our design and build process (video)"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/);
    // Focus on the dialog, not in the player's frame, whose document would take the Escape.
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('a portfolio project opens with all its details and links back', async ({ page }) => {
    await page.goto('/abode-city');
    await page.getByRole('link', { name: 'Kilimani Heights Apartments' }).click();
    await expect(page).toHaveURL('/abode-city/work/2');
    await expectHeading(page, 'Kilimani Heights Apartments');
    for (const section of [
      'Overview',
      'The Challenge',
      'Our Solution',
      'Key Features',
      'Project Details',
      'Specifications',
      'Gallery',
    ]) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    const details = main(page).getByRole('region', { name: 'Project Details' });
    for (const value of [
      'Multi-family Residential',
      'Kilimani, Nairobi',
      'November 2023',
      'Heights Development Ltd',
      '6,800 m² across 12 floors',
      '15 architects, engineers and quantity surveyors',
    ]) {
      await expect(details.getByText(value, { exact: true })).toBeVisible();
    }
    const gallery = main(page).getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(3);
    await expect(gallery.getByRole('img', { name: /apartment block at dusk/ })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      /^\/contact\?/,
    );

    await page.getByRole('link', { name: 'Back to ABODE City' }).click();
    await expect(page).toHaveURL('/abode-city');
    await expectHeading(page, 'ABODE City');
  });

  test('an unknown project id shows the first project', async ({ page }) => {
    await page.goto('/abode-city/work/99');
    await expectHeading(page, 'Karen Hills Residence');
    await expect(main(page).getByText('March 2024', { exact: true }).first()).toBeVisible();
  });

  test('Get in Touch opens the contact form about the project', async ({ page }) => {
    await page.goto('/abode-city/work/3');
    await expectHeading(page, 'Westlands Business Hub');
    await main(page).getByRole('link', { name: 'Get in Touch' }).click();
    await expectHeading(page, 'Contact Us');
    await expect(page.getByLabel('Message')).toHaveValue(/"Westlands Business Hub" project/);
  });
});

test('no public page scrolls sideways', async ({ page }) => {
  for (const path of [
    '/partners',
    '/supported-banks',
    '/cooparent',
    '/list-vehicle',
    '/abode-city',
    '/abode-city/work/1',
    '/contact',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
