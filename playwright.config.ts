import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const desktopSpecs = [
  'navigation',
  'dashboards',
  'role-dashboards-work',
  'rent-roll',
  'public-pages',
  'search',
  'console',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The signed-in dashboards now load every card's code and data on first paint (issue 16 splits them); on a
  // 2-core CI machine running two browsers a dashboard's first figures can take 8–9 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The e2e server's ledger must hold after the run (ledger:check, asked of the still-running server).
  globalTeardown: './e2e/ledger-check.teardown.ts',
  // A line per test as it runs. Locally also the HTML report with each failure's trace, opened on demand
  // (`npx playwright show-report`); CI keeps only the lines, which are all its log shows.
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      // Most people use ABODE on a phone, so every spec runs at 360 px; at 1280 px only the specs whose layout
      // differs there (top bar, sidebar, tables, the home page and search) run again. Running every spec at
      // both widths doubled CI's longest step for no more coverage. E2E_ALL_WIDTHS=1 runs everything twice.
      ...(process.env.E2E_ALL_WIDTHS ? {} : { testMatch: desktopSpecs }),
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
