import { expect, test } from './support/test';
import { articleSortKey } from '../../src/lib/articles';
import { siteSources } from '../support/content';
import { switchLanguage } from './support/pages';

const englishInOrder = siteSources()
  .articles.filter((article) => article.language === 'en')
  .sort((a, b) => articleSortKey(a.articleId) - articleSortKey(b.articleId))
  .map((article) => `/blog/${article.slug}/`);

test.describe('blog index', () => {
  test("lists every article in the spec's order: Local SEO first, then the general posts", async ({ page }) => {
    await page.goto('/blog/');
    const links = await page
      .getByTestId('article-grid')
      .locator('h2 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(englishInOrder);
    expect(links).toHaveLength(31);
  });

  test('every card shows at most three lines of its excerpt, whatever the height of its neighbours', async ({ page }) => {
    await page.goto('/blog/');
    const lines = await page
      .getByTestId('article-excerpt')
      .evaluateAll((excerpts) =>
        excerpts.map((excerpt) => excerpt.getBoundingClientRect().height / parseFloat(getComputedStyle(excerpt).lineHeight)),
      );
    expect(lines).toHaveLength(31);
    for (const count of lines) expect(count).toBeLessThanOrEqual(3.05);
  });

  test('each filter shows exactly its category, updates the address and survives a reload', async ({ page }) => {
    await page.goto('/blog/');
    const cards = page.getByTestId('article-grid').getByTestId('article-card');
    for (const [category, count] of [
      ['local-seo', 25],
      ['website-tips', 4],
      ['industry-specific', 2],
    ] as const) {
      await page.getByTestId(`filter-${category}`).click();
      await expect(page.getByTestId(`filter-${category}`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`\\?category=${category}$`));
      await expect(cards).toHaveCount(count);
      expect(new Set(await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-category'))))).toEqual(
        new Set([category]),
      );
    }
    await page.reload();
    await expect(page.getByTestId('filter-industry-specific')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(2);
    await page.getByTestId('filter-all').click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(cards).toHaveCount(31);
  });

  test('the Dutch index lists the six Dutch posts with Dutch labels', async ({ page }) => {
    await page.goto('/nl/blog/?category=industry-specific');
    await expect(page.getByTestId('filter-industry-specific')).toHaveText('Per branche');
    await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(2);
    await page.getByTestId('filter-all').click();
    await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(6);
    await expect(page.getByTestId('article-card').first()).toContainText('min leestijd');
  });
});

test.describe('article pages', () => {
  test('a Local SEO article renders every block, with share links and valid JSON-LD', async ({ page }) => {
    await page.goto('/blog/plumber-chicago/');
    await expect(page.getByTestId('article-section')).toHaveCount(4);
    await expect(page.getByTestId('article-testimonials')).toContainText('What Chicago Customers Say');
    await expect(page.getByTestId('article-testimonials').getByTestId('stars')).toHaveCount(3);
    await expect(page.getByTestId('article-service-areas').locator('li')).toHaveCount(8);
    await expect(page.getByTestId('article-conclusion')).toBeVisible();
    await expect(page.getByTestId('article-cta')).toContainText('Grow Your Plumbing Business in Chicago');
    await expect(page.getByTestId('article-cta').getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/#contact');
    await expect(page.getByTestId('article-cta').getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByTestId('ready-banner')).toContainText('$49.50 per month');
    await expect(page.getByTestId('ready-banner').getByRole('link', { name: 'View examples' })).toHaveAttribute('href', '/portfolio/');

    const url = encodeURIComponent('https://www.tradecraftweb.com/blog/plumber-chicago/');
    const share = page.getByTestId('share-links');
    await expect(share.locator('[data-network="facebook"]')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(share.locator('[data-network="twitter"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${url.replace(/[.%]/g, '\\$&')}&text=.+`),
    );
    await expect(share.locator('[data-network="linkedin"]')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    for (const network of ['facebook', 'twitter', 'linkedin'])
      await expect(share.locator(`[data-network="${network}"]`)).toHaveAttribute('target', '_blank');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Article');
    expect(jsonLd.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(jsonLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, bestRating: 5, ratingCount: 3 });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/social\/articles\/en-plumber-chicago\.png$/);
  });

  test('related articles exist and share the trade', async ({ page, request }) => {
    await page.goto('/blog/hvac-houston/');
    const related = await page
      .getByTestId('related-articles')
      .locator('h3 a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(related).toHaveLength(3);
    for (const href of related) {
      expect(href).toMatch(/^\/blog\/hvac-/);
      expect((await request.get(href)).status()).toBe(200);
    }
  });

  test('a general post and its Dutch translation render, numbered, with a conclusion', async ({ page, isMobile }) => {
    await page.goto('/blog/why-every-plumber-needs-professional-website/');
    await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('article-conclusion')).toBeVisible();
    await switchLanguage(page, isMobile);
    await expect(page).toHaveURL(/\/nl\/blog\/loodgieter-website-meer-klanten\/$/);
    await expect(page.getByTestId('back-to-blog')).toHaveText('Terug naar het blog');
    const social = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect((await page.request.get(new URL(social ?? '', 'http://x').pathname)).headers()['content-type']).toBe('image/png');
  });

  test('an unknown article answers 404 with "Article not found" and a way back', async ({ page }) => {
    const response = await page.goto('/blog/this-article-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Article not found');
    await expect(page.getByText('The article you are looking for does not exist or has been removed.')).toBeVisible();
    await expect(page.getByTestId('back-to-blog')).toHaveAttribute('href', '/blog/');
    await page.goto('/nl/blog/bestaat-niet/');
    await expect(page.locator('h1')).toHaveText('Artikel niet gevonden');
  });
});
