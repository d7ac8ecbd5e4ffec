import { spawn, spawnSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { contentProblems, localSeoArticleType, type LocalSeoArticleFile } from '../../src/lib/content-model';
import { ORDER_KEY } from '../../src/cms/json-format';
import { planPages } from '../../src/lib/page-plan';
import { readMdx, siteSources } from '../support/content';
import { formatDate, formatMoney } from '../../src/lib/format';
import business from '../../content/site/business.json';
import { waitForOutput } from '../support/process-output';

/**
 * The content editor at /admin/ (Decap CMS from the build) against its local backend (decap-server) on loopback,
 * over a temporary copy of content/ and locales/: what an editor saves lands in the files, in the site's own format,
 * and a save that breaks a content rule is refused.
 */
const PORT = 8093;
let repo: string;
let server: ChildProcess;

const file = (relative: string) => path.join(repo, relative);
const read = (relative: string) => fs.readFileSync(file(relative), 'utf8');
const original = (relative: string) => fs.readFileSync(relative, 'utf8');
/** The first English city article, as it is today: the items the editor tests open are read, not named. */
const englishArticleFile = `content/articles/local-seo/en/${fs.readdirSync('content/articles/local-seo/en').sort()[0]}`;
const englishArticle = JSON.parse(original(englishArticleFile)) as LocalSeoArticleFile;
const firstQuestion = (JSON.parse(original('content/home/faq.json')) as Array<{ question: { en: string } }>)[0]!.question.en;
const [dutchPost] = readMdx('content/articles/general/nl');
const [englishTerms] = readMdx('content/legal/en').filter((doc) => doc.data.pageId === 'terms');
/** The words of a title a list shows first (Decap cuts long ones). */
const startOf = (title: string) => new RegExp(`^${title.slice(0, 24).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * A JSON file as the editor saved it: changed and whole. decap-server rewrites a file in place, so a read can meet it
 * half-written.
 */
async function savedJson(relative: string): Promise<string> {
  const before = fs.existsSync(relative) ? original(relative) : null;
  let text = '';
  const whole = () => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  await expect
    .poll(
      () => {
        text = fs.existsSync(file(relative)) ? read(relative) : '';
        return text !== before && whole();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

/** The lines two versions of a file differ in (same length, line by line: the editor must not reflow a file). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

/** The build's configuration as /admin/ reads it, with its local backend at `localBackend` and a repository or none. */
async function serveConfig(page: Page, localBackend: string, repo: string | null) {
  await page.route('**/admin/config.yml', async (route) => {
    const config = (await (await route.fetch()).json()) as { backend: { repo?: string }; local_backend: unknown };
    config.local_backend = { url: localBackend };
    if (repo === null) delete config.backend.repo;
    else config.backend.repo ??= repo;
    return route.fulfill({ json: config });
  });
}

/** Loads the editor afresh at a collection (`home`) or the start, signing in to the local backend when asked. */
async function openEditor(page: Page, collection = '', { repo = 'tradecraft-web/site' as string | null } = {}) {
  // The build's configuration, pointed at this test's backend (and given a repository where the build knew none).
  await serveConfig(page, `http://127.0.0.1:${PORT}/api/v1`, repo);
  // A fresh document: Decap keeps an open entry's state across in-page navigation.
  await page.goto('about:blank');
  await page.goto(`/admin/${collection ? `#/collections/${collection}` : ''}`);
  const login = page.getByRole('button', { name: 'Login' });
  const sidebar = page.getByRole('link', { name: 'Business and prices' });
  await expect(login.or(sidebar)).toBeVisible({ timeout: 20_000 });
  if (await login.isVisible()) await login.click();
  await expect(sidebar).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

test.describe('the content editor with nowhere to save', () => {
  test("says how to start it or connect GitHub, in the site's style, on a phone too", async ({ page }) => {
    // No repository, and nothing listening where the local backend would be.
    await serveConfig(page, 'http://127.0.0.1:9/api/v1', null);
    await page.goto('/admin/');
    const setup = page.getByTestId('cms-setup');
    // It speaks to the owner first; the developer's details are folded away until asked for.
    await expect(setup.getByRole('heading', { level: 1 })).toHaveText('This is where you edit your website, once it is connected');
    await expect(setup.getByText('CMS_GITHUB_REPO=owner/name')).toBeHidden();
    await setup.getByText('For your developer').click();
    await expect(setup).toContainText('npm run cms');
    await expect(setup.getByText('CMS_GITHUB_REPO=owner/name')).toBeVisible();
    await expect(setup.getByRole('link', { name: 'Open the leads inbox' })).toHaveAttribute('href', '/admin/leads/');
    await expect(page.getByText(/needs a "?repo/i)).toHaveCount(0);
    // The site's type and colours, and nothing wider than the screen.
    expect(await setup.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily)).toContain('Inter');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe('the content editor', () => {
  // Serial: a timeout in one test reruns them all. Each loads the whole editor (megabytes of script) on a shared
  // 2-core machine, close to the suite's timeout under a full run's load, so they get twice the suite's rather than a
  // rerun.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.skip(({ isMobile }) => isMobile, 'editors work on a desktop');

  test.beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'));
    for (const dir of ['content', 'locales']) fs.cpSync(dir, path.join(repo, dir), { recursive: true });
    server = spawn(process.execPath, [require.resolve('decap-server')], {
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(PORT), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForOutput(server, /Proxy Server listening/, 'decap-server', 15_000);
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(repo, { recursive: true, force: true });
  });

  test('with no repository configured, it opens on the local backend that runs', async ({ page }) => {
    await openEditor(page, '', { repo: null });
    await expect(page.getByTestId('cms-setup')).toHaveCount(0);
  });

  test('an editor changes the monthly price: one line of business.json changes', async ({ page }) => {
    await openEditor(page, 'site');
    await page.getByRole('link', { name: 'Business', exact: true }).click();
    await page.getByLabel('Monthly', { exact: true }).fill('55');
    await publish(page);
    const business = 'content/site/business.json';
    expect(changedLines(original(business), await savedJson(business))).toEqual(['    "monthly": 55,']);
  });

  test('an editor changes a Dutch FAQ answer: one line changes, and the edited content still passes the content tests', async ({
    page,
  }) => {
    await openEditor(page, 'home');
    await page.getByRole('link', { name: 'FAQ', exact: true }).click();
    const item = page.getByText(firstQuestion, { exact: true }).locator('..');
    await item.locator('button').first().click();
    // Each text has its English and Dutch input side by side: the question's, then the answer's.
    const answer = 'Een vast bedrag per maand: {{monthlyPrice}}, exclusief btw. Opstartkosten zijn er niet.';
    await item.getByLabel('Nederlands').nth(1).fill(answer);
    await publish(page);
    const faq = 'content/home/faq.json';
    const saved = await savedJson(faq);
    expect(changedLines(original(faq), saved)).toEqual([`      "nl": ${JSON.stringify(answer)}`]);
    const items = JSON.parse(saved) as Array<{ answer: { nl: string } }>;
    expect(items[0]?.answer.nl).toBe(answer);

    // The content tests, run against the edited copy (with the new price from the test before).
    const jest = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '__tests__/unit/content.test.ts'], {
      env: { ...process.env, CONTENT_DIR: path.join(repo, 'content') },
      encoding: 'utf8',
    });
    expect([jest.status, jest.stderr.slice(-2000)]).toEqual([0, expect.stringContaining('passed')]);
  });

  test('a save that breaks a content rule is refused: an article with three sections', async ({ page }) => {
    await openEditor(page);
    await page.getByRole('link', { name: 'Local SEO articles (English)' }).click();
    await page.getByText(startOf(englishArticle.title)).first().click();
    const section = page.getByText(englishArticle.sections[0]!.heading, { exact: true }).locator('..');
    await section.locator('button').last().click();
    await publish(page);
    await expect(page.getByText(/must have exactly 4 item/i)).toBeVisible();
    expect(read(englishArticleFile)).toBe(original(englishArticleFile));
  });

  test('an editor adds a Dutch Local SEO article: a new file that the build takes as it is, with no code change', async ({ page }) => {
    // Three editor screens and a dozen fields: the time of three editor loads, like the previews below.
    test.slow();
    const dutchFolder = 'content/articles/local-seo/nl';
    const [model] = fs.readdirSync(file(dutchFolder)).sort();
    const source = JSON.parse(read(`${dutchFolder}/${model}`)) as LocalSeoArticleFile;
    await openEditor(page, 'local-seo-nl');
    await page.getByText(source.title).first().click();
    // An editor starts from an existing article: Decap's Duplicate keeps every field, the new one gets its own facts.
    await page.getByRole('button', { name: 'Published' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(/\/collections\/local-seo-nl\/new/);
    // The trade is offered by its Dutch name (from the trades file), and the copy keeps the source's.
    const tradeName = (JSON.parse(read('content/home/trades.json')) as Array<{ id: string; label: { nl: string } }>).find(
      (trade) => trade.id === source.trade,
    )!.label.nl;
    await expect(page.getByText(tradeName, { exact: true }).first()).toBeVisible();
    const slug = `${source.trade === 'plumber' ? 'loodgieter' : 'vakman'}-zwolle`;
    await page.getByLabel('ID', { exact: true }).fill('seo-4242');
    await page.getByLabel('Slug', { exact: true }).fill(slug);
    await page.getByLabel('City', { exact: true }).fill('Zwolle');
    await page.getByLabel('Title', { exact: true }).fill(`Zo vinden klanten in Zwolle je website, en bellen ze je`);
    await publish(page);
    const created = `${dutchFolder}/${slug}.json`;
    const article = JSON.parse(await savedJson(created)) as LocalSeoArticleFile;
    expect(article).toMatchObject({ id: 'seo-4242', language: 'nl', slug, city: 'Zwolle', category: 'local-seo', trade: source.trade });
    expect(Object.keys(article).filter((key) => key !== ORDER_KEY)).toEqual(Object.keys(source));
    const trades = (JSON.parse(read('content/home/trades.json')) as Array<{ id: string }>).map((trade) => trade.id);
    expect(contentProblems(localSeoArticleType.schema, article, { trades })).toEqual([]);
    // The page plan the build makes from the edited copy has its page, in the Dutch Local SEO listing.
    const sources = siteSources(path.join(repo, 'content'));
    const plan = planPages(sources);
    expect(plan.map((planned) => planned.path)).toContain(`/nl/blog/${slug}/`);
    expect(sources.articles.filter((candidate) => candidate.language === 'nl' && candidate.category === 'local-seo')).toHaveLength(
      fs.readdirSync(file(dutchFolder)).length,
    );
  });

  test("previews show an article, a Dutch post and a legal text in the site's own type, with the configured facts", async ({ page }) => {
    // Three editor loads of a 5 MB application, one after another, each preview rendered in its own frame.
    test.slow();
    const preview = page.frameLocator('iframe').first();
    const soon = expect.configure({ timeout: 20_000 });

    await openEditor(page, 'local-seo-en');
    await page.getByText(startOf(englishArticle.title)).first().click();
    const title = preview.getByRole('heading', { level: 1 });
    await soon(title).toHaveText(startOf(englishArticle.title));
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/Inter/);
    await soon(preview.getByRole('heading', { level: 2 }).first()).toContainText('1.');

    await openEditor(page, 'articles-nl');
    await page
      .getByText(startOf(String(dutchPost!.data.title)))
      .first()
      .click();
    const published = dutchPost!.data.date instanceof Date ? dutchPost!.data.date.toISOString().slice(0, 10) : String(dutchPost!.data.date);
    await soon(preview.getByText(formatDate(published, 'nl'))).toBeVisible();
    await soon(preview.getByText('Conclusie', { exact: true })).toBeVisible();

    await openEditor(page, 'legal-en');
    await page.getByText(String(englishTerms!.data.title), { exact: true }).first().click();
    // <HourlyRate /> is filled in as the page fills it.
    await soon(preview.locator('body')).toContainText(formatMoney(business.pricing.hourlyRate, 'en'));
    await soon(preview.locator('body')).not.toContainText('<HourlyRate');
  });
});
