/**
 * `npm run test:firefox`: the visitor's main flows in Firefox ESR (Debian's firefox-esr), beside the browser tests'
 * Chromium: an engine that reports paints differently (it records none for the home pages at 390 px) and runs the
 * same scripts. Driven over WebDriver BiDi by puppeteer-core, which needs no separate driver, against the production
 * build served as the browser tests serve it (`startServer`, on E2E_PORT), leads written to a temporary folder.
 *
 * Flows: the home page in both languages at 390 and 1280 px, its scripts started without a touch (the page hydrates
 * while nothing touches it), then the menu opening on the first tap (390 px), the intake's first step drawing the
 * typed business name in the live preview, the calculator changing its total and the language switch landing on the
 * other language's home with both answers kept; the preview page from a link's answers at 390 px, the visitor's site
 * first with no action bar and each kind of trade's sections; and the intake posted with JavaScript disabled, reaching
 * the thank-you page; a client's own site, its booking and its request form refusing an empty send. Every wait is
 * for an event or an element, never a fixed time. Prints one line a flow and a closing "N passed, N failed"; exits
 * non-zero on a failure, with a screenshot of the page under test-results/firefox/.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer-core';
import { DEFAULT_PORT, startServer } from '../__tests__/e2e/support/server';
import { LANGUAGES, type Language, otherLanguages } from '../src/lib/languages';
import { pagePath } from '../src/lib/routes';
import { TRADES, TRADE_IDS } from '../src/content/trades';
import cases from '../content/portfolio/cases.json';
import { caseSitePath } from '../src/lib/case-site/paths';
import type { CaseFeatureKind } from '../src/lib/case-site/features';
import { type Flow, WAIT_MS, launch, runFlows, testId, waitUntil } from './firefox/harness';

/** `-- --only=<text>`: only the flows whose name holds it. */
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const COMPANIES: Record<Language, string> = { en: 'Kenosha Pipe & Drain', nl: 'Loodgietersbedrijf Van der Veen' };
const VIEWPORTS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

/** The home page, loaded and hydrated with nothing touching it: its scripts must start by themselves. */
async function openHome(page: Page, baseUrl: string, language: Language, viewport: (typeof VIEWPORTS)[number]): Promise<void> {
  await page.setViewport({ width: viewport.width, height: viewport.height });
  await page.goto(`${baseUrl}${pagePath('home', language)}`, { waitUntil: 'load', timeout: WAIT_MS });
  await waitUntil(
    page,
    'the page hydrated without a touch (the scripts started by themselves)',
    () => document.documentElement.dataset.hydrated === 'true',
    null,
  );
}

/** The first tap on the menu button opens the menu (a tap that starts the scripts used to be lost). */
async function menuOpensOnFirstTap(page: Page): Promise<void> {
  await page.locator(testId('menu-toggle')).click();
  await waitUntil(
    page,
    'the menu opened on the first tap',
    (selector) => {
      const toggle = document.querySelector(selector);
      const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      return toggle?.getAttribute('aria-expanded') === 'true' && !!menu && !menu.hidden;
    },
    testId('menu-toggle'),
  );
}

/**
 * The intake's first step: the business name typed shows at once in the visitor's website, in the live bar on a phone
 * and in the page beside the form from lg.
 */
async function previewDrawsBusinessName(page: Page, language: Language): Promise<void> {
  const company = COMPANIES[language];
  const field = `${testId('intake-form')} input[name="company"]`;
  // The form is an island that loads as it nears the screen: bring it there, as a visitor scrolling to it would.
  await page.$eval(field, (input) => input.scrollIntoView({ block: 'center' }));
  await waitUntil(
    page,
    'the intake form hydrated once in view',
    (selector) => (document.querySelector(selector)?.closest('[data-island]') as HTMLElement | null)?.dataset.islandState === 'ready',
    field,
  );
  await page.locator(field).fill(company);
  await waitUntil(
    page,
    `the live preview shows "${company}"`,
    ({ selector, name }) =>
      [...document.querySelectorAll<HTMLElement>(selector)].some(
        (shown) => shown.offsetParent !== null && shown.textContent?.trim() === name,
      ),
    { selector: `${testId('site-preview-bar-name')}, ${testId('site-preview')} ${testId('trade-site-name')}`, name: company },
  );
}

