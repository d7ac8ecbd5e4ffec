/**
 * `npm run bench:typing -- [base URL] [--runs=5]` (against `npm start` or `npm run serve`): how the intake's live
 * sketch keeps up with a visitor typing their business name on a slow phone. At 390 px with the CPU slowed 4x, it
 * types a 30-character name at 8 keys a second into each home page's intake and measures, per keystroke, the time
 * from the key to the first frame whose sketch shows the name as typed; and the main thread's long tasks meanwhile.
 * Prints min, median and max over every keystroke of every run; writes reports/bench/typing.json.
 */
import fs from 'fs';
import path from 'path';
import os from 'os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../__tests__/e2e/support/chromium';

const NAME = 'Van der Veen Loodgieters Zwolle';
const KEY_DELAY_MS = 125;
const HOMES = ['/', '/nl/'];

interface TypingRun {
  home: string;
  lags: number[];
  longTasks: number[];
  typed: string;
}

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN);
  return { count: sorted.length, min: at(0), median: at(0.5), p95: at(0.95), max: at(1) };
}

async function typeOnce(base: string, home: string): Promise<TypingRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${base}${home}#intake-form`);
  await page.evaluate(() => window.dispatchEvent(new Event('pointerdown')));
  await page.locator('[data-island="intake-form"][data-island-state="ready"]').waitFor();
  const company = page.locator('input[name="company"]');
  await company.focus();
  // The drawing's code loads on that first focus: typing starts once it is there, as it would after the name field.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('site-preview')));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A string, not a function: tsx names the functions inside one with a helper the page does not have.
  await page.evaluate(`(() => {
    const state = { lags: [], longTasks: [], pending: null };
    window.__typing = state;
    const input = document.querySelector('input[name="company"]');
    input.addEventListener('keydown', () => { state.pending = { value: '', at: performance.now() }; });
    input.addEventListener('input', () => { if (state.pending) state.pending.value = input.value.replace(/\\s+/g, ''); });
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) state.longTasks.push(entry.duration); }).observe({ type: 'longtask' });
    const drawn = () => [...document.querySelectorAll('[data-testid="site-preview"] [data-testid="preview-name"] tspan')]
      .map((line) => line.textContent).join('').replace(/\\s+/g, '');
    const frame = () => {
      const now = performance.now();
      const pending = state.pending;
      if (pending && pending.value && drawn() === pending.value) { state.lags.push(now - pending.at); state.pending = null; }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  await company.pressSequentially(NAME, { delay: KEY_DELAY_MS });
  await page.waitForFunction(() => (window as unknown as { __typing: { pending: unknown } }).__typing.pending === null, undefined, {
    timeout: 10_000,
  });
  const result = await page.evaluate(() => (window as unknown as { __typing: { lags: number[]; longTasks: number[] } }).__typing);
  const typed = await company.inputValue();
  await browser.close();
  return { home, lags: result.lags, longTasks: result.longTasks, typed };
}

async function main() {
  const base = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://127.0.0.1:9000';
  const runs = Number(argument('runs') ?? 5);
  const all: TypingRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const home of HOMES) {
      const result = await typeOnce(base, home);
      if (result.typed !== NAME) throw new Error(`${home}: the field holds "${result.typed}", not what was typed`);
      all.push(result);
      console.info(
        `run ${run}/${runs} ${home}: keystroke to sketch ${JSON.stringify(summary(result.lags))} ms, long tasks ${result.longTasks.length}`,
      );
    }
  }
  const report = {
    date: new Date().toISOString(),
    load: os.loadavg(),
    name: NAME,
    keyDelayMs: KEY_DELAY_MS,
    cpuSlowdown: 4,
    keystrokeToSketchMs: summary(all.flatMap((run) => run.lags)),
    longTaskMs: summary(all.flatMap((run) => run.longTasks)),
    runs: all,
  };
  fs.mkdirSync(path.join('reports', 'bench'), { recursive: true });
  fs.writeFileSync(path.join('reports', 'bench', 'typing.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info(`\nkeystroke to sketch, every keystroke of ${all.length} runs (ms): ${JSON.stringify(report.keystrokeToSketchMs)}`);
  console.info(
    `long tasks while typing (ms): ${JSON.stringify(report.longTaskMs)}; load ${report.load.map((value) => value.toFixed(2)).join(' / ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
