/**
 * What an editor saves passes the project's own checks (issue 57): a copy of the repository gets a new trade, a Dutch
 * Local SEO article for it in a town with no drawn skyline, a general post in each language, another choice of home
 * reviews and a new monthly price, each written through the editor's own formats (src/cms/json-format.ts,
 * src/cms/mdx-format.ts). The copy is built for production and its pages are read with a parser, and its unit tests and
 * spell check run on it as they run on the repository. The names are chosen at run time (./content.ts), so nothing an
 * editor adds later collides with them; nothing here names an id or a cover.
 */
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { type HTMLElement, parse } from 'node-html-parser';
import { ORDER_KEY, newFileShape, readJsonFile, writeJsonFile } from '../../src/cms/json-format';
import { writeMdxFile } from '../../src/cms/mdx-format';
import { FONT_CACHE } from '../../src/node/font-subset';
import { DRAWING_CACHE } from '../../src/node/raster';
import { localSeoArticleType } from '../../src/lib/content-model';
import { articlePath, pagePath } from '../../src/lib/routes';
import { CITY_SKYLINES } from '../../src/node/covers';
import { formatMoney } from '../../src/lib/format';
import { homePageReviews } from '../../src/lib/markets';
import { editorAdditions } from './content';
import { describeScriptOnlyChange } from './script-only-change';

const ROOT = path.resolve(__dirname, '../..');
let copy: string;
const additions = editorAdditions(ROOT);
const { trade: NEW_TRADE, cityArticle: NEW_CITY_ARTICLE, reviews: REVIEWS, posts: POSTS, monthlyPrice: NEW_MONTHLY_PRICE } = additions;

const read = (relative: string) => fs.readFileSync(path.join(copy, relative), 'utf8');
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(copy, relative)), { recursive: true });
  fs.writeFileSync(path.join(copy, relative), text);
};

type Item = Record<string, unknown>;

/** A file as the editor holds it (a list as { items }), changed by `edit`, written back as the editor writes it. */
function editFile(relative: string, edit: (held: Item) => Item) {
  write(relative, writeJsonFile(edit(readJsonFile(read(relative)))));
}
const editList = (relative: string, edit: (items: Item[]) => Item[]) =>
  editFile(relative, (held) => ({ ...held, items: edit(held.items as Item[]) }));

/** A built page of the copy, by its address. */
function page(address: string): HTMLElement {
  const file = path.join(copy, 'public', address, 'index.html');
  expect([address, fs.existsSync(file)]).toEqual([address, true]);
  return parse(fs.readFileSync(file, 'utf8'));
}

const optionValues = (document: HTMLElement, selector: string) =>
  document.querySelectorAll(`${selector} option`).map((option) => option.getAttribute('value'));

