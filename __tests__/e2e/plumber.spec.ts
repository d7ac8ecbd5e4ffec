import fs from 'fs';
import path from 'path';
import { type Page } from '@playwright/test';
import { expect, onLaptop, test } from './support/test';
import business from '../../content/site/business.json';
import calculator from '../../content/calculators/plumber.json';
import { tradeAt } from '../support/content';
import {
  defaultPlumberSelection,
  plumberOptionAmounts,
  plumberQuote,
  toggleAddon,
  type PlumberSelection,
} from '../../src/lib/calculators/plumber';
import { plumberCardLabels } from '../../src/lib/calculators/plumber-labels';
import { createTranslator } from '../../src/lib/i18n';
import plumberLocaleEn from '../../locales/en/plumber.json';
import plumberLocaleNl from '../../locales/nl/plumber.json';
import { DEFAULT_LEADS_DIR } from './support/server';
import { expectInViewport } from './support/pages';

const PAGES = { en: '/plumber-website-design/', nl: '/nl/loodgieter-website-maken/' } as const;

for (const language of ['en', 'nl'] as const) {
  const money = (amount: number) =>
    new Intl.NumberFormat(language === 'en' ? 'en-US' : 'nl-NL', {
      style: 'currency',
      currency: language === 'en' ? 'USD' : 'EUR',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);

  async function expectFigures(page: Page, selection: PlumberSelection) {
    const quote = plumberQuote(calculator, selection, business.pricing.monthly);
    if (quote.setup > 0) await expect(page.getByTestId('calc-setup')).toHaveText(money(quote.setup));
    else await expect(page.getByTestId('calc-setup')).toHaveCount(0);
    await expect(page.getByTestId('calc-monthly')).toHaveText(money(quote.monthly));
    if (quote.discount > 0) await expect(page.getByTestId('calc-discount')).toHaveText(`−${money(quote.discount)}`);
    else await expect(page.getByTestId('calc-discount')).toHaveCount(0);
    await expect(page.getByTestId('calc-total')).toHaveText(money(quote.total));
    await expect(page.getByTestId('calc-yearly')).toHaveText(money(quote.yearly));
  }

  test.describe(`plumber page (${language})`, () => {
    test(
      'every calculator option changes the figures as plumberQuote says; setup hidden at 0',
      onLaptop('one component computes the figures at every width; the phone layout is in visitor.spec'),
      async ({ page }) => {
        await page.goto(PAGES[language]);
        let selection = defaultPlumberSelection(calculator);
        await expectFigures(page, selection);
        // Each option of each group in turn, the figures checked after every choice.
        const groups: Array<{
          options: ReadonlyArray<{ id: string }>;
          choose: (id: string) => Promise<unknown>;
          chosen: (selection: PlumberSelection, id: string) => PlumberSelection;
        }> = [
          {
            options: calculator.websiteTypes,
            choose: (id) => page.getByTestId(`calc-type-${id}`).check(),
            chosen: (current, id) => ({ ...current, websiteType: id }),
          },
          { options: calculator.addons, choose: (id) => page.getByTestId(`calc-addon-${id}`).check(), chosen: toggleAddon },
          {
            options: calculator.speeds,
            choose: (id) => page.getByTestId(`calc-speed-${id}`).check(),
            chosen: (current, id) => ({ ...current, speed: id }),
          },
          {
            options: calculator.businessTypes,
            choose: (id) => page.getByTestId('calc-business-type').selectOption(id),
            chosen: (current, id) => ({ ...current, businessType: id }),
          },
        ];
        for (const { options, choose, chosen } of groups) {
          for (const { id } of options) {
            await choose(id);
            selection = chosen(selection, id);
            await expectFigures(page, selection);
          }
        }
        await page.getByTestId('calc-business-type').selectOption('bathroom');
        await expectFigures(page, { ...selection, businessType: 'bathroom' });
        for (const addon of calculator.addons) await page.getByTestId(`calc-addon-${addon.id}`).uncheck();
        await page.getByTestId('calc-type-standard').check();
        await page.getByTestId('calc-speed-normal').check();
        await expectFigures(page, { websiteType: 'standard', addons: [], speed: 'normal', businessType: 'bathroom' });
      },
    );

    test(
      'every option is labelled by the one rule that makes the chosen ones add up (plumberCardLabels)',
      onLaptop('the same texts at every width'),
      async ({ page }) => {
        const t = createTranslator(language, { plumber: language === 'en' ? plumberLocaleEn : plumberLocaleNl });
        const grid: PlumberSelection[] = [
          defaultPlumberSelection(calculator),
          { websiteType: 'premium', addons: ['webshop', 'booking'], speed: 'fast', businessType: 'bathroom' },
          { websiteType: 'basic', addons: ['sms', 'analytics', 'voip'], speed: 'express', businessType: '' },
        ];
        await page.goto(PAGES[language]);
        for (const selection of grid) {
          await page.getByTestId(`calc-type-${selection.websiteType}`).check();
          for (const addon of calculator.addons) {
            const box = page.getByTestId(`calc-addon-${addon.id}`);
            if (selection.addons.includes(addon.id)) await box.check();
            else await box.uncheck();
          }
          await page.getByTestId(`calc-speed-${selection.speed}`).check();
          await page.getByTestId('calc-business-type').selectOption(selection.businessType);
          const quote = plumberQuote(calculator, selection, business.pricing.monthly);
          const amounts = plumberOptionAmounts(calculator, selection, business.pricing.monthly);
          const labels = plumberCardLabels(calculator, amounts, quote.addonTotal, language, t);
          for (const type of calculator.websiteTypes)
            await expect(page.getByTestId(`calc-type-effect-${type.id}`)).toHaveText(labels.websiteTypes[type.id]!.join(''));
          for (const addon of calculator.addons)
            await expect(page.getByTestId(`calc-addon-effect-${addon.id}`)).toHaveText(labels.addons[addon.id]!.join(''));
          for (const speed of calculator.speeds)
            await expect(page.getByTestId(`calc-speed-effect-${speed.id}`)).toHaveText(labels.speeds[speed.id]!.join(''));
          if (labels.addonsMonthly) await expect(page.getByTestId('calc-addons-monthly')).toHaveText(labels.addonsMonthly);
          else await expect(page.getByTestId('calc-addons-monthly')).toHaveCount(0);
          await expectFigures(page, selection);
        }
      },
    );

    test(
      'issue 48: Premium, Webshop, Booking and Express, the four cards read as the setup beside them',
      onLaptop('the same texts at every width'),
      async ({ page }) => {
        await page.goto(PAGES[language]);
        await page.getByTestId('calc-type-premium').check();
        await page.getByTestId('calc-addon-webshop').check();
        await page.getByTestId('calc-addon-booking').check();
        await page.getByTestId('calc-speed-express').check();
        const shown = async (testId: string) => {
          const text = (await page.getByTestId(testId).textContent()) ?? '';
          // The figures as the page writes them: "$1,234.50" or "€ 1.234,50".
          const figures = text.match(language === 'en' ? /\$[\d,]+(\.\d+)?/g : /€\s[\d.]+(,\d+)?/g) ?? [];
          return figures.map((figure) =>
            Number(
              figure
                .replace(/[^\d,.]/g, '')
                .replace(language === 'en' ? /,/g : /\./g, '')
                .replace(',', '.'),
            ),
          );
        };
        await expect(page.getByTestId('calc-setup')).toHaveText(money(110));
        const cards = ['calc-type-effect-premium', 'calc-addon-effect-webshop', 'calc-addon-effect-booking', 'calc-speed-effect-express'];
        const perCard = await Promise.all(cards.map(shown));
        expect(perCard).toEqual([[15], [25], [15], [55]]);
        const [setup] = await shown('calc-setup');
        expect(perCard.flat().reduce((sum, amount) => sum + amount, 0)).toBe(setup);
        // The monthly fee: the subscription and the add-ons' share, one line for both add-ons (a third of 40, rounded once).
        const [share] = await shown('calc-addons-monthly');
        const [monthly] = await shown('calc-monthly');
        expect(share).toBe(13);
        expect(business.pricing.monthly + share!).toBe(monthly);
      },
    );

    test('hero buttons scroll to the calculator and the quote', async ({ page }) => {
      await page.goto(PAGES[language]);
      await page.getByTestId('plumber-hero-secondary').click();
      await expectInViewport(page, '#calculator');
      await page.getByTestId('plumber-hero-primary').click();
      await expectInViewport(page, '#contact');
    });

    test(
      'has the Service JSON-LD, which is gone after navigating home',
      onLaptop('the same structured data at every width'),
      async ({ page }) => {
        await page.goto(PAGES[language]);
        const types = () =>
          page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) => scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']));
        const service = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
          '@type': string;
          offers: { price: string };
        };
        expect(service['@type']).toBe('Service');
        expect(service.offers.price).toBe(business.pricing.monthly.toFixed(2));
        await page
          .getByRole('link', { name: /home page|homepage/i })
          .first()
          .click();
        await expect(page).toHaveURL(language === 'en' ? /:\d+\/$/ : /\/nl\/$/);
        await expect.poll(types).toEqual(['ProfessionalService']);
      },
    );

    test('the WhatsApp buttons carry the plumber message', onLaptop('the same links at every width'), async ({ page }) => {
      await page.goto(PAGES[language]);
      const text = language === 'en' ? "Hello! I'm a plumber" : 'Hallo! Ik ben loodgieter';
      await expect(page.getByTestId('whatsapp-button')).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(page.getByTestId('plumber-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    });
  });
}

test(
  'the quote form receives the calculator selection and stores it with the lead',
  onLaptop('one submission is enough'),
  async ({ page }) => {
    // The calculator's choices as the content lists them: its last type, first add-on, last speed and first business.
    const [type, addon, speed] = [calculator.websiteTypes.at(-1)!, calculator.addons[0]!, calculator.speeds.at(-1)!];
    await page.goto(PAGES.en);
    await page.getByTestId(`calc-type-${type.id}`).check();
    await page.getByTestId(`calc-addon-${addon.id}`).check();
    await page.getByTestId(`calc-speed-${speed.id}`).check();
    await page.getByTestId('calc-business-type').selectOption(calculator.businessTypes[0]!.id);
    await page.getByTestId('calc-request-quote').click();
    await expectInViewport(page, '#contact');
    const selection = page.getByTestId('quote-selection');
    await expect(selection).toContainText(type.name.en);
    await expect(selection).toContainText(addon.name.en);
    const form = page.getByTestId('quote-form');
    const email = `quote-${Date.now()}@example.com`;
    await form.getByLabel('Full name').fill('Carlos Rivera');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('+1 512 555 0142');
    await form.getByLabel('Business name').fill('Rivera Plumbing');
    await form.getByLabel('Type of business').selectOption(tradeAt(0).id);
    await form.getByLabel('Tell us about your project').fill('Emergency plumbing in Austin, we want online booking.');
    await form.getByLabel(/I agree to the/).check();
    await form.getByTestId('submit').click();
    await expect(page.getByTestId('quote-success')).toBeVisible();
    const leads = fs
      .readFileSync(path.join(DEFAULT_LEADS_DIR, 'leads.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; fields: Record<string, string> });
    const lead = leads.find((entry) => entry.fields.email === email);
    expect(lead?.kind).toBe('quote');
    expect(lead?.fields.selection).toContain(type.name.en);
    expect(lead?.fields.selection).toContain(speed.name.en);
  },
);
