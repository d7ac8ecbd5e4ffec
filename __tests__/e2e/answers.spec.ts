import type { Locator, Page } from '@playwright/test';
import { expect, oneWidthFor, onLaptop, test } from './support/test';
import { openHomeCalculator, settled, switchLanguage } from './support/pages';
import { unique } from './support/leads';
import trades from '../../content/home/trades.json';
import homeCalculator from '../../content/calculators/home-quote.json';
import plumberCalculator from '../../content/calculators/plumber.json';
import { defaultPlumberSelection } from '../../src/lib/calculators/plumber';
import { pagePath } from '../../src/lib/routes';
import { SAVED_ANSWERS } from '../../src/lib/forms/saved-answers';
import type { Language } from '../../src/lib/languages';

/*
 * Answers survive the visitor's own moves (issue 56, point 6): what they typed in the intake and chose in either
 * calculator stays through the language switch and a reload, in this tab only, and is gone once the intake is sent.
 * The choices are taken from today's content by position, never by name: another trade or package changes nothing.
 */

const other = (language: Language): Language => (language === 'en' ? 'nl' : 'en');
const trade = trades[1]!;
const homePackage = homeCalculator.packages.at(-1)!;
const homeFeature = homeCalculator.features.find((feature) => feature.monthly > 0)!;
const plumberDefault = defaultPlumberSelection(plumberCalculator);
const plumberChoice = {
  websiteType: plumberCalculator.websiteTypes.find((type) => type.id !== plumberDefault.websiteType)!.id,
  addon: plumberCalculator.addons.at(-1)!.id,
  speed: plumberCalculator.speeds.at(-1)!.id,
  businessType: plumberCalculator.businessTypes.at(-1)!,
};

/** React's production errors (a hydration mismatch is #418, #423 or #425) and any uncaught error, as they happen. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React error|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function landedIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The answers kept in this tab's sessionStorage, by key. */
const keptAnswers = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => window.sessionStorage.getItem(key) !== null), Object.values(SAVED_ANSWERS) as string[]);

for (const language of ['en', 'nl'] as const) {
  test(
    `answers in both calculators and the intake survive the language switch and a reload, in this tab only, until the intake is sent (${language})`,
    oneWidthFor(language),
    async ({ page, isMobile }) => {
      const errors = pageErrors(page);
      const second = other(language);

      // The plumber page's calculator, through the switch: the same options, named in the other language.
      await page.goto(pagePath('plumber', language));
      await page.getByTestId(`calc-type-${plumberChoice.websiteType}`).check();
      await page.getByTestId(`calc-addon-${plumberChoice.addon}`).check();
      await page.getByTestId(`calc-speed-${plumberChoice.speed}`).check();
      await page.getByTestId('calc-business-type').selectOption(plumberChoice.businessType.id);
      await page.getByTestId('calc-info-hasLogo').check();
      const setupBefore = await page.getByTestId('calc-setup').textContent();
      await switchLanguage(page, isMobile);
      await landedIn(page, second);
      await expect(page.getByTestId(`calc-type-${plumberChoice.websiteType}`)).toBeChecked();
      await expect(page.getByTestId(`calc-addon-${plumberChoice.addon}`)).toBeChecked();
      await expect(page.getByTestId(`calc-speed-${plumberChoice.speed}`)).toBeChecked();
      await expect(page.getByTestId('calc-business-type').locator('option:checked')).toHaveText(
        new RegExp(`^${plumberChoice.businessType.name[second]}`),
      );
      await expect(page.getByTestId('calc-info-hasLogo')).toBeChecked();
      // The same figure, in the other language's format (the same digits at least).
      expect((await page.getByTestId('calc-setup').textContent())?.replace(/\D/g, '')).toBe(setupBefore?.replace(/\D/g, ''));

      // The home page's calculator and the intake, two steps in.
      await page.goto(pagePath('home', second));
      await openHomeCalculator(page, isMobile);
      await page.getByTestId('home-calc-business-type').selectOption(trade.id);
      await page.getByTestId(`home-calc-package-${homePackage.id}`).check();
      await page.getByTestId(`home-calc-feature-${homeFeature.id}`).check();
      await page.getByTestId('home-calc-plan-intake').click();
      const form = page.getByTestId('intake-form');
      const field = (name: string) => form.locator(`[name="${name}"]:not([type="hidden"])`);
      await field('company').fill('Van Dijk & Zonen');
      await field('industry').selectOption(trade.id);
      await field('town').fill('Zwolle');
      await field('name').fill('Anna van Dijk');
      await field('email').fill(unique('answers'));
      await form.getByTestId('intake-next').click();
      await field('goals').fill('Meer klussen in de regio, en "spoed" bovenaan.');
      await form.locator('label[for$="-yes"]').click();

      await switchLanguage(page, isMobile);
      await landedIn(page, language);
      // The intake opens on the step the visitor was on, with the answers; the trade is named in this language.
      await expect(page.getByTestId('intake-step-requirements')).toBeVisible();
      await expect(field('goals')).toHaveValue('Meer klussen in de regio, en "spoed" bovenaan.');
      await expect(form.locator('input[name="existingWebsite"][value="yes"]')).toBeChecked();
      // The calculator's choice the intake took is written again in this language.
      await expect(page.getByTestId('intake-selection')).toContainText(trade.label[language]);
      await expect(page.getByTestId('intake-selection')).toContainText(homePackage.label[language]);
      await expect(page.getByTestId('intake-selection')).toContainText(homeFeature.label[language]);
      await form.getByTestId('intake-back').click();
      await expect(field('company')).toHaveValue('Van Dijk & Zonen');
      await expect(field('industry').locator('option:checked')).toHaveText(trade.label[language]);
      await expect(field('town')).toHaveValue('Zwolle');
      await expect(page.getByTestId('home-calc-business-type').locator('option:checked')).toHaveText(trade.label[language]);
      await expect(page.getByTestId(`home-calc-package-${homePackage.id}`)).toBeChecked();
      await expect(page.getByTestId(`home-calc-feature-${homeFeature.id}`)).toBeChecked();
      // Nothing of it in the address, a cookie or the storage other tabs share.
      expect(page.url()).not.toMatch(/Dijk|Zwolle/);
      expect(await page.context().cookies()).toEqual([]);
      expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('answers')))).toEqual([]);

      // A reload draws the server's page first and takes the answers after hydration, with no mismatch.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate(() =>
        document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new Event('pointerdown'))),
      );
      await expect(field('company')).toHaveValue('Van Dijk & Zonen');
      await expect(field('industry')).toHaveValue(trade.id);
      await expect(page.getByTestId(`home-calc-feature-${homeFeature.id}`)).toBeChecked();
      expect(errors).toEqual([]);

      // Another tab of the same browser starts empty: the answers are this tab's alone.
      const tab = await page.context().newPage();
      await tab.goto(pagePath('home', language));
      await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await tab.evaluate(() =>
        document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new Event('pointerdown'))),
      );
      await expect(tab.locator('[data-island="intake-form"]')).toHaveAttribute('data-island-state', 'ready');
      await expect(tab.getByTestId('intake-form').locator('[name="company"]')).toHaveValue('');
      expect(await keptAnswers(tab)).toEqual([]);
      await tab.close();

      // Sent, the answers are gone, the calculators' too; the consent ticks were never kept, so they are asked again.
      for (let step = 0; step < 4; step += 1) await form.getByTestId('intake-next').click();
      await expect(form.locator('input[name="privacyAgreed"]')).not.toBeChecked();
      await form.locator('input[name="privacyAgreed"]').check();
      await form.getByTestId('submit').click();
      await expect(page.getByTestId('intake-success')).toBeVisible();
      expect(await keptAnswers(page)).toEqual([]);
      await page.goto(pagePath('plumber', language));
      await expect(page.getByTestId(`calc-type-${plumberDefault.websiteType}`)).toBeChecked();
      await expect(page.getByTestId(`calc-addon-${plumberChoice.addon}`)).not.toBeChecked();
      expect(errors).toEqual([]);
    },
  );
}

