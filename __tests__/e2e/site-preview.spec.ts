import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import path from 'path';
import { readLeads, unique } from './support/leads';
import { CONTENT, readJson } from '../support/content';
import type { TradeFile } from '../../src/lib/trades';

/** The trades as content/home/trades.json declares them. */
const trades = readJson<TradeFile[]>(path.join(CONTENT, 'home', 'trades.json'));

/** The visitors of the issue, one per market: what they type, and what their sketch must say. */
const VISITORS = {
  en: {
    home: '/',
    labels: {
      name: 'Your name',
      email: 'Email address',
      company: 'Business name',
      trade: 'Your trade',
      town: 'Town or city you work in',
      phone: 'Phone number',
      privacy: /I agree to the/,
    },
    company: 'Kenosha Pipe & Drain',
    trade: 'plumber',
    town: 'Kenosha',
    phone: '262-555-0147',
    localLine: '24/7 PLUMBER IN KENOSHA',
    call: 'Call (262) 555-0147',
    style: 'Classic',
    open: 'Open full size',
    preview: '/website-preview/',
    continue: 'Continue my intake',
  },
  nl: {
    home: '/nl/',
    labels: {
      name: 'Je naam',
      email: 'E-mailadres',
      company: 'Bedrijfsnaam',
      trade: 'Je vakgebied',
      town: 'Plaats waar je werkt',
      phone: 'Telefoonnummer',
      privacy: /Ik ga akkoord met de/,
    },
    company: 'Loodgietersbedrijf Van der Veen',
    trade: 'plumber',
    town: 'Zwolle',
    phone: '038 421 7788',
    localLine: '24/7 LOODGIETER IN ZWOLLE',
    call: 'Bel 038 421 7788',
    style: 'Speels',
    open: 'Groot bekijken',
    preview: '/nl/website-voorbeeld/',
    continue: 'Verder met mijn intake',
  },
} as const;

const sketch = (page: Page) => page.getByTestId('site-preview');
const drawing = (page: Page) => sketch(page).getByTestId('site-preview-drawing');

/** The text of the drawing's words, as a screen shows them (lines joined). */
const drawnText = (page: Page, testId: string) =>
  drawing(page)
    .getByTestId(testId)
    .evaluate((element) => [...element.querySelectorAll('tspan')].map((line) => line.textContent).join(' '));