/** A command run in the copy: its exit code and what it printed. */
interface Run {
  code: number | null;
  output: string;
}
function runInCopy(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
let unitTests: Run;
let spelling: Run;

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-content-'));
  // The repository as committed and as it stands (tracked and new files, not what git ignores), with its packages.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)) && !fs.lstatSync(path.join(ROOT, file)).isSymbolicLink());
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The site's own caches from the build before, as Netlify restores Gatsby's cache folder for the build of an
  // editor's commit: drawings and the font subset are kept by their content, so what the editor
  // added is drawn anew and the rest is not drawn twice in one `npm test`. Gatsby's own caches stay out: they go with
  // its state, which a copy does not have.
  for (const cache of [DRAWING_CACHE, FONT_CACHE]) {
    if (fs.existsSync(path.join(ROOT, cache))) fs.cpSync(path.join(ROOT, cache), path.join(copy, cache), { recursive: true });
  }

  // Home page → Trades: a new trade, last in the list.
  editList('content/home/trades.json', (items) => [...items, NEW_TRADE]);
  // Home page → Reviews: one review of a market unticked and another ticked (a new one, if the market has no other).
  editList('content/home/testimonials.json', REVIEWS.edit);
  // Business and prices: a new monthly price.
  editFile('content/site/business.json', (business) => ({
    ...business,
    pricing: { ...(business.pricing as Item), monthly: NEW_MONTHLY_PRICE },
  }));
  // Local SEO articles (Dutch) → New: the collection's default shape gives a new file the model's key order.
  write(
    `content/articles/local-seo/nl/${NEW_CITY_ARTICLE.slug}.json`,
    writeJsonFile({ ...NEW_CITY_ARTICLE, [ORDER_KEY]: newFileShape(localSeoArticleType.schema) }),
  );
  // Articles (English) → New, then Articles (Dutch) → New with "Translation of" chosen.
  write(`content/articles/general/en/${POSTS.en.slug}.mdx`, writeMdxFile(POSTS.en));
  write(`content/articles/general/nl/${POSTS.nl.slug}.mdx`, writeMdxFile(POSTS.nl));

  // The production build of the copy, as Netlify builds a commit an editor saved, beside the spell check CI runs on
  // that commit; then its unit tests, after the build: some time their answers (a store given 100 ms), which a build
  // on the other core would slow past their limits.
  const [build, words] = await Promise.all([
    runInCopy(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], { GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }),
    runInCopy('npm', ['run', '--silent', 'test:spelling']),
  ]);
  spelling = words;
  unitTests = await runInCopy(process.execPath, [require.resolve('jest/bin/jest'), '--ci', '--silent'], { NODE_ENV: 'test' });
  if (build.code !== 0) throw new Error(`gatsby build of the edited copy failed (${build.code}):\n${build.output.slice(-6000)}`);
}, 15 * 60_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** The cover image of an article page, which must exist in the build. */
function coverOf(document: HTMLElement): string {
  const cover = document.querySelectorAll('img').find((image) => /\/images\/articles\//.test(image.getAttribute('src') ?? ''));
  expect(cover).toBeDefined();
  const source = cover!.getAttribute('src')!;
  expect(fs.existsSync(path.join(copy, 'public', source))).toBe(true);
  return source;
}

describe('content added in the editor passes the checks CI runs on its commit', () => {
  it('the unit tests pass on the edited copy', () => {
    expect([unitTests.code, unitTests.code === 0 ? '' : unitTests.output.slice(-6000)]).toEqual([0, '']);
  });

  it('the spell check passes on the edited copy', () => {
    expect([spelling.code, spelling.code === 0 ? '' : spelling.output.slice(-6000)]).toEqual([0, '']);
  });
});

describe('content added in the editor, after the next build', () => {
  it('the new general post has its page in each language, linked as translations, each with its cover', () => {
    const english = page(articlePath('en', POSTS.en.slug));
    const dutch = page(articlePath('nl', POSTS.nl.slug));
    expect(english.querySelector('h1')!.text.trim()).toBe(POSTS.en.title);
    expect(dutch.querySelector('h1')!.text.trim()).toBe(POSTS.nl.title);
    expect(english.querySelector('link[rel="alternate"][hreflang="nl"]')!.getAttribute('href')).toMatch(
      new RegExp(`${articlePath('nl', POSTS.nl.slug)}$`),
    );
    for (const document of [english, dutch]) {
      // A cover drawn with no motif chosen (the category's default), and its social image.
      coverOf(document);
      const social = document.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
      expect(fs.existsSync(path.join(copy, 'public', new URL(social).pathname))).toBe(true);
    }
    // The conclusion box shows its own field, and each language's blog lists its post.
    expect(english.text).toContain(POSTS.en.conclusion.split('[')[0]!.trim());
    expect(dutch.text).toContain(POSTS.nl.conclusion.split('[')[0]!.trim());
    expect(page(pagePath('blog', 'en')).text).toContain(POSTS.en.title);
    expect(page(pagePath('blog', 'nl')).text).toContain(POSTS.nl.title);
  });

  it('the new trade is on both home pages, in the intake, the calculator and the quote form, by its name', () => {
    for (const language of ['en', 'nl'] as const) {
      const home = page(pagePath('home', language));
      const tiles = home.querySelectorAll('[data-testid="trades"] li').map((tile) => tile.text.trim());
      expect(tiles).toContain(NEW_TRADE.label[language]);
      expect(optionValues(home, 'select[name="industry"]')).toContain(NEW_TRADE.id);
      const options = home.querySelectorAll('select option').filter((option) => option.getAttribute('value') === NEW_TRADE.id);
      // The intake's and the home calculator's lists both offer it, by its name in the page's language.
      expect(options.map((option) => option.text.trim())).toEqual([NEW_TRADE.label[language], NEW_TRADE.label[language]]);
      const plumber = page(pagePath('plumber', language));
      expect(optionValues(plumber, 'select[name="businessType"]')).toContain(NEW_TRADE.id);
    }
  });

  it("the website preview knows the new trade's own texts in both languages", () => {
    for (const language of ['en', 'nl'] as const) {
      const address = pagePath('preview', language);
      const data = fs.readFileSync(path.join(copy, 'public', 'page-data', address === '/' ? 'index' : address, 'page-data.json'), 'utf8');
      expect(data).toContain(NEW_TRADE.preview.headline[language]);
      expect(data).toContain(NEW_TRADE.preview.role[language]);
    }
  });

  it('the Dutch Local SEO article for the new trade, in a town with no drawn skyline, has its page and a generated cover', () => {
    expect(CITY_SKYLINES).not.toContain(NEW_CITY_ARTICLE.city);
    const article = page(articlePath('nl', NEW_CITY_ARTICLE.slug));
    expect(article.querySelector('h1')!.text.trim()).toBe(NEW_CITY_ARTICLE.title);
    // The README's promise: a town the site has not drawn still gets its cover (a Dutch town drawn from its name).
    const cover = coverOf(article);
    expect(fs.statSync(path.join(copy, 'public', cover)).size).toBeGreaterThan(0);
    const social = article.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(fs.existsSync(path.join(copy, 'public', new URL(social).pathname))).toBe(true);
    expect(page('/nl/blog/categorie/lokale-seo/').text).toContain(NEW_CITY_ARTICLE.title);
  });

  it("the market's home page shows the reviews now ticked, as many as before", () => {
    const edited = REVIEWS.edit(JSON.parse(fs.readFileSync(path.join(ROOT, 'content/home/testimonials.json'), 'utf8')) as Item[]);
    const chosen = homePageReviews(edited as Array<{ market: string; onHomePage?: boolean; name?: unknown }>, REVIEWS.market);
    const reviews = page(pagePath('home', REVIEWS.market))
      .querySelectorAll('[data-testid="testimonial"]')
      .map((review) => review.text);
    expect(reviews).toHaveLength(chosen.length);
    expect(reviews.some((text) => text.includes(REVIEWS.ticked))).toBe(true);
    expect(reviews.some((text) => text.includes(REVIEWS.unticked))).toBe(false);
  });

  it('the new monthly price is on every page that shows the price, in each language', () => {
    for (const language of ['en', 'nl'] as const) {
      const price = formatMoney(NEW_MONTHLY_PRICE, language);
      for (const address of [pagePath('home', language), pagePath('plumber', language)])
        expect([address, page(address).text.includes(price)]).toEqual([address, true]);
    }
    // The banner under an article.
    expect(page(articlePath('nl', NEW_CITY_ARTICLE.slug)).text).toContain(formatMoney(NEW_MONTHLY_PRICE, 'nl'));
  });
});

// Last: it builds the copy again, after the tests above have read its first build.
describeScriptOnlyChange(
  () => copy,
  () =>
    runInCopy(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], { GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }),
);
