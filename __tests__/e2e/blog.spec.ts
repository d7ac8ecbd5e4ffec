import { expect, onLaptop, test } from './support/test';
import { newestFirst } from '../../src/lib/articles';
import { siteSources, translatedPostPaths } from '../support/content';
import fs from 'fs';
import { type Page } from '@playwright/test';
import { SITE_URL, switchLanguage } from './support/pages';
import { formatMoney } from '../../src/lib/format';
import { articlePath } from '../../src/lib/routes';
import business from '../../content/site/business.json';
import blogTexts from '../../locales/en/blog.json';

const englishInOrder = siteSources()
  .articles.filter((article) => article.language === 'en')
  .sort(newestFirst)
  .map((article) => `/blog/${article.slug}/`);

const dutchCount = () => siteSources().articles.filter((article) => article.language === 'nl').length;
const englishCount = (category: string) =>
  siteSources().articles.filter((article) => article.language === 'en' && article.category === category).length;

/** The hrefs of the article cards on the page, in order. */
const listed = (page: Page) =>
  page
    .getByTestId('article-grid')
    .locator('h3 a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

test.describe('blog listings', () => {
  test(
    'page through every article, newest first, twelve a page',
    onLaptop('the same articles and links at every width'),
    async ({ page }) => {
      const seen: Array<string | null> = [];
      await page.goto('/blog/');
      for (let number = 1; ; number += 1) {
        // The URL changes before the next page renders: read the cards only once the pagination shows this page.
        await expect(page.getByTestId('pagination').getByRole('link', { name: new RegExp(`^Page ${number}$`) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const onPage = await listed(page);
        expect(onPage.length).toBeLessThanOrEqual(12);
        seen.push(...onPage);
        const next = page.getByTestId('pagination').getByRole('link', { name: 'Next' });
        if ((await next.count()) === 0) break;
        await next.click();
        await expect(page).toHaveURL(new RegExp(`/blog/page/${number + 1}/$`));
      }
      expect(seen).toEqual(englishInOrder);
    },
  );

  test('every card shows at most three lines of its excerpt, whatever the height of its neighbours', async ({ page }) => {
    await page.goto('/blog/');
    const lines = await page
      .getByTestId('article-excerpt')
      .evaluateAll((excerpts) =>
        excerpts.map((excerpt) => excerpt.getBoundingClientRect().height / parseFloat(getComputedStyle(excerpt).lineHeight)),
      );
    expect(lines).toHaveLength(12);
    for (const count of lines) expect(count).toBeLessThanOrEqual(3.05);
  });

  test(
    'the filters are links to real category pages, the current one marked, each listing only its category',
    onLaptop('the same links at every width'),
    async ({ page }) => {
      for (const [category, path] of [
        ['local-seo', '/blog/category/local-seo/'],
        ['website-tips', '/blog/category/website-tips/'],
        ['industry-specific', '/blog/category/industry-specific/'],
      ] as const) {
        const count = englishCount(category);
        await page.goto('/blog/');
        await page.getByTestId(`filter-${category}`).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByTestId(`filter-${category}`)).toHaveAttribute('aria-current', 'page');
        await expect(page.getByTestId('filter-all')).not.toHaveAttribute('aria-current', 'page');
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
        const cards = page.getByTestId('article-grid').getByTestId('article-card');
        expect(new Set(await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-category'))))).toEqual(
          new Set([category]),
        );
        await expect(page.getByTestId('article-count')).toContainText(String(count));
      }
      const local = englishCount('local-seo');
      const lastPage = Math.ceil(local / 12);
      await page.goto(`/blog/category/local-seo/page/${lastPage}/`);
      await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(local - 12 * (lastPage - 1));
      await expect(page.locator('h1')).toHaveText(`Local SEO, page ${lastPage}`);
    },
  );

  test(
    'the Dutch listings have Dutch paths and labels, and hreflang pairs the versions that exist in both',
    onLaptop('the same paths and labels at every width'),
    async ({ page }) => {
      await page.goto('/nl/blog/categorie/per-branche/');
      await expect(page.getByTestId('filter-industry-specific')).toHaveText('Per branche');
      await expect(page.getByTestId('filter-industry-specific')).toHaveAttribute('aria-current', 'page');
      const dutchIndustry = siteSources().articles.filter(
        (article) => article.language === 'nl' && article.category === 'industry-specific',
      );
      await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(Math.min(12, dutchIndustry.length));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${SITE_URL}/blog/category/industry-specific/`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
        'href',
        `${SITE_URL}/nl/blog/categorie/per-branche/`,
      );
      // English page 2 has no Dutch version while Dutch has fewer articles than English.
      if (dutchCount() <= 12) {
        await page.goto('/blog/page/2/');
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      }
      await page.goto('/nl/blog/');
      await page.getByTestId('filter-all').click();
      await expect(page.getByTestId('article-grid').getByTestId('article-card')).toHaveCount(Math.min(12, dutchCount()));
      await expect(page.getByTestId('article-card').first()).toContainText('min leestijd');
    },
  );

  test(
    'the Dutch local-SEO section lists the Dutch city articles, in the Dutch feed and sitemap, with no English alternate',
    onLaptop('the same articles at every width'),
    async ({ page }) => {
      const dutchLocal = siteSources().articles.filter((article) => article.language === 'nl' && article.category === 'local-seo');
      expect(dutchLocal.length).toBeGreaterThanOrEqual(12);
      await page.goto('/nl/blog/');
      await page.getByTestId('filter-local-seo').click();
      await expect(page).toHaveURL(/\/nl\/blog\/categorie\/lokale-seo\/$/);
      await expect(page.getByTestId('filter-local-seo')).toHaveText('Lokale SEO');
      await expect(page.getByTestId('article-count')).toContainText(String(dutchLocal.length));
      const cards = page.getByTestId('article-grid').getByTestId('article-card');
      await expect(cards).toHaveCount(Math.min(12, dutchLocal.length));
      const newest = [...dutchLocal].sort(newestFirst)[0]!;
      await expect(cards.first().locator('h3 a')).toHaveAttribute('href', `/nl/blog/${newest.slug}/`);

      await page.goto(`/nl/blog/${newest.slug}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByTestId('article-section')).toHaveCount(4);
      await expect(page.getByTestId('article-service-areas').locator('li')).toHaveCount(8);
      await expect(page.getByTestId('article-testimonials').getByTestId('stars')).toHaveCount(3);
      // Published in Dutch only: no hreflang alternates at all (there is no translation to point to).
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/nl/blog/${newest.slug}/`);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(jsonLd['@type']).toBe('Article');
      expect(jsonLd.inLanguage).toBe('nl');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/social/articles/nl-${newest.slug}\\.jpg$`),
      );
      // The same slug under the English prefix leads to the Dutch article.
      await page.goto(`/blog/${newest.slug}/`);
      await expect(page).toHaveURL(new RegExp(`/nl/blog/${newest.slug}/$`));

      const feed = fs.readFileSync('public/nl/rss.xml', 'utf8');
      const sitemap = fs
        .readdirSync('public')
        .filter((name) => name.startsWith('sitemap') && name.endsWith('.xml'))
        .map((name) => fs.readFileSync(`public/${name}`, 'utf8'))
        .join('');
      for (const article of dutchLocal) {
        expect(sitemap).toContain(`${SITE_URL}/nl/blog/${article.slug}/`);
        expect(fs.readFileSync('public/rss.xml', 'utf8')).not.toContain(`/nl/blog/${article.slug}/`);
      }
      expect(feed).toContain(`${SITE_URL}/nl/blog/${newest.slug}/`);
    },
  );

  test('the language switch on a listing page Dutch does not have leads to the nearest Dutch listing; a missing listing is a plain 404', async ({
    page,
    isMobile,
  }) => {
    const local = englishCount('local-seo');
    const lastPage = Math.ceil(local / 12);
    await page.goto(lastPage > 1 ? `/blog/category/local-seo/page/${lastPage}/` : '/blog/category/local-seo/');
    await switchLanguage(page, isMobile);
    await expect(page).toHaveURL(/\/nl\/blog\/categorie\/lokale-seo\/$/);
    const response = await page.goto('/nl/blog/categorie/lokale-seo/page/99/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Pagina niet gevonden');
  });

  test('old ?category= links still land on the category', onLaptop('the same address at every width'), async ({ page }) => {
    await page.goto('/blog/?category=website-tips');
    await expect(page).toHaveURL(/\/blog\/category\/website-tips\/$/);
    await page.goto('/nl/blog/?category=industry-specific');
    await expect(page).toHaveURL(/\/nl\/blog\/categorie\/per-branche\/$/);
    // Netlify matches the query itself: a forced 301 per category and language.
    const rules = fs.readFileSync('public/_redirects', 'utf8');
    expect(rules).toContain('/blog/ category=local-seo  /blog/category/local-seo/  301!');
    expect(rules).toContain('/nl/blog/ category=website-tips  /nl/blog/categorie/websitetips/  301!');
  });
});

test.describe('article pages', () => {
  test(
    'a Local SEO article renders every block, with share links and valid JSON-LD',
    onLaptop('the same blocks at every width; their layout is in pages.spec'),
    async ({ page }) => {
      // The newest English city article, whichever it is today.
      const article = siteSources()
        .articles.filter((candidate) => candidate.language === 'en' && candidate.kind === 'local-seo')
        .sort(newestFirst)[0]!;
      const city = article.city!;
      await page.goto(`/blog/${article.slug}/`);
      await expect(page.getByTestId('article-section')).toHaveCount(4);
      await expect(page.getByTestId('article-testimonials')).toContainText(blogTexts.blog.customersSay.replace('{{city}}', city));
      await expect(page.getByTestId('article-testimonials').getByTestId('stars')).toHaveCount(3);
      await expect(page.getByTestId('article-service-areas').locator('li')).toHaveCount(8);
      await expect(page.getByTestId('article-conclusion')).toBeVisible();
      await expect(page.getByTestId('article-cta')).toContainText(city);
      await expect(page.getByTestId('article-cta').getByRole('link', { name: 'Plan my free intake' })).toHaveAttribute(
        'href',
        '/#intake-form',
      );
      await expect(page.getByTestId('article-cta').getByRole('link', { name: 'Email us' })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByTestId('ready-banner')).toContainText(formatMoney(business.pricing.monthly, 'en'));
      await expect(page.getByTestId('ready-banner').getByRole('link', { name: 'View examples' })).toHaveAttribute('href', '/portfolio/');

      const url = encodeURIComponent(`${SITE_URL}/blog/${article.slug}/`);
      const share = page.getByTestId('share-links');
      await expect(share.locator('[data-network="facebook"]')).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      );
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

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(jsonLd['@type']).toBe('Article');
      expect(jsonLd.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(jsonLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, bestRating: 5, ratingCount: 3 });
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/social/articles/en-${article.slug}\\.jpg$`),
      );
    },
  );

  test(
    'related articles exist, share the trade and show three different covers',
    onLaptop('the same articles at every width'),
    async ({ page, request }) => {
      // An English city article whose trade has three more English ones, taken from the content.
      const cityArticles = siteSources().articles.filter((article) => article.kind === 'local-seo' && article.language === 'en');
      const article = cityArticles.find(
        (candidate) => cityArticles.filter((other) => other.trade === candidate.trade && other.slug !== candidate.slug).length >= 3,
      )!;
      await page.goto(articlePath('en', article.slug));
      const related = page.getByTestId('related-articles');
      const links = await related.locator('h3 a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links).toHaveLength(3);
      for (const href of links) {
        expect([href, cityArticles.find((other) => articlePath('en', other.slug) === href)?.trade]).toEqual([href, article.trade]);
        expect((await request.get(href)).status()).toBe(200);
      }
      const covers = await related.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(new Set(covers).size).toBe(3);
    },
  );

  test('a general post and its Dutch translation render, numbered, with a conclusion', async ({ page, isMobile }) => {
    const post = translatedPostPaths();
    await page.goto(post.en);
    await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('article-conclusion')).toBeVisible();
    await switchLanguage(page, isMobile);
    await expect(page).toHaveURL((url) => url.pathname === post.nl);
    await expect(page.getByTestId('back-to-blog')).toHaveText('Terug naar het blog');
    const social = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect((await page.request.get(new URL(social ?? '', 'http://x').pathname)).headers()['content-type']).toBe('image/jpeg');
  });

  test(
    'an unknown article answers 404 with "Article not found" and a way back',
    onLaptop('the same answer at every width'),
    async ({ page }) => {
      const response = await page.goto('/blog/this-article-does-not-exist/');
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Article not found');
      await expect(page.getByText('The article you are looking for does not exist or has been removed.')).toBeVisible();
      await expect(page.getByTestId('back-to-blog')).toHaveAttribute('href', '/blog/');
      await page.goto('/nl/blog/bestaat-niet/');
      await expect(page.locator('h1')).toHaveText('Artikel niet gevonden');
    },
  );
});
