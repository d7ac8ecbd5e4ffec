import os from 'os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessShellPath } from './__tests__/e2e/support/chromium';
import { DEFAULT_BASE_URL } from './__tests__/e2e/support/server';

export default defineConfig({
  testDir: '__tests__/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './__tests__/e2e/support/global-setup.ts',
  fullyParallel: true,
  // One worker a core: the browser and the served site share the machine's cores.
  workers: os.availableParallelism(),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: DEFAULT_BASE_URL,
    launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
});