/** The calculator's monthly total changes when a feature is added. */
async function calculatorChangesTotal(page: Page, phone: boolean): Promise<void> {
  const monthly = testId('home-calc-monthly');
  // The calculator is an island too (src/components/home/Pricing.tsx): in view, it hydrates before the visitor taps.
  const calculator = '[data-island="home-calculator"]';
  await page.$eval(calculator, (element) => element.scrollIntoView({ block: 'start' }));
  await waitUntil(
    page,
    'the calculator hydrated once in view',
    (selector) => (document.querySelector(selector) as HTMLElement | null)?.dataset.islandState === 'ready',
    calculator,
  );
  if (phone) {
    await page.locator(testId('home-calc-toggle')).click();
    await waitUntil(
      page,
      'the calculator opened',
      (selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true',
      testId('home-calc-toggle'),
    );
  }
  const before = await page.$eval(monthly, (element) => element.textContent ?? '');
  await page.locator(testId('home-calc-feature-booking')).click();
  await waitUntil(
    page,
    `the calculator's total changed from ${before}`,
    ({ selector, total }) => {
      const text = document.querySelector(selector)?.textContent;
      return !!text && text !== total;
    },
    { selector: monthly, total: before },
  );
}

/** The language switch (in the menu on a phone) lands on the other language's home page. */
async function languageSwitchLands(page: Page, language: Language, phone: boolean): Promise<void> {
  const [other] = otherLanguages(language) as [Language];
  if (phone) {
    const open = await page.$eval(testId('menu-toggle'), (toggle) => toggle.getAttribute('aria-expanded') === 'true');
    if (!open) await menuOpensOnFirstTap(page);
  }
  await page.locator(`${phone ? 'nav' : 'header'} ${testId('language-switch')}`).click();
  await waitUntil(
    page,
    `the language switch landed on ${pagePath('home', other)}`,
    ({ home, lang }) => location.pathname === home && document.documentElement.lang === lang && !!document.querySelector('h1'),
    { home: pagePath('home', other), lang: other },
  );
}

/** What the visitor typed in the intake and chose in the calculator before the switch is there in the other language. */
async function answersSurviveSwitch(page: Page, language: Language): Promise<void> {
  const company = COMPANIES[language];
  await waitUntil(
    page,
    `the intake kept "${company}" and the calculator its feature through the language switch`,
    ({ field, feature, name }) =>
      document.querySelector<HTMLInputElement>(field)?.value === name &&
      document.querySelector<HTMLInputElement>(feature)?.checked === true,
    { field: `${testId('intake-form')} input[name="company"]`, feature: testId('home-calc-feature-booking'), name: company },
  );
}

function homeFlow(language: Language, viewport: (typeof VIEWPORTS)[number]): Flow {
  return {
    name: `home ${pagePath('home', language)} at ${viewport.width} px: starts its scripts untouched${viewport.phone ? ', menu on the first tap' : ''}, preview, calculator, language switch keeping both answers`,
    async run(page, baseUrl) {
      await openHome(page, baseUrl, language, viewport);
      if (viewport.phone) {
        await menuOpensOnFirstTap(page);
        await page.locator(testId('menu-toggle')).click();
      }
      await previewDrawsBusinessName(page, language);
      await calculatorChangesTotal(page, viewport.phone);
      await languageSwitchLands(page, language, viewport.phone);
      await answersSurviveSwitch(page, language);
    },
  };
}

/** A trade of each kind of business, as content/home/trades.json declares them. */
const TRADE_OF_KIND = (['appointment', 'call-out', 'project'] as const).flatMap((kind) =>
  TRADES.filter((trade) => trade.kind === kind).slice(0, 1),
);

/**
 * The preview page from a link's answers on a phone: the visitor's own site is drawn first, under the header, with no
 * action bar; for a trade of each kind (the answers changed in the address, as a shared link would) it shows that
 * kind's sections, and the hero picture of the chosen style loads.
 */
function previewPageFlow(language: Language): Flow {
  return {
    name: `preview ${pagePath('preview', language)} at 390 px: the own site first, no action bar, each kind's sections, the style's picture`,
    async run(page, baseUrl) {
      await page.setViewport({ width: 390, height: 844 });
      for (const [index, trade] of TRADE_OF_KIND.entries()) {
        const fragment = new URLSearchParams({ b: COMPANIES[language], t: trade.id, c: 'Zwolle', p: '038 421 7788', s: 'luxe' }).toString();
        const address = `${baseUrl}${pagePath('preview', language)}#${fragment}`;
        if (index === 0) await page.goto(address, { waitUntil: 'load', timeout: WAIT_MS });
        else await page.evaluate((hash) => (window.location.hash = hash), fragment);
        await waitUntil(
          page,
          `the ${trade.kind} site of ${trade.id} drawn first with its sections and its luxe picture, no action bar`,
          ({ kind, trade: id }) => {
            const site = document.querySelector('[data-testid="preview-page-site"]');
            const drawn = site?.querySelector<HTMLElement>('[data-testid="trade-site"]');
            const picture = drawn?.querySelector<HTMLImageElement>('[data-testid="trade-site-picture"]');
            const header = document.querySelector('header')?.getBoundingClientRect();
            const sections = {
              'call-out': 'trade-site-emergency',
              appointment: 'trade-site-hours',
              project: 'trade-site-gallery',
            } as const;
            return (
              site?.getAttribute('data-state') === 'own' &&
              drawn?.dataset.kind === kind &&
              !!drawn.querySelector(`[data-testid="${sections[kind as keyof typeof sections]}"]`) &&
              !!picture?.currentSrc.includes(`/site-pictures/${id}-luxe-`) &&
              picture.complete &&
              picture.naturalWidth > 0 &&
              !!header &&
              site.getBoundingClientRect().top - header.bottom < 24 &&
              !document.querySelector('[data-testid="action-bar"]')
            );
          },
          { kind: trade.kind, trade: trade.id },
        );
      }
    },
  };
}

/** The first case whose site shows one of these features, in its own market's language (the only one its site has). */
function caseWith(kinds: readonly CaseFeatureKind[]): { slug: string; market: Language } | undefined {
  const found = cases.find((item) => item.features.some((feature) => kinds.some((kind) => kind === feature.kind)));
  const market = LANGUAGES.find((language) => language === found?.market);
  return found && market ? { slug: found.slug, market } : undefined;
}

/**
 * A client's own site at 390 px: its booking picks a day and a time and confirms as a demo, and its request form, whose
 * code loads on first use, refuses an empty send field by field. The photo upload is left to Chromium's browser test.
 */
function caseSiteFlows(): Flow[] {
  const booking = caseWith(['booking']);
  const request = caseWith(['emergency-form', 'quote-form']);
  const open = async (page: Page, baseUrl: string, item: { slug: string; market: Language }) => {
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${baseUrl}${caseSitePath(item.market, item.slug)}`, { waitUntil: 'load', timeout: WAIT_MS });
    await waitUntil(page, 'the client site hydrated', () => document.documentElement.dataset.hydrated === 'true', null);
  };
  return [
    ...(booking
      ? [
          {
            name: `case site ${caseSitePath(booking.market, booking.slug)} at 390 px: the booking picks a day and a time`,
            async run(page: Page, baseUrl: string) {
              await open(page, baseUrl, booking);
              const form = testId('case-site-booking');
              await page.click(`${form} fieldset:first-of-type label:last-of-type`);
              await page.click(`${form} fieldset:last-of-type label:first-of-type`);
              await page.click(`${form} button[type="submit"]`);
              await waitUntil(
                page,
                'the booking confirmed as a demo',
                (id) => !!document.querySelector(id),
                testId('case-site-booking-done'),
              );
            },
          },
        ]
      : []),
    ...(request
      ? [
          {
            name: `case site ${caseSitePath(request.market, request.slug)} at 390 px: the request form loads on use and refuses an empty send`,
            async run(page: Page, baseUrl: string) {
              await open(page, baseUrl, request);
              const form = `[data-demo="request-form"] ${testId('case-site-request')}`;
              await page.click(`${form} input[type="text"], ${form} input:not([type]), ${form} textarea`);
              await waitUntil(
                page,
                "the form's code loaded on first use",
                () => !!document.querySelector('[data-demo="request-form"][data-demo-state="ready"]'),
                null,
              );
              // Centred first: at a phone's bottom edge the site's call bar and the studio's action bar cover it.
              await page.$eval(`${form} button[type="submit"]`, (button) => button.scrollIntoView({ block: 'center' }));
              await page.click(`${form} button[type="submit"]`);
              await waitUntil(
                page,
                'each missing field refused',
                (selector) => document.querySelectorAll(`${selector} [aria-invalid="true"]`).length >= 3,
                form,
              );
            },
          },
        ]
      : []),
  ];
}

/** The intake as a plain form: posted with JavaScript disabled, it lands on the thank-you page and is stored. */
function noScriptIntakeFlow(language: Language, leadsDir: string): Flow {
  return {
    name: `intake ${pagePath('home', language)} without JavaScript: posted, thank-you page, lead stored`,
    async run(page, baseUrl) {
      await page.setViewport({ width: 1280, height: 800 });
      await page.goto(`${baseUrl}${pagePath('home', language)}#intake-form`, { waitUntil: 'load', timeout: WAIT_MS });
      const email = `firefox-nojs-${language}-${process.pid}@example.com`;
      // Element handles, not locators: a locator's waiting runs script in the page, which this browser does not run.
      const field = async (selector: string) => {
        const handle = await page.$(`${testId('intake-form')} ${selector}`);
        if (!handle) throw new Error(`the intake has no ${selector} without JavaScript`);
        return handle;
      };
      await (await field('input[name="name"]')).type('Jan Smit');
      await (await field('input[name="email"]')).type(email);
      // A trade the editors list today (content/home/trades.json): the intake offers the trades by their ids.
      await (await field('select[name="industry"]')).select(TRADE_IDS[0]!);
      // By keyboard: a click first waits for the element to be in view, an observer this browser does not run.
      await (await field('input[name="privacyAgreed"]')).focus();
      await page.keyboard.press(' ');
      await (await field(testId('submit'))).focus();
      await Promise.all([page.waitForNavigation({ timeout: WAIT_MS }), page.keyboard.press('Enter')]);
      const landed = new URL(page.url()).pathname;
      if (landed !== pagePath('thanks', language)) throw new Error(`the post landed on ${landed}, not ${pagePath('thanks', language)}`);
      if (!(await page.$(testId('thanks')))) throw new Error('the thank-you page has no thanks section');
      const stored = fs.existsSync(path.join(leadsDir, 'leads.jsonl')) ? fs.readFileSync(path.join(leadsDir, 'leads.jsonl'), 'utf8') : '';
      if (!stored.includes(`"${email}"`)) throw new Error(`no lead stored for ${email} in ${leadsDir}`);
    },
  };
}

