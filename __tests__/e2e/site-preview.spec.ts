import type { Page } from '@playwright/test';
import { expect, oneWidthFor, onLaptop, test } from './support/test';
import { axeAudit } from './support/audits';
import path from 'path';
import { readLeads, unique } from './support/leads';
import { CONTENT, readJson } from '../support/content';
import type { TradeFile } from '../../src/lib/trades';

/** The trades as content/home/trades.json declares them. */
const trades = readJson<TradeFile[]>(path.join(CONTENT, 'home', 'trades.json'));
/** The trade the visitors choose, and another one whose texts must not show: the first two of today's list. */
const [chosenTrade, otherTrade] = [trades[0]!, trades[1]!];
/** A text as a pattern that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    trade: chosenTrade.id,
    town: 'Kenosha',
    phone: '262-555-0147',
    localLine: literally(`${chosenTrade.preview.role.en} in Kenosha`),
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
    trade: chosenTrade.id,
    town: 'Zwolle',
    phone: '038 421 7788',
    localLine: literally(`${chosenTrade.preview.role.nl} in Zwolle`),
    call: 'Bel 038 421 7788',
    style: 'Speels',
    open: 'Groot bekijken',
    preview: '/nl/website-voorbeeld/',
    continue: 'Verder met mijn intake',
  },
} as const;

const sketch = (page: Page) => page.getByTestId('site-preview');

for (const language of ['en', 'nl'] as const) {
  const visitor = VISITORS[language];

  test.describe(`the live sketch of the visitor's website (${language})`, () => {
    test('follows every keystroke and answer: name, trade, town, phone, style', oneWidthFor(language), async ({ page, isMobile }) => {
      await page.goto(`${visitor.home}#intake-form`);
      const form = page.getByTestId('intake-form');
      const bar = page.getByTestId('site-preview-bar');
      const site = sketch(page).getByTestId('trade-site');
      if (!isMobile) await expect(sketch(page)).toHaveAttribute('data-state', 'waiting');
      await form.getByLabel(visitor.labels.company).pressSequentially(visitor.company.slice(0, 7));
      // On a phone the live bar, from lg the page itself beside the form, follow every keystroke.
      if (isMobile) {
        await expect(bar.getByTestId('site-preview-bar-name')).toHaveText(visitor.company.slice(0, 7));
        await expect(sketch(page)).toBeHidden();
      } else {
        await expect(sketch(page)).toHaveAttribute('data-state', 'drawn');
        await expect(site.getByTestId('trade-site-name').first()).toHaveText(visitor.company.slice(0, 7));
        await expect(bar).toBeHidden();
      }
      await form.getByLabel(visitor.labels.company).pressSequentially(visitor.company.slice(7));
      await form.getByLabel(visitor.labels.trade).selectOption(visitor.trade);
      await form.getByLabel(visitor.labels.town).fill(visitor.town);
      await form.getByLabel(visitor.labels.phone).fill(visitor.phone);
      await form.getByLabel(visitor.labels.name).fill('Pat Doe');
      await form.getByLabel(visitor.labels.email).fill(unique('sketch'));
      if (isMobile) {
        await expect(bar.getByTestId('site-preview-bar-name')).toHaveText(visitor.company);
        await expect(bar.getByTestId('site-preview-bar-call')).toHaveAccessibleName(visitor.call);
        // It stays in view under the header while the visitor fills in the fields below it.
        await form.getByLabel(visitor.labels.phone).focus();
        await page.evaluate(() => window.scrollBy(0, 300));
        await expect(bar).toBeInViewport();
        const box = (await bar.boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      } else {
        await expect(site.getByTestId('trade-site-name').first()).toHaveText(visitor.company);
        await expect(site.getByTestId('trade-site-local-line').first()).toHaveText(new RegExp(visitor.localLine, 'i'));
        await expect(site).toContainText(visitor.call);
      }

      // The style changes palette and type.
      await form.getByTestId('intake-next').click();
      await expect(page.getByTestId('intake-step-requirements')).toBeVisible();
      if (isMobile) {
        // After step 1 the page itself, full size, on request.
        await page.getByTestId('site-preview-reveal-toggle').click();
      }
      const shown = isMobile ? page.getByTestId('site-preview-reveal').getByTestId('trade-site') : site;
      await expect(shown).toContainText(visitor.call);
      await form.getByTestId('intake-next').click();
      await page.getByTestId('intake-step-design').getByText(visitor.style, { exact: true }).click();
      await expect(shown).toHaveAttribute('data-style', language === 'en' ? 'klassiek' : 'speels');
      const axe = await axeAudit(page, { include: '#intake-form' });
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      // No sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test(
      'is kept in a link that opens it full size and leads back into the intake, prefilled',
      oneWidthFor(language),
      async ({ page, context, isMobile }) => {
        await page.goto(`${visitor.home}#intake-form`);
        const form = page.getByTestId('intake-form');
        await form.getByLabel(visitor.labels.company).fill(visitor.company);
        await form.getByLabel(visitor.labels.trade).selectOption(visitor.trade);
        await form.getByLabel(visitor.labels.town).fill(visitor.town);
        await form.getByLabel(visitor.labels.email).fill('never-in-a-link@example.com');
        // Beside the form from lg; on a phone with the page revealed after step 1.
        if (isMobile) {
          await form.getByLabel(visitor.labels.name).fill('Pat Doe');
          await form.getByTestId('intake-next').click();
          await page.getByTestId('site-preview-reveal-toggle').click();
        }
        const link = (isMobile ? page.getByTestId('site-preview-reveal') : sketch(page)).getByTestId('site-preview-link');
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
        await expect(opened.getByTestId('preview-page-site').getByTestId('trade-site-name').first()).toHaveText(visitor.company);
        expect(requested.filter((url) => url.includes(encodeURIComponent(visitor.town)) || url.includes(visitor.town))).toEqual([]);
        // The links to keep or share it load as they approach: on a phone, a screen and more below the visitor's site.
        const links = opened.getByTestId('preview-page-links');
        if (isMobile) await expect(links).toHaveAttribute('data-state', 'waiting');
        await links.scrollIntoViewIfNeeded();
        await expect(links.getByTestId('site-preview-copy')).toBeVisible();

        await opened.getByRole('link', { name: visitor.continue }).click();
        await expect(opened).toHaveURL(new RegExp(`${visitor.home}#intake-form$`));
        const prefilled = opened.getByTestId('intake-form');
        await expect(prefilled.getByLabel(visitor.labels.company)).toHaveValue(visitor.company);
        await expect(prefilled.getByLabel(visitor.labels.town)).toHaveValue(visitor.town);
        await expect(prefilled.getByLabel(visitor.labels.trade)).toHaveValue(visitor.trade);
        if (isMobile) await expect(opened.getByTestId('site-preview-bar-name')).toHaveText(visitor.company);
        else await expect(opened.getByTestId('site-preview')).toHaveAttribute('data-state', 'drawn');
      },
    );
  });
}

test.describe("the intake's preview with what visitors really type", () => {
  test('a 60-character name fits, and typed markup shows as characters and never runs', async ({ page, isMobile }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      // Not awaited (`void`): an event handler; the test fails on the message kept above, not on the dismissal.
      void dialog.dismiss();
    });
    await page.goto('/#intake-form');
    const form = page.getByTestId('intake-form');
    const long = 'Wolfeschlegelsteinhausenbergerdorff Brothers Roofing Company';
    await form.getByLabel('Business name').fill(long);
    // The live bar (phones) or the page beside the form holds the whole name inside its own box.
    const holder = isMobile ? page.getByTestId('site-preview-bar') : sketch(page);
    const names = isMobile ? holder.getByTestId('site-preview-bar-name') : holder.getByTestId('trade-site-name');
    await expect(names.first()).toHaveText(long);
    const bounds = (await holder.boundingBox())!;
    for (const name of await names.all()) {
      if (!(await name.isVisible())) continue;
      const box = (await name.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(bounds.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(bounds.x + bounds.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await form.getByLabel('Business name').fill(hostile);
    await expect(names.first()).toContainText('<img src=x');
    await expect(holder.locator('img[src="x"], script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('nothing in it moves for a visitor who prefers reduced motion', async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#intake-form');
    const form = page.getByTestId('intake-form');
    await form.getByLabel('Business name').pressSequentially('Calm Co');
    if (isMobile) {
      await expect(page.getByTestId('site-preview-bar-name')).toHaveText('Calm Co');
      // The live bar, and the action bar stepping aside, without motion.
      for (const testId of ['site-preview-bar', 'action-bar'])
        expect(await page.getByTestId(testId).evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    } else {
      await expect(sketch(page)).toHaveAttribute('data-state', 'drawn');
      expect(await sketch(page).evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    }
  });
});

test.describe('the website of each trade', () => {
  test(
    "shows the trade's own texts and picture from the content, and an old link's group with the generic ones",
    onLaptop('the same texts and picture at every width'),
    async ({ page }) => {
      await page.goto(`/nl/website-voorbeeld/#b=Klimaat+Jansen&t=${encodeURIComponent(chosenTrade.id)}&c=Zwolle`);
      const site = page.getByTestId('trade-site');
      await expect(site.getByTestId('trade-site-local-line')).toHaveText(`${chosenTrade.preview.role.nl} in Zwolle`);
      await expect(site).toContainText(chosenTrade.preview.services[0]!.nl);
      await expect(site).not.toContainText(otherTrade.preview.headline.nl);
      await expect(site.getByTestId('trade-site-picture')).toHaveAttribute('src', new RegExp(`/site-pictures/${chosenTrade.id}-`));
      // A link made when the intake offered groups ("installatie") still opens, with the texts for any trade.
      await page.goto('/nl/website-voorbeeld/#b=Klimaat+Jansen&t=installatie&c=Zwolle');
      await expect(site.getByTestId('trade-site-local-line')).toHaveText('Vakman in Zwolle');
      await expect(site.getByTestId('trade-site-picture')).toHaveAttribute('src', /\/site-pictures\/other-/);
    },
  );
});

test.describe("the sketch's code", () => {
  test.use({ loadIslands: false });

  test(
    'loads when the visitor starts on the intake, not with the page',
    onLaptop('which script loads when is the same at every width'),
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
      await page.goto('/');
      await page.evaluate(() => window.dispatchEvent(new Event('pointerdown')));
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(scripts.filter((script) => script.includes('intake-site'))).toEqual([]);
      await page.goto('/#intake-form');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('[data-island="intake-form"]')).toHaveAttribute('data-island-state', 'ready');
      expect(scripts.filter((script) => script.includes('intake-site'))).toEqual([]);
      const loaded = page.waitForRequest((request) => request.url().includes('intake-site'));
      await page.getByTestId('intake-form').getByLabel('Your name').focus();
      await loaded;
    },
  );
});

test.describe('a sent intake keeps its sketch', () => {
  test(
    'the confirmation shows it with its link, and the lead keeps the town and the add-ons it was drawn with',
    onLaptop('the same request at every width'),
    async ({ page }) => {
      await page.goto('/nl/');
      // From the calculator: a booking add-on, which the sketch draws as a button.
      await page.getByTestId('home-calc-business-type').selectOption(chosenTrade.id);
      await page.getByTestId('home-calc-feature-booking').check();
      await page.getByTestId('home-calc-plan-intake').click();
      const form = page.getByTestId('intake-form');
      const email = unique('sketch-sent');
      const { labels } = VISITORS.nl;
      await form.getByLabel(labels.name).fill('Jan van der Veen');
      await form.getByLabel(labels.email).fill(email);
      await form.getByLabel(labels.company).fill(VISITORS.nl.company);
      await form.getByLabel(labels.town).fill('Zwolle');
      await expect(sketch(page).getByTestId('trade-site')).toContainText('Online afspraak');
      await form.getByTestId('intake-next').click();
      for (const step of ['requirements', 'design', 'planning']) {
        await expect(page.getByTestId(`intake-step-${step}`)).toBeVisible();
        await form.getByTestId('intake-next').click();
      }
      await form.getByLabel(labels.privacy).check();
      await form.getByTestId('submit').click();
      const sent = page.getByTestId('intake-sent-preview');
      // The real page the intake showed, not a drawing of one.
      await expect(sent.getByTestId('kept-site').getByTestId('trade-site-name')).toHaveText(VISITORS.nl.company);
      await expect(sent.getByTestId('site-preview-link')).toHaveAttribute('href', /^\/nl\/website-voorbeeld\/#b=Loodgietersbedrijf/);
      await expect
        .poll(() => readLeads().find((lead) => lead.fields.email === email)?.fields)
        .toMatchObject({
          company: VISITORS.nl.company,
          town: 'Zwolle',
          addOns: 'booking',
          industry: chosenTrade.id,
        });
    },
  );

  test(
    'posted before the script ran, it reaches the thank-you page in the fragment, which draws it',
    onLaptop('the same request at every width'),
    async ({ page, request }) => {
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
      const site = page.getByTestId('thanks-preview').getByTestId('kept-site').getByTestId('trade-site');
      await expect(site.getByTestId('trade-site-local-line')).toHaveText(/Licensed electrician in Tacoma/i);
      // The call button dials the number the visitor gave.
      await expect(site.getByTestId('trade-site-call')).toHaveAttribute('href', 'tel:+12535550199');
    },
  );
});
