import { spawn, spawnSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import matter from 'gray-matter';
import {
  entryProblems,
  generalArticleSchema,
  localSeoArticleType,
  type LocalSeoArticleFile,
  type TestimonialItem,
} from '../../src/lib/content-model';
import { REVIEW_COUNT } from '../../src/lib/markets';
import { readContentTree } from '../../src/node/cms';
import { contentSnapshot } from '../../src/node/content-snapshot';
import { planPages } from '../../src/lib/page-plan';
import { localSeoArticleText, wordCount } from '../../src/lib/articles';
import { readMdx, siteSources } from '../support/content';
import { formatDate, formatMoney } from '../../src/lib/format';
import business from '../../content/site/business.json';
import { waitForOutput } from '../support/process-output';
import { CONTENT_ICON_NAMES, type ContentIconName } from '../../src/lib/content-icons';
import { humanize } from '../../src/cms/fields';

/**
 * The content editor at /admin/ (Decap CMS from the build) against its local backend (decap-server) on loopback,
 * over a temporary copy of content/ and locales/: what an editor saves lands in the files, in the site's own format,
 * and a save that breaks a content rule is refused.
 */
// Beside this run's site port (E2E_PORT), so runs side by side do not share a backend.
const PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1000 : 8093;
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
async function serveConfig(page: Page | BrowserContext, localBackend: string, repo: () => string | null) {
  await page.route('**/admin/config.yml', async (route) => {
    const config = (await (await route.fetch()).json()) as { backend: { repo?: string }; local_backend: unknown };
    config.local_backend = { url: localBackend };
    const configured = repo();
    if (configured === null) delete config.backend.repo;
    else config.backend.repo ??= configured;
    return route.fulfill({ json: config });
  });
}

/** The repository the editor's configuration names in the next load (null: none, as a build outside Netlify may). */
let configuredRepo: string | null = 'tradecraft-web/site';

/** Loads the editor afresh at a collection (`home`) or the start, signing in to the local backend when asked. */
async function openEditor(page: Page, collection = '', { repo = 'tradecraft-web/site' as string | null } = {}) {
  configuredRepo = repo;
  // A fresh document: Decap keeps an open entry's state across in-page navigation.
  await page.goto('about:blank');
  await page.goto(`/admin/${collection ? `#/collections/${collection}` : ''}`);
  const login = page.getByRole('button', { name: 'Login' });
  const sidebar = page.getByRole('link', { name: 'Business and prices' });
  // However long the editor's application takes to start on this machine: the test's own time bounds it.
  await expect(login.or(sidebar)).toBeVisible({ timeout: 0 });
  if (await login.isVisible()) await login.click();
  await expect(sidebar).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

/** What the build's check says of a file of the edited copy, against the rest of the copy (the function the build calls). */
function buildSays(relative: string): string[] {
  const text = read(relative);
  const data = relative.endsWith('.json') ? (JSON.parse(text) as Record<string, unknown>) : matter(text).data;
  return entryProblems({ file: relative, data }, contentSnapshot(readContentTree(repo)));
}

/** The keys of Decap's local backups (localForage's default IndexedDB store): `backup.{collection}[.{slug}]`. */
const localBackupKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const request = indexedDB.open('localforage');
        request.onerror = () => resolve([]);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('keyvaluepairs')) {
            database.close();
            return resolve([]);
          }
          const keys = database.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys();
          keys.onsuccess = () => {
            database.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );

/** The choices of the open reference menu (Decap's relation widget, a react-select) the page holds now. */
const menuChoices = (page: Page) => page.locator('[id*="-option-"]');

/**
 * Every choice of the open reference menu, in its order: Decap draws only the choices in sight (react-window), so the
 * menu is scrolled to its end, each choice read with its place in the menu (its id ends with it).
 */
async function allMenuChoices(page: Page): Promise<string[]> {
  await expect(menuChoices(page).first()).toBeVisible();
  const byPlace = new Map<number, string>();
  for (let screen = 0; screen < 100; screen++) {
    const inSight = await menuChoices(page).evaluateAll((options) =>
      options.map((option) => [Number(option.id.replace(/^.*-option-/, '')), option.textContent ?? ''] as const),
    );
    for (const [place, label] of inSight) byPlace.set(place, label);
    const scrolled = await menuChoices(page)
      .first()
      .evaluate(async (option) => {
        let list = option.parentElement;
        const scrolls = (element: HTMLElement) => /auto|scroll/.test(getComputedStyle(element).overflowY);
        while (list && !(scrolls(list) && list.scrollHeight > list.clientHeight)) list = list.parentElement;
        if (!list) return false;
        const before = list.scrollTop;
        list.scrollTop += list.clientHeight;
        // The list draws the choices now in sight on its next frame.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return list.scrollTop !== before;
      });
    if (!scrolled) break;
  }
  return [...byPlace].sort(([a], [b]) => a - b).map(([, label]) => label);
}

/** Fills a text field of the open entry (its first input of that label: the list's own items are labelled alike). */
async function fill(page: Page, label: string | RegExp, value: string) {
  await page.getByLabel(label, { exact: true }).first().fill(value);
}

test.describe('the content editor with nowhere to save', () => {
  test("says how to start it or connect GitHub, in the site's style, on a phone too", async ({ page }) => {
    // No repository, and nothing listening where the local backend would be.
    await serveConfig(page, 'http://127.0.0.1:9/api/v1', () => null);
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

/**
 * The editor's session: one browser context for the serial tests below, so the editor's application (megabytes of
 * script) is fetched and compiled once, then reloaded from the browser's cache for each test's fresh document.
 */
const editorTest = test.extend<object, { editor: Page }>({
  editor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      // The build's configuration, pointed at this run's backend (and given a repository where the build knew none).
      await serveConfig(context, `http://127.0.0.1:${PORT}/api/v1`, () => configuredRepo);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

editorTest.describe('the content editor', () => {
  editorTest.describe.configure({ mode: 'serial' });
  editorTest.skip(({ isMobile }) => isMobile, 'editors work on a desktop');

  // The skip above is decided per test: a phone project's worker would still start a second backend on the same port.
  editorTest.beforeAll(async () => {
    if (editorTest.info().project.use.isMobile) return;
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-repo-'));
    for (const dir of ['content', 'locales']) fs.cpSync(dir, path.join(repo, dir), { recursive: true });
    server = spawn(process.execPath, [require.resolve('decap-server')], {
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: String(PORT), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForOutput(server, /Proxy Server listening/, 'decap-server', 15_000);
  });

  editorTest.afterAll(() => {
    server?.kill();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });

  editorTest('with no repository configured, it opens on the local backend that runs', async ({ editor: page }) => {
    await openEditor(page, '', { repo: null });
    await expect(page.getByTestId('cms-setup')).toHaveCount(0);
  });

  editorTest(
    'an editor changes the monthly price: one line of business.json changes; typed back, the old price is saved again',
    async ({ editor: page }) => {
      await openEditor(page, 'site');
      await page.getByRole('link', { name: 'Business', exact: true }).click();
      const monthly = page.getByLabel('Monthly', { exact: true });
      await monthly.fill('55');
      const form = await monthly.elementHandle();
      await publish(page);
      const business = 'content/site/business.json';
      expect(changedLines(original(business), await savedJson(business))).toEqual(['    "monthly": 55,']);
      // The form opens again from the saved file: the price typed back to what it was is a change to publish, not
      // "Published" (Decap compares with the entry as it last loaded it).
      await expect.poll(() => form!.evaluate((input) => input.isConnected)).toBe(false);
      await expect(monthly).toHaveValue('55');
      await monthly.fill(String((JSON.parse(original(business)) as { pricing: { monthly: number } }).pricing.monthly));
      await publish(page);
      await expect.poll(() => read(business), { timeout: 15_000 }).toBe(original(business));
    },
  );

  editorTest(
    'an editor changes a Dutch FAQ answer: one line changes, and the edited content still passes the content tests',
    async ({ editor: page }) => {
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

      // The content tests, run against the edited copy.
      const jest = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '__tests__/unit/content.test.ts'], {
        env: { ...process.env, CONTENT_DIR: path.join(repo, 'content') },
        encoding: 'utf8',
      });
      expect([jest.status, jest.stderr.slice(-2000)]).toEqual([0, expect.stringContaining('passed')]);
    },
  );

  editorTest('a save that breaks a content rule is refused: an article with three sections', async ({ editor: page }) => {
    await openEditor(page);
    await page.getByRole('link', { name: 'Local SEO articles (English)' }).click();
    await page.getByText(startOf(englishArticle.title)).first().click();
    const section = page.getByText(englishArticle.sections[0]!.heading, { exact: true }).locator('..');
    await section.locator('button').last().click();
    await publish(page);
    await expect(page.getByText(/must have exactly 4 item/i)).toBeVisible();
    expect(read(englishArticleFile)).toBe(original(englishArticleFile));
  });

  editorTest(
    "an editor adds a Dutch Local SEO article: refused while it is too short, in the build's words; then a new file the build takes",
    async ({ editor: page }) => {
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
      // No number to find: the slug is the article's address and its name.
      await expect(page.getByLabel('ID', { exact: true })).toHaveCount(0);
      await fill(page, /^(Slug|Address \(slug\))$/, slug);
      await fill(page, 'City', 'Zwolle');
      await fill(page, 'Title', 'Zo vinden klanten in Zwolle je website, en bellen ze je');
      // A short text: the opening, the first two sections and the conclusion cut down, under the build's four-minute read.
      const short = {
        intro: 'Een korte opening over dakwerk in Zwolle.',
        conclusion: 'Kort gezegd: een goede website levert vakmensen in Zwolle meer telefoontjes op.',
        section:
          'Een goede website voor een vakman in Zwolle laat meteen zien wat je doet, waar je werkt en hoe klanten je bellen. Houd de tekst kort en duidelijk, met echte foto van je eigen werk en je telefoonnummer bovenaan.',
      };
      const sectionContents = async (texts: readonly string[]) => {
        // The open sections' texts, in order (a folded section keeps its inputs, hidden).
        for (const [index, text] of texts.entries())
          await page.getByLabel('Content', { exact: true }).filter({ visible: true }).nth(index).fill(text);
      };
      // Sections are folded to their headings: unfold the first two.
      for (const section of source.sections.slice(0, 2))
        await page.getByText(section.heading, { exact: true }).locator('..').locator('button').first().click();
      await fill(page, 'Intro', short.intro);
      await fill(page, 'Conclusion', short.conclusion);
      await sectionContents([short.section, short.section]);
      await publish(page);
      // The words the build counts (the same function), and the sentence it refuses them with.
      const words = wordCount(
        localSeoArticleText({
          ...short,
          cta: source.cta,
          sections: source.sections.map((section, index) => (index < 2 ? { ...section, content: short.section } : section)),
        }),
      );
      expect(words).toBeLessThan(601);
      await expect(
        page.getByText(`the text is ${words} words: a Local SEO article reads in 4 to 8 minutes (601 to 1,600 words)`).first(),
      ).toBeVisible();
      const created = `${dutchFolder}/${slug}.json`;
      expect(fs.existsSync(file(created))).toBe(false);

      // The texts back: published, a new file the build takes, its keys in the model's order.
      await fill(page, 'Intro', source.intro);
      await fill(page, 'Conclusion', source.conclusion);
      await sectionContents(source.sections.slice(0, 2).map((section) => section.content));
      // Decap keeps a backup of the new article while it is typed (in case the tab closes)…
      await expect.poll(() => localBackupKeys(page)).toContain('backup.local-seo-nl');
      await publish(page);
      const article = JSON.parse(await savedJson(created)) as LocalSeoArticleFile;
      // …which goes with the save: the next new or duplicated article is not offered this one's text to restore into
      // its form (the next test looks again, past Decap's 2-second backup timer).
      await expect.poll(() => localBackupKeys(page)).not.toContain('backup.local-seo-nl');
      expect(article).toMatchObject({ language: 'nl', slug, city: 'Zwolle', category: 'local-seo', trade: source.trade });
      expect(Object.keys(article)).toEqual(Object.keys(localSeoArticleType.schema.fields));
      expect(buildSays(created)).toEqual([]);
      // The page plan the build makes from the edited copy has its page, in the Dutch Local SEO listing.
      const sources = siteSources(path.join(repo, 'content'));
      const plan = planPages(sources);
      expect(plan.map((planned) => planned.path)).toContain(`/nl/blog/${slug}/`);
      expect(sources.articles.filter((candidate) => candidate.language === 'nl' && candidate.category === 'local-seo')).toHaveLength(
        fs.readdirSync(file(dutchFolder)).length,
      );
    },
  );

  editorTest(
    'an editor writes a new English post from an empty form: the body starts valid, the conclusion box has its field, the build takes the file',
    async ({ editor: page }) => {
      await openEditor(page, 'articles-en');
      // The Dutch article the test before saved left no backup behind, however long after.
      expect(await localBackupKeys(page)).not.toContain('backup.local-seo-nl');
      await page.getByRole('link', { name: 'Create entry of type Article (English)' }).click();
      const slug = 'roof-leaks-and-your-website';
      // No number to look up: the slug is the post's address and its name.
      await expect(page.getByLabel('ID', { exact: true })).toHaveCount(0);
      await fill(page, /^(Slug|Address \(slug\))$/, slug);
      await fill(page, 'Title', 'Roof leaks, busy phones and your website');
      await fill(
        page,
        'Excerpt',
        'When it rains, roofers get calls. A website that answers the first questions keeps the right ones coming.',
      );
      await fill(
        page,
        'Meta description',
        'How a roofer’s website turns a rainy week of calls into booked jobs: clear services, a phone number and real photos.',
      );
      for (const keyword of ['roofer website', 'roof repair leads', 'roofing marketing', 'website for roofers', 'local roofer']) {
        await page.getByRole('button', { name: 'Add keyword' }).click();
        await page.getByLabel('Keyword', { exact: true }).last().fill(keyword);
      }
      await page.getByLabel('Category', { exact: true }).click();
      await page.getByText('website-tips', { exact: true }).click();
      await fill(page, 'Author', 'Sanne de Vries');
      // A new entry's date starts empty; it is typed as its hint says, YYYY-MM-DD.
      await fill(page, 'Date', '2026-03-02');
      const conclusion = 'Rain brings calls.\n\n[Get in touch](/#contact) and we will make sure your site answers them.';
      await fill(page, 'Conclusion', conclusion);
      // The body: Decap's raw Markdown editor (an editable region its label does not name), empty and valid as it is.
      await page.locator('.cms-editor-raw [contenteditable="true"]').click();
      const opening = '## What callers want\n\nA phone number, a price range and photos of real roofs.';
      await page.keyboard.type(opening);
      // Too short for a post: refused before saving, in the words of the model's rule (the same count).
      await publish(page);
      const words = wordCount(`${opening} ${conclusion}`);
      await expect(page.getByText(`the text is ${words} words: a post reads in at least 3 minutes`).first()).toBeVisible();
      // The rest of the text, pasted (typed key by key it would take the test's time).
      const rest = Array.from(
        { length: 50 },
        (_, index) => `In week ${index + 1} of the rain, callers asked about prices, photos and the phone number first.`,
      ).join(' ');
      await page.locator('.cms-editor-raw [contenteditable="true"]').evaluate((body, text) => {
        const pasted = new DataTransfer();
        pasted.setData('text/plain', text);
        body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: pasted, bubbles: true, cancelable: true }));
      }, `\n\n${rest}`);
      await expect(
        page
          .frameLocator('iframe')
          .first()
          .getByText(/In week 50 of the rain/),
      ).toBeVisible();
      await publish(page);
      const created = `content/articles/general/en/${slug}.mdx`;
      await expect
        .poll(() => fs.existsSync(file(created)) && read(created).includes('photos of real roofs'), { timeout: 15_000 })
        .toBe(true);
      const { data, content } = matter(read(created));
      // The model's order, the conclusion last; nothing of the editor's own fields in the file.
      expect(Object.keys(data)).toEqual(Object.keys(generalArticleSchema.fields).filter((key) => key in data));
      expect(Object.keys(data)).toEqual([
        'language',
        'slug',
        'title',
        'excerpt',
        'metaDescription',
        'keywords',
        'category',
        'author',
        'date',
        'conclusion',
      ]);
      expect(data.conclusion).toContain('[Get in touch](/#contact)');
      expect(content).toContain('## What callers want');
      expect(buildSays(created)).toEqual([]);
    },
  );

  // One preview a test: each opens the editor once.
  editorTest("an article's preview shows it in the site's own type", async ({ editor: page }) => {
    const preview = page.frameLocator('iframe').first();
    await openEditor(page, 'local-seo-en');
    await page.getByText(startOf(englishArticle.title)).first().click();
    const title = preview.getByRole('heading', { level: 1 });
    // The preview frame draws once the editor has loaded the entry: however long that takes, the test's time bounds it.
    await expect(title).toHaveText(startOf(englishArticle.title), { timeout: 0 });
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/Inter/);
    await expect(preview.getByRole('heading', { level: 2 }).first()).toContainText('1.');
  });

  editorTest("a Dutch post's preview shows its Dutch date and its conclusion box", async ({ editor: page }) => {
    const preview = page.frameLocator('iframe').first();
    await openEditor(page, 'articles-nl');
    await page
      .getByText(startOf(String(dutchPost!.data.title)))
      .first()
      .click();
    const published = dutchPost!.data.date instanceof Date ? dutchPost!.data.date.toISOString().slice(0, 10) : String(dutchPost!.data.date);
    await expect(preview.getByText(formatDate(published, 'nl'))).toBeVisible({ timeout: 0 });
    await expect(preview.getByText('Conclusie', { exact: true })).toBeVisible();
  });

  editorTest("a legal text's preview fills in the configured facts", async ({ editor: page }) => {
    const preview = page.frameLocator('iframe').first();
    await openEditor(page, 'legal-en');
    await page.getByText(String(englishTerms!.data.title), { exact: true }).first().click();
    // <HourlyRate /> is filled in as the page fills it.
    await expect(preview.locator('body')).toContainText(formatMoney(business.pricing.hourlyRate, 'en'), { timeout: 0 });
    await expect(preview.locator('body')).not.toContainText('<HourlyRate');
  });

  editorTest(
    "an editor picks a trade's icon from its pictures with the keyboard: the file saves the icon's name",
    async ({ editor: page }, testInfo) => {
      const trades = JSON.parse(original('content/home/trades.json')) as Array<{ label: { en: string }; icon: string }>;
      const trade = trades[0]!;
      const next = CONTENT_ICON_NAMES[(CONTENT_ICON_NAMES.indexOf(trade.icon as ContentIconName) + 1) % CONTENT_ICON_NAMES.length]!;
      await openEditor(page, 'home');
      await page.getByRole('link', { name: 'Trades', exact: true }).click();
      const item = page.getByText(trade.label.en, { exact: true }).locator('..');
      await item.locator('button').first().click();
      const icons = page.getByRole('radiogroup', { name: 'Icon' }).first();
      // Every choice is a picture with its name; the trade's own icon is the chosen one.
      await expect(icons.getByRole('radio')).toHaveCount(CONTENT_ICON_NAMES.length);
      await expect
        .poll(() =>
          icons.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
        )
        .toBe(CONTENT_ICON_NAMES.length);
      const chosen = icons.getByRole('radio', { checked: true });
      await expect(chosen).toHaveAccessibleName(humanize(trade.icon));
      await chosen.focus();
      await page.keyboard.press('ArrowRight');
      await expect(icons.getByRole('radio', { name: humanize(next), exact: true })).toBeChecked();
      await testInfo.attach('trade-icon-picker', { body: await page.screenshot(), contentType: 'image/png' });
      await publish(page);
      const saved = 'content/home/trades.json';
      // The icon's line, with the comma a trade's next field (its website preview) puts after it.
      expect(changedLines(original(saved), await savedJson(saved))).toEqual([`    "icon": "${next}",`]);
    },
  );

  editorTest(
    "the home page's reviews: an editor sees which are shown; a market with one too few, and a reviewer named like another, are refused before saving",
    async ({ editor: page }, testInfo) => {
      const reviewsFile = 'content/home/testimonials.json';
      const reviews = JSON.parse(original(reviewsFile)) as TestimonialItem[];
      const review = reviews.find((candidate) => candidate.onHomePage === true)!;
      const ticked = reviews.filter((candidate) => candidate.market === review.market && candidate.onHomePage === true).length;
      await openEditor(page, 'home');
      await page.getByRole('link', { name: 'Reviews', exact: true }).click();
      const summary = `★ on home · ${review.name}, ${review.company}`;
      await expect(page.getByText(summary, { exact: true })).toBeVisible();
      await page.getByText(summary, { exact: true }).locator('..').locator('button').first().click();
      // Decap's toggle is a role="switch" its label names through `for`.
      const toggleId = await page.locator('label', { hasText: 'Show on the home page' }).first().getAttribute('for');
      const shown = page.locator(`[id="${toggleId}"]`);
      await expect(shown).toBeChecked();
      await shown.click();
      await testInfo.attach('review-form', { body: await page.screenshot(), contentType: 'image/png' });
      await publish(page);
      // The market's home page would show one review too few: the build's own sentence, before saving.
      await expect(
        page
          .getByText(
            `the home page in "${review.market}" shows ${REVIEW_COUNT} reviews: ${ticked - 1} ${ticked - 1 === 1 ? 'is' : 'are'} chosen`,
          )
          .first(),
      ).toBeVisible();
      await shown.click();

      // A new reviewer whose name is a letter away from a person another page names (the plumber page's first story).
      const [other] = JSON.parse(original('content/plumber/testimonials.json')) as TestimonialItem[];
      const [first, ...surname] = other!.name.split(' ');
      const lookalike = `${first!.slice(0, -1)}${first!.endsWith('x') ? 'y' : 'x'} ${surname.join(' ')}`;
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByLabel('Name', { exact: true }).filter({ visible: true }).last().fill(lookalike);
      await publish(page);
      // Named by where the editor finds the other person: their page and business, not a file.
      const refusal = page.getByText(
        `"${other!.name}" (Plumber page → Success stories: ${other!.company}) and "${lookalike}" (these reviews)`,
      );
      await expect(refusal.first()).toBeVisible();
      await expect(refusal.first()).toHaveCSS('text-transform', 'none');
      expect(read(reviewsFile)).toBe(original(reviewsFile));
    },
  );

  editorTest(
    'a Dutch post names the English post it translates by choosing it from a list of titles; a second translation of one post is refused',
    async ({ editor: page }) => {
      // The posts of the edited copy, which the tests before added to.
      const english = readMdx(file('content/articles/general/en'));
      const translated = english.find((doc) => doc.data.slug === dutchPost!.data.translationOf)!;
      // Another English post that has its Dutch translation already (not every English post has one).
      const translatedSlugs = new Set(readMdx(file('content/articles/general/nl')).map((doc) => doc.data.translationOf));
      const other = english.find((doc) => doc !== translated && translatedSlugs.has(doc.data.slug))!;
      await openEditor(page, 'articles-nl');
      await page
        .getByText(startOf(String(dutchPost!.data.title)))
        .first()
        .click();
      // The field shows the English post it translates by its title, not by a slug or a number.
      const translationOf = page.getByLabel(/^Translation of/);
      await expect(page.getByText(String(translated.data.title), { exact: true })).toBeVisible();
      // Its menu offers every English post, sorted by title, those with a Dutch translation (but this one's) marked.
      await translationOf.click();
      const marked = (doc: (typeof english)[number]) =>
        `${String(doc.data.title)}${doc !== translated && translatedSlugs.has(doc.data.slug) ? ' — already translated' : ''}`;
      await expect(menuChoices(page).first()).toBeVisible();
      expect(await allMenuChoices(page)).toEqual(
        english.map(marked).sort(new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare),
      );
      // The post is found by typing its title, as an editor would in a long menu.
      await translationOf.fill(String(other.data.title).slice(0, 20));
      await menuChoices(page).getByText(marked(other), { exact: true }).click();
      await publish(page);
      // That post has its Dutch translation already: the editor's build check refuses the second, naming both posts by
      // their titles (from the snapshot of the content the build wrote), and the file stays as it was.
      const existing = readMdx('content/articles/general/nl').find((doc) => doc.data.translationOf === other.data.slug)!;
      await expect(
        page.getByText(`"${String(other.data.title)}" has its Nederlands translation already: "${String(existing.data.title)}"`).first(),
      ).toBeVisible();
      const saved = path.relative(process.cwd(), dutchPost!.file);
      expect(read(saved)).toBe(original(saved));
    },
  );

  editorTest(
    "a Local SEO article's Trade menu lists every trade, sorted by name; a date typed key by key keeps the preview drawing",
    async ({ editor: page }) => {
      // More trades than Decap shows of a menu unless told (20), written into the copy as an editor would add them.
      const tradesFile = 'content/home/trades.json';
      const before = read(tradesFile);
      const trades = JSON.parse(before) as Array<{ id: string; label: { en: string; nl: string } }>;
      const extra = [
        'Zinc roofer',
        'Blacksmith',
        'Mason',
        'Upholsterer',
        'Chimney sweep',
        'Tiler',
        'Farrier',
        'Welder',
        'Arborist',
        'Signwriter',
      ];
      const longer = [
        ...trades,
        ...extra.map((label, index) => ({ ...trades[0]!, id: `extra-trade-${index}`, label: { en: label, nl: label } })),
      ];
      fs.writeFileSync(file(tradesFile), `${JSON.stringify(longer, null, 2)}\n`);
      try {
        await openEditor(page, 'local-seo-en');
        await page.getByText(startOf(englishArticle.title)).first().click();
        const preview = page.frameLocator('iframe').first();
        await expect(preview.getByRole('heading', { level: 1 })).toHaveText(startOf(englishArticle.title), { timeout: 0 });
        await page.getByLabel('Trade', { exact: true }).click();
        const labels = longer.map((trade) => trade.label.en).sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare);
        expect(labels.length).toBeGreaterThan(20);
        expect(await allMenuChoices(page)).toEqual(labels);
        await page.keyboard.press('Escape');

        // The date typed one key at a time: the preview shows what is typed, then the date as the page writes it.
        const date = page.getByLabel('Date', { exact: true });
        await date.fill('');
        await date.pressSequentially(englishArticle.date);
        await expect(preview.getByText(formatDate(englishArticle.date, 'en'), { exact: true })).toBeVisible();
        await expect(preview.getByRole('heading', { level: 1 })).toHaveText(startOf(englishArticle.title));
      } finally {
        fs.writeFileSync(file(tradesFile), before);
      }
    },
  );
});