/** Labels and controls of `form`'s fields side by side: each row's controls start at one height. Returns the rows of two or more. */
async function expectControlsInLine(form: Locator): Promise<number> {
  const rows = await form.evaluate((element) => {
    const byRow = new Map<number, number[]>();
    for (const label of element.querySelectorAll<HTMLLabelElement>('label[for]')) {
      const control = label.control as HTMLInputElement | null;
      if (!control || control.type === 'checkbox' || control.type === 'radio' || control.offsetParent === null) continue;
      const row = Math.round(label.getBoundingClientRect().top);
      byRow.set(row, [...(byRow.get(row) ?? []), Math.round(control.getBoundingClientRect().top)]);
    }
    return [...byRow.values()].filter((tops) => tops.length > 1);
  });
  for (const tops of rows) expect(new Set(tops).size, `controls of one row start at ${tops.join(', ')} px`).toBe(1);
  return rows.length;
}

test('an "(optional)" mark or an error never pushes a field out of line', async ({ page, isMobile }) => {
  // The intake and the contact form in English, the plumber's quote form in Dutch; with and without errors shown.
  await page.goto(pagePath('home', 'en'));
  for (const form of [page.getByTestId('intake-form'), page.getByTestId('contact-form')]) {
    const before = await expectControlsInLine(form);
    await form.locator('button[type="submit"], [data-testid="intake-next"]').last().click();
    await expect(form.getByTestId('field-error').first()).toBeVisible();
    const after = await expectControlsInLine(form);
    if (!isMobile) expect(before + after).toBeGreaterThan(0);
  }
  await page.goto(pagePath('plumber', 'nl'));
  const quote = page.getByTestId('quote-form');
  const rows = await expectControlsInLine(quote);
  await quote.getByTestId('submit').click();
  await expect(quote.getByTestId('field-error').first()).toBeVisible();
  await expectControlsInLine(quote);
  if (!isMobile) expect(rows).toBeGreaterThan(0);
});

test(
  'after "Next" the step bar is in view below the sticky header',
  onLaptop('on a phone the step bar is drawn the same and the header is shorter; the laptop is where it hid'),
  async ({ page }) => {
    for (const language of ['en', 'nl'] as const) {
      await page.goto(pagePath('home', language));
      const form = page.getByTestId('intake-form');
      await form.locator('[name="industry"]').selectOption(trade.id);
      await form.locator('[name="name"]').fill('Anna van Dijk');
      await form.locator('[name="email"]').fill(unique('step-bar'));
      // As a visitor who filled the step in: its Next button at the bottom of the screen.
      await form.getByTestId('intake-next').evaluate((next) => next.scrollIntoView({ block: 'end' }));
      await form.getByTestId('intake-next').click();
      await expect(page.getByTestId('intake-step-requirements')).toBeVisible();
      await expect(page.getByTestId('intake-step-requirements').locator('legend').first()).toBeFocused();
      await settled(page);
      await expect
        .poll(() =>
          page.getByTestId('intake-steps').evaluate((bar) => {
            const header = document.querySelector('header')!.getBoundingClientRect();
            const { top, bottom } = bar.getBoundingClientRect();
            return top >= header.bottom && bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
    }
  },
);
