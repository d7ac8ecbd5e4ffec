/**
 * `npm run arrival -- [base URL] [label]`: what a visitor on a slow phone sees after following "Plan my free intake"
 * (arriving at /#intake-form) at 390 px with the CPU slowed 4x: the screen at 0.5 s, 3 s and 10 s in both languages,
 * with where the page stands, how many intake steps show and the layout shift so far. PNGs and a summary go to
 * reports/arrival/. For comparing builds by eye; the browser tests assert the same things.
 */
import fs from 'fs';
import path from 'path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../__tests__/e2e/support/chromium';

const MOMENTS_MS = [500, 3_000, 10_000];
const TARGETS = ['/#intake-form', '/nl/#intake-form'];

interface Moment {
  at: number;
  scrollY: number;
  visibleSteps: number;
  layoutShift: number;
  scriptsStarted: boolean;
  file: string;
}

async function main() {
  const [base = 'http://127.0.0.1:9000', label = 'now'] = process.argv.slice(2);
  const out = path.join('reports', 'arrival');
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const summary: Record<string, Moment[]> = {};
  for (const target of TARGETS) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(`${base}${target}`, { waitUntil: 'commit' });
    const moments: Moment[] = [];
    for (const moment of MOMENTS_MS) {
      await page.waitForTimeout(Math.max(0, moment - (Date.now() - started)));
      const at = Date.now() - started;
      const file = path.join(out, `${label}-${target.startsWith('/nl/') ? 'nl' : 'en'}-${moment}ms.png`);
      const state = await page.evaluate(() => ({
        scrollY: Math.round(window.scrollY),
        visibleSteps: [...document.querySelectorAll<HTMLElement>('[data-testid^="intake-step-"]')].filter(
          (step) => step.getClientRects().length > 0,
        ).length,
        layoutShift: Number(((window as unknown as { __shifts?: { total: number } }).__shifts?.total ?? 0).toFixed(4)),
        scriptsStarted: performance.getEntriesByType('resource').some((entry) => /\/app-[^/]+\.js$/.test(entry.name)),
      }));
      await page.screenshot({ path: file });
      moments.push({ at, ...state, file });
    }
    summary[target] = moments;
    await context.close();
  }
  await browser.close();
  fs.writeFileSync(path.join(out, `${label}.json`), `${JSON.stringify(summary, null, 2)}\n`);
  for (const [target, moments] of Object.entries(summary)) {
    console.info(target);
    for (const moment of moments) {
      console.info(
        `  ${String(moment.at).padStart(6)} ms  scrollY ${String(moment.scrollY).padStart(6)}  steps shown ${moment.visibleSteps}  ` +
          `CLS ${moment.layoutShift}  scripts ${moment.scriptsStarted ? 'started' : 'not yet'}  ${moment.file}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
