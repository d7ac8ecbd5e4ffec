import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './__tests__/e2e/support/chromium';

/** Port of the production build served for the browser tests (override with E2E_PORT). */
const PORT = Number(process.env.E2E_PORT ?? 9321);
export const LEADS_DIR = process.env.E2E_LEADS_DIR ?? '.data/e2e';

export default defineConfig({
  testDir: '__tests__/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  // The one place the served site starts: the production build under `gatsby serve`, with its Functions.
  webServer: {
    command: `npx gatsby serve --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1', LEADS_DIR },
  },
});