async function main(): Promise<void> {
  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-flows-leads-'));
  const server = await startServer(DEFAULT_PORT, { LEADS_DIR: leadsDir });
  const total = { passed: 0, failed: 0 };
  try {
    for (const [javaScript, flows] of [
      [
        true,
        [
          ...LANGUAGES.flatMap((language) => VIEWPORTS.map((viewport) => homeFlow(language, viewport))),
          ...LANGUAGES.map((language) => previewPageFlow(language)),
          ...caseSiteFlows(),
        ],
      ],
      [false, LANGUAGES.map((language) => noScriptIntakeFlow(language, leadsDir))],
    ] as const) {
      const chosen = flows.filter((flow) => !ONLY || flow.name.includes(ONLY));
      if (!chosen.length) continue;
      const browser = await launch(javaScript);
      try {
        console.info(`Firefox ${await browser.version()}, JavaScript ${javaScript ? 'on' : 'off'}, against ${server.baseUrl}`);
        const counts = await runFlows(browser, server.baseUrl, chosen);
        total.passed += counts.passed;
        total.failed += counts.failed;
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(leadsDir, { recursive: true, force: true });
  }
  console.info(`${total.passed} passed, ${total.failed} failed`);
  if (total.failed > 0) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error);
  process.exitCode = 1;
});