for (const language of ['en', 'nl'] as const) {
  const visitor = VISITORS[language];

  test.describe(`the live sketch of the visitor's website (${language})`, () => {
    test('follows every keystroke and answer: name, trade, town, phone, style', async ({ page, isMobile }) => {
      await page.goto(`${visitor.home}#intake-form`);
      const form = page.getByTestId('intake-form');
      await expect(sketch(page)).toHaveAttribute('data-state', 'waiting');
      await form.getByLabel(visitor.labels.name).fill('Pat Doe');
      await form.getByLabel(visitor.labels.email).fill(unique('sketch'));
      await form.getByLabel(visitor.labels.company).pressSequentially(visitor.company.slice(0, 7));
      await expect(sketch(page)).toHaveAttribute('data-state', 'drawn');
      await expect(drawing(page)).toHaveAttribute('data-variant', isMobile ? 'compact' : 'full');
      await expect.poll(() => drawnText(page, 'preview-name')).toBe(visitor.company.slice(0, 7));
      await form.getByLabel(visitor.labels.company).pressSequentially(visitor.company.slice(7));
      await expect.poll(() => drawnText(page, 'preview-name')).toBe(visitor.company);
      await form.getByLabel(visitor.labels.trade).selectOption(visitor.trade);
      await form.getByLabel(visitor.labels.town).fill(visitor.town);
      await form.getByLabel(visitor.labels.phone).fill(visitor.phone);
      await expect.poll(() => drawnText(page, 'preview-local-line')).toBe(visitor.localLine);
      await expect(drawing(page)).toContainText(visitor.call);
      // The text alternative says the same in words.
      await expect(drawing(page).locator('desc')).toContainText(visitor.company);

      // On a phone it stays in view while the visitor fills in the fields below it, under the header, and no field
      // the visitor moves to is hidden under it.
      if (isMobile) {
        await form.getByLabel(visitor.labels.phone).focus();
        await page.evaluate(() => window.scrollBy(0, 300));
        await expect(sketch(page)).toBeInViewport();
        const box = (await sketch(page).boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
        expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height / 2);
        await form.getByLabel(visitor.labels.name).focus();
        await expect
          .poll(
            async () =>
              (await form.getByLabel(visitor.labels.name).boundingBox())!.y - ((await sketch(page).boundingBox())!.y + box.height),
          )
          .toBeGreaterThanOrEqual(0);
      }

      // The style changes palette and type.
      await form.getByTestId('intake-next').click();
      await expect(page.getByTestId('intake-step-requirements')).toBeVisible();
      await form.getByTestId('intake-next').click();
      await page.getByTestId('intake-step-design').getByText(visitor.style, { exact: true }).click();
      await expect(drawing(page)).toHaveAttribute('data-style', language === 'en' ? 'klassiek' : 'speels');
      await expect(sketch(page)).toBeInViewport();
      const axe = await new AxeBuilder({ page })
        .include('#intake-form')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      // No sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test('is kept in a link that opens it full size and leads back into the intake, prefilled', async ({ page, context }) => {
      await page.goto(`${visitor.home}#intake-form`);
      const form = page.getByTestId('intake-form');
      await form.getByLabel(visitor.labels.company).fill(visitor.company);
      await form.getByLabel(visitor.labels.trade).selectOption(visitor.trade);
      await form.getByLabel(visitor.labels.town).fill(visitor.town);
      await form.getByLabel(visitor.labels.email).fill('never-in-a-link@example.com');
      const link = sketch(page).getByTestId('site-preview-link');
      await expect(link).toHaveAttribute('href', new RegExp(`^${visitor.preview}#`));
      expect(await link.getAttribute('href')).not.toContain('never-in-a-link');

      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      // The answers travel after the '#': the request for the page carries none of them.
      const requested: string[] = [];
      opened.on('request', (request) => requested.push(request.url()));
      await opened.waitForLoadState('domcontentloaded');
      expect(new URL(opened.url()).pathname).toBe(visitor.preview);
      await expect(opened.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(opened.getByTestId('preview-page-site')).toHaveAttribute('data-state', 'own');
      await expect(opened.getByTestId('trade-site-name')).toHaveText(visitor.company);
      expect(requested.filter((url) => url.includes(encodeURIComponent(visitor.town)) || url.includes(visitor.town))).toEqual([]);

      await opened.getByRole('link', { name: visitor.continue }).click();
      await expect(opened).toHaveURL(new RegExp(`${visitor.home}#intake-form$`));
      const prefilled = opened.getByTestId('intake-form');
      await expect(prefilled.getByLabel(visitor.labels.company)).toHaveValue(visitor.company);
      await expect(prefilled.getByLabel(visitor.labels.town)).toHaveValue(visitor.town);
      await expect(prefilled.getByLabel(visitor.labels.trade)).toHaveValue(visitor.trade);
      await expect(opened.getByTestId('site-preview')).toHaveAttribute('data-state', 'drawn');
    });
  });
}

test.describe('the sketch with what visitors really type', () => {
  test('a 60-character name fits, and typed markup shows as characters and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/#intake-form');
    const form = page.getByTestId('intake-form');
    const long = 'Wolfeschlegelsteinhausenbergerdorff Brothers Roofing Company';
    await form.getByLabel('Business name').fill(long);
    // Whole: wrapped where it has spaces, and a word longer than its line cut where it must.
    await expect.poll(async () => (await drawnText(page, 'preview-name')).replace(/\s+/g, '')).toBe(long.replace(/\s+/g, ''));
    // Every line of the name stays inside the drawing, and the page does not scroll sideways.
    const svg = (await drawing(page).boundingBox())!;
    for (const line of await drawing(page).getByTestId('preview-name').locator('tspan').all()) {
      const box = (await line.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(svg.x);
      expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await form.getByLabel('Business name').fill(hostile);
    await expect.poll(() => drawnText(page, 'preview-name')).toContain('<img src=x');
    await expect(drawing(page).locator('img, script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('nothing in it moves for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#intake-form');
    const form = page.getByTestId('intake-form');
    await form.getByLabel('Business name').pressSequentially('Calm Co');
    await expect(sketch(page)).toHaveAttribute('data-state', 'drawn');
    expect(await sketch(page).evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  });
});

test.describe('the website of each trade', () => {
  test("shows the trade's own texts and picture from the content, and an old link's group with the generic ones", async ({ page }) => {
    const hvac = trades.find((trade) => trade.id === 'hvac')!;
    await page.goto('/nl/website-voorbeeld/#b=Klimaat+Jansen&t=hvac&c=Zwolle');
    const site = page.getByTestId('trade-site');
    await expect(site.getByTestId('trade-site-local-line')).toHaveText(`${hvac.preview.role.nl} in Zwolle`);
    await expect(site).toContainText(hvac.preview.services[0]!.nl);
    await expect(site).not.toContainText('Erkend elektricien');
    await expect(site.getByTestId('trade-site-picture')).toHaveAttribute('src', /\/site-pictures\/hvac-/);
    // A link made when the intake offered groups ("installatie") still opens, with the texts for any trade.
    await page.goto('/nl/website-voorbeeld/#b=Klimaat+Jansen&t=installatie&c=Zwolle');
    await expect(site.getByTestId('trade-site-local-line')).toHaveText('Vakman in Zwolle');
    await expect(site.getByTestId('trade-site-picture')).toHaveAttribute('src', /\/site-pictures\/other-/);
  });
});

test.describe("the sketch's code", () => {
  test.use({ loadIslands: false });

  test('loads when the visitor starts on the intake, not with the page', async ({ page, isMobile }) => {
    test.skip(isMobile, 'which script loads when is the same at every width');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.evaluate(() => window.dispatchEvent(new Event('pointerdown')));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(scripts.filter((script) => script.includes('site-preview'))).toEqual([]);
    await page.goto('/#intake-form');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('[data-island="intake-form"]')).toHaveAttribute('data-island-state', 'ready');
    expect(scripts.filter((script) => script.includes('site-preview'))).toEqual([]);
    const loaded = page.waitForRequest((request) => request.url().includes('site-preview'));
    await page.getByTestId('intake-form').getByLabel('Your name').focus();
    await loaded;
  });
});

test.describe('a sent intake keeps its sketch', () => {
  test('the confirmation shows it with its link, and the lead keeps the town and the add-ons it was drawn with', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same request at every width');
    await page.goto('/nl/');
    // From the calculator: a booking add-on, which the sketch draws as a button.
    await page.getByTestId('home-calc-business-type').selectOption('plumber');
    await page.getByTestId('home-calc-feature-booking').check();
    await page.getByTestId('home-calc-plan-intake').click();
    const form = page.getByTestId('intake-form');
    const email = unique('sketch-sent');
    const { labels } = VISITORS.nl;
    await form.getByLabel(labels.name).fill('Jan van der Veen');
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.company).fill(VISITORS.nl.company);
    await form.getByLabel(labels.town).fill('Zwolle');
    await expect(drawing(page)).toContainText('Online afspraak');
    await form.getByTestId('intake-next').click();
    for (const step of ['requirements', 'design', 'planning']) {
      await expect(page.getByTestId(`intake-step-${step}`)).toBeVisible();
      await form.getByTestId('intake-next').click();
    }
    await form.getByLabel(labels.privacy).check();
    await form.getByTestId('submit').click();
    const sent = page.getByTestId('intake-sent-preview');
    await expect(sent.getByTestId('site-preview-drawing')).toContainText(VISITORS.nl.company);
    await expect(sent.getByTestId('site-preview-link')).toHaveAttribute('href', /^\/nl\/website-voorbeeld\/#b=Loodgietersbedrijf/);
    await expect
      .poll(() => readLeads().find((lead) => lead.fields.email === email)?.fields)
      .toMatchObject({
        company: VISITORS.nl.company,
        town: 'Zwolle',
        addOns: 'booking',
        industry: 'plumber',
      });
  });

  test('posted before the script ran, it reaches the thank-you page in the fragment, which draws it', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the same request at every width');
    const email = unique('sketch-nojs');
    const response = await request.post('/api/intake', {
      form: {
        name: 'Pat Doe',
        email,
        company: 'Bright Spark Electric',
        industry: 'electrician',
        town: 'Tacoma',
        phone: '(253) 555-0199',
        privacyAgreed: 'on',
        locale: 'en',
        honeypot: '',
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = response.headers().location ?? '';
    expect(location).toMatch(/^\/thank-you\/#b=Bright\+Spark\+Electric&t=electrician&c=Tacoma&p=/);
    expect(location).not.toContain('sketch-nojs');
    await page.goto(location);
    await expect(page.getByTestId('thanks-preview').getByTestId('site-preview-drawing')).toContainText(
      'Licensed electrician in Tacoma'.toUpperCase(),
    );
    await expect(page.getByTestId('thanks-preview').getByTestId('site-preview-drawing')).toContainText('Call (253) 555-0199');
  });
});
