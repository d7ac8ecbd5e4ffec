/** The Firefox flows' harness: a flow, the wait every step uses, the browser's launch and the run that screenshots a failure. */
import fs from 'fs';
import path from 'path';
import puppeteer, { type Browser, type EvaluateFunc, type Page } from 'puppeteer-core';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const SCREENSHOTS = path.join('test-results', 'firefox');
/** Long enough for a loaded 2-core machine to fetch, evaluate and hydrate; a page whose scripts wait for a touch never gets there. */
export const WAIT_MS = 30_000;

export interface Flow {
  name: string;
  /** Acts in `page`, a fresh page in a context of its own (no storage from other flows), at `baseUrl`. */
  run(page: Page, baseUrl: string): Promise<void>;
}

export const testId = (id: string) => `[data-testid="${id}"]`;

/** Waits until `predicate(arg)` holds in the page, checked on every frame, and says what it waited for if it never does. */
export async function waitUntil<T>(page: Page, what: string, predicate: EvaluateFunc<[T]>, arg: T): Promise<void> {
  await page.waitForFunction(predicate, { timeout: WAIT_MS, polling: 'raf' }, arg).catch((error: Error) => {
    throw new Error(`${what}: ${error.message}`);
  });
}

/** Firefox with JavaScript on, or off (its own preference: WebDriver BiDi has no command for it in Firefox ESR 153). */
export function launch(javaScript: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocolTimeout: WAIT_MS,
    ...(javaScript ? {} : { extraPrefsFirefox: { 'javascript.enabled': false } }),
  });
}

/** Runs each flow in a fresh page of its own browser context; returns how many passed and failed. */
export async function runFlows(browser: Browser, baseUrl: string, flows: Flow[]): Promise<{ passed: number; failed: number }> {
  const counts = { passed: 0, failed: 0 };
  for (const flow of flows) {
    const started = Date.now();
    // A visitor of its own: the language switch stores a choice that the English home page then follows.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      await flow.run(page, baseUrl);
      counts.passed += 1;
      console.info(`  ✓ ${flow.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      counts.failed += 1;
      const screenshot = path.join(SCREENSHOTS, `${flow.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: screenshot }).catch(() => undefined);
      console.info(`  ✗ ${flow.name}\n      ${(error as Error).message.split('\n')[0]} (at ${page.url()}; ${screenshot})`);
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return counts;
}
