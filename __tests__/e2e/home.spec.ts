import { formatMoney } from '../../src/lib/format';
import { expect, oneWidthFor, onLaptop, onPhone, test } from './support/test';
import { HOME_CASE_COUNT, REVIEW_COUNT, casesShownIn, homePageReviews } from '../../src/lib/markets';
import casesFile from '../../content/portfolio/cases.json';
import reviewsFile from '../../content/home/testimonials.json';
import tradesFile from '../../content/home/trades.json';

const cases = casesFile as Array<{ slug: string; location: string; market: string }>;
const reviews = reviewsFile as Array<{ name: string; market: string; onHomePage?: boolean }>;
import business from '../../content/site/business.json';
import { expectInViewport, openHomeCalculator } from './support/pages';
import { RENDER_ALL_CLASS } from '../../src/lib/deferred-render';

for (const language of ['en', 'nl'] as const) {
  const home = language === 'en' ? '/' : '/nl/';

  test.describe(`home (${language})`, () => {
    test('fits a phone in 15 screens, every section drawn', onPhone('a phone'), async ({ page }) => {
      await page.goto(home);
      const screen = page.viewportSize()!.height;
      // Every deferred section laid out as it is once seen, and every lazy image loaded: the length a visitor scrolls.
      const height = await page.evaluate(async (renderAllClass) => {
        document.documentElement.classList.add(renderAllClass);
        await Promise.all(
          [...document.images].map((image) => {
            image.loading = 'eager';
            return image.decode().catch(() => undefined);
          }),
        );
        return document.documentElement.scrollHeight;
      }, RENDER_ALL_CLASS);
      test.info().annotations.push({ type: 'length', description: `${height} px, ${(height / screen).toFixed(1)} screens` });
      expect(height / screen).toBeLessThanOrEqual(15);
    });

    test(
      'nothing moves by itself for more than 5 s (WCAG 2.2.2), with the motion the visitor allows',
      oneWidthFor(language),
      async ({ page }) => {
        await page.goto(home);
        // What the page's styles animate and for how long, read from the styles rather than watched for 5 s.
        const animated = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('body *')].flatMap((element) => {
              const style = getComputedStyle(element);
              if (style.animationName === 'none') return [];
              const times = style.animationIterationCount === 'infinite' ? Infinity : Number(style.animationIterationCount);
              return [{ name: style.animationName, seconds: parseFloat(style.animationDuration) * times }];
            }),
          );
        const animations = await animated();
        expect(
          animations.map(({ name }) => name),
          'the availability dot beats',
        ).toContain('pulse');
        for (const { seconds } of animations) expect(seconds).toBeLessThanOrEqual(5);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        expect(await animated(), 'nothing moves for a visitor who asks for less motion').toEqual([]);
      },
    );

    test('hero buttons scroll to the intake form and the contact section', async ({ page }) => {
      await page.goto(home);
      await page.getByTestId('hero-primary').click();
      await expect(page).toHaveURL(/#intake-form$/);
      await expectInViewport(page, '#intake-form');
      await page.getByTestId('hero-secondary').click();
      await expectInViewport(page, '#contact');
    });

    test(
      'at 1280 px the contact details end where the form beside them does, with who reads the message',
      onLaptop('stacked on a phone: one column'),
      async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${home}#contact`);
        const column = page.getByTestId('contact-column');
        await expect(page.getByTestId('contact-person')).toContainText(business.owner.name);
        const [details, form] = await column.evaluate((element) =>
          [element, element.nextElementSibling!].map((box) => box.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
        );
        // Side by side, and ending together (issue 48: the details stopped 220 px above the form).
        expect(Math.abs(details!.top - form!.top)).toBeLessThanOrEqual(1);
        expect(Math.abs(details!.bottom - form!.bottom)).toBeLessThanOrEqual(1);
        const person = await page.getByTestId('contact-person').boundingBox();
        expect(Math.abs(person!.y + person!.height - form!.bottom)).toBeLessThanOrEqual(1);
      },
    );

    test('lists every trade of the content with its icon, and offers the same trades plus "other" in the calculator', async ({
      page,
      isMobile,
    }) => {
      await page.goto(home);
      const tiles = page.getByTestId('trades').getByRole('listitem');
      await expect(tiles).toHaveText(tradesFile.map((trade) => trade.label[language]));
      for (const [index, trade] of tradesFile.entries())
        await expect(tiles.nth(index).locator('use')).toHaveAttribute('href', new RegExp(`#${trade.icon}$`));
      await openHomeCalculator(page, isMobile);
      const choices = page.getByTestId('home-calc-business-type').locator('option');
      await expect(choices).toHaveText([
        ...tradesFile.map((trade) => trade.label[language]),
        language === 'en' ? 'Other trade or service' : 'Ander vak of andere dienst',
      ]);
    });

    test('navigation items scroll to their sections', async ({ page, isMobile }) => {
      await page.goto(home);
      if (isMobile) {
        await page.getByTestId('menu-toggle').click();
        await page.getByTestId('mobile-nav-testimonials').click();
      } else {
        await page.getByTestId('nav-testimonials').click();
      }
      await expectInViewport(page, '#testimonials');
      if (!isMobile) {
        // The header's call to action is the free intake (the spec's contact section holds the intake form).
        await page.getByTestId('nav-contact').click();
        await expectInViewport(page, '#intake-form');
      }
    });

    test(
      "shows the configured price, its own market's clients first and the featured project",
      onLaptop('the same content at every width'),
      async ({ page }) => {
        await page.goto(home);
        await expect(page.getByTestId('pricing-amount')).toHaveText(formatMoney(business.pricing.monthly, language));
        // The third of the cases the page shows is featured: its market's own (src/lib/markets.ts, markets.spec.ts).
        const ordered = casesShownIn(cases, language, HOME_CASE_COUNT);
        await expect(page.getByTestId('portfolio-featured')).toContainText(ordered[2]!.location);
        // The reviews an editor ticked for this market, in the order of the file.
        const chosen = homePageReviews(reviews, language);
        for (const review of chosen) await expect(page.getByTestId('testimonial').filter({ hasText: review.name })).toHaveCount(1);
        await expect(page.getByTestId('testimonial').first()).toContainText(chosen[0]!.name);
        // The featured case and the rest in two columns.
        await expect(page.getByTestId('portfolio-item')).toHaveCount(HOME_CASE_COUNT - 1);
        await expect(page.getByTestId('testimonial')).toHaveCount(REVIEW_COUNT);
        await expect(page.getByTestId('stars').first()).toHaveAttribute('aria-label', /5/);
        await expect(page.getByTestId('trust-badges')).toContainText(business.chamberOfCommerce);
        await expect(page.getByTestId('blog-teaser').getByTestId('article-card')).toHaveCount(3);
      },
    );

    test('the quote calculator updates on every change', async ({ page, isMobile }) => {
      await page.goto(home);
      await openHomeCalculator(page, isMobile);
      const monthly = page.getByTestId('home-calc-monthly');
      const money = (amount: number) =>
        new Intl.NumberFormat(language === 'en' ? 'en-US' : 'nl-NL', {
          style: 'currency',
          currency: language === 'en' ? 'USD' : 'EUR',
          minimumFractionDigits: 2,
        }).format(amount);
      await expect(monthly).toHaveText(money(49.5));
      await page.getByTestId('home-calc-feature-booking').check();
      await expect(monthly).toHaveText(money(64.5));
      await page.getByTestId('home-calc-feature-ecommerce').check();
      await expect(monthly).toHaveText(money(89.5));
      await page.getByTestId('home-calc-feature-multilingual').check();
      await expect(monthly).toHaveText(money(99.5));
      await page.getByTestId('home-calc-feature-blog').check();
      await expect(monthly).toHaveText(money(99.5));
      await page.getByTestId('home-calc-package-premium').check();
      await expect(monthly).toHaveText(money(114.5));
      await page.getByTestId('home-calc-feature-booking').uncheck();
      await expect(monthly).toHaveText(money(99.5));
      // There is no setup fee, and the calculator says so in words.
      await expect(page.getByTestId('home-calc-setup')).toHaveText(
        language === 'en' ? 'No setup fee: these extras are billed monthly' : "Geen opstartkosten: deze extra's betaal je per maand",
      );
    });
  });
}
