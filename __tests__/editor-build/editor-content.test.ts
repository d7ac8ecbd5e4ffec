/**
 * Content added the way the editor writes it builds, and shows where it belongs (issue 47): a copy of the repository
 * gets a new trade, a review chosen for the home page, a Local SEO article for the new trade, and a new general post
 * in English with its Dutch translation, each written through the editor's own formats (src/cms/json-format.ts,
 * src/cms/mdx-format.ts); the copy is built for production, and its pages are read with a parser. Nothing here names
 * an id or a cover: the build must find all it needs in the editor's fields.
 */
import { execFileSync, spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { type HTMLElement, parse } from 'node-html-parser';
import { ORDER_KEY, newFileShape, readJsonFile, writeJsonFile } from '../../src/cms/json-format';
import { writeMdxFile } from '../../src/cms/mdx-format';
import { CRITICAL_CSS_CACHE } from '../../src/node/critical-css';
import { FONT_CACHE } from '../../src/node/font-subset';
import { DRAWING_CACHE } from '../../src/node/raster';
import { localSeoArticleType } from '../../src/lib/content-model';
import { articlePath, pagePath } from '../../src/lib/routes';
import { NEW_CITY_ARTICLE, NEW_POST_EN, NEW_POST_NL, NEW_REVIEW, NEW_TRADE } from './content';

const ROOT = path.resolve(__dirname, '../..');
let copy: string;

const read = (relative: string) => fs.readFileSync(path.join(copy, relative), 'utf8');
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(copy, relative)), { recursive: true });
  fs.writeFileSync(path.join(copy, relative), text);
};

/** A list file as the editor holds it ({ items }), changed by `edit`, written back as the editor writes it. */
function editList(relative: string, edit: (items: Array<Record<string, unknown>>) => Array<Record<string, unknown>>) {
  const held = readJsonFile(read(relative));
  write(relative, writeJsonFile({ ...held, items: edit(held.items as Array<Record<string, unknown>>) }));
}

/** A built page of the copy, by its address. */
function page(address: string): HTMLElement {
  const file = path.join(copy, 'public', address, 'index.html');
  expect([address, fs.existsSync(file)]).toEqual([address, true]);
  return parse(fs.readFileSync(file, 'utf8'));
}

const optionValues = (document: HTMLElement, selector: string) =>
  document.querySelectorAll(`${selector} option`).map((option) => option.getAttribute('value'));

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
  // editor's commit: drawings, first-screen rules and the font subset are kept by their content, so what the editor
  // added is drawn anew and the rest is not drawn twice in one `npm test`. Gatsby's own caches stay out: they go with
  // its state, which a copy does not have.
  for (const cache of [DRAWING_CACHE, CRITICAL_CSS_CACHE, FONT_CACHE]) {
    if (fs.existsSync(path.join(ROOT, cache))) fs.cpSync(path.join(ROOT, cache), path.join(copy, cache), { recursive: true });
  }

  // Home page → Trades: a new trade, last in the list.
  editList('content/home/trades.json', (items) => [...items, NEW_TRADE]);
  // Home page → Reviews: a new review ticked for the home page, and one of its market's unticked (three a market).
  editList('content/home/testimonials.json', (items) => {
    const untick = items.findIndex((item) => item.market === NEW_REVIEW.market && item.onHomePage === true);
    return [...items.map((item, index) => (index === untick ? { ...item, onHomePage: false } : item)), NEW_REVIEW];
  });
  // Local SEO articles (English) → New: the collection's default shape gives a new file the model's key order.
  write(
    `content/articles/local-seo/en/${NEW_CITY_ARTICLE.slug}.json`,
    writeJsonFile({ ...NEW_CITY_ARTICLE, [ORDER_KEY]: newFileShape(localSeoArticleType.schema) }),
  );
  // Articles (English) → New, then Articles (Dutch) → New with "Translation of" chosen.
  const body = (name: string) => fs.readFileSync(path.join(__dirname, name), 'utf8');
  write(`content/articles/general/en/${NEW_POST_EN.slug}.mdx`, writeMdxFile({ ...NEW_POST_EN, body: body('post-en.md') }));
  write(`content/articles/general/nl/${NEW_POST_NL.slug}.mdx`, writeMdxFile({ ...NEW_POST_NL, body: body('post-nl.md') }));

  // The production build of the copy, as Netlify builds a commit an editor saved.
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
      cwd: copy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    build.on('error', reject);
    build.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build of the edited copy failed (${code}):\n${output.slice(-6000)}`)),
    );
  });
}, 15 * 60_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('content added in the editor, after the next build', () => {
  it('the new general post has its page in both languages, linked as translations, each with its cover', () => {
    const english = page(articlePath('en', NEW_POST_EN.slug));
    const dutch = page(articlePath('nl', NEW_POST_NL.slug));
    expect(english.querySelector('h1')!.text.trim()).toBe(NEW_POST_EN.title);
    expect(dutch.querySelector('h1')!.text.trim()).toBe(NEW_POST_NL.title);
    expect(english.querySelector('link[rel="alternate"][hreflang="nl"]')!.getAttribute('href')).toMatch(
      new RegExp(`${articlePath('nl', NEW_POST_NL.slug)}$`),
    );
    for (const document of [english, dutch]) {
      // A cover drawn with no motif chosen (the category's default), and its social image.
      const cover = document.querySelectorAll('img').find((image) => /\/images\/articles\//.test(image.getAttribute('src') ?? ''));
      expect(cover).toBeDefined();
      expect(fs.existsSync(path.join(copy, 'public', cover!.getAttribute('src')!))).toBe(true);
      const social = document.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
      expect(fs.existsSync(path.join(copy, 'public', new URL(social).pathname))).toBe(true);
    }
    expect(english.text).toContain('Trade, town and phone number at a glance win the call.');
    expect(dutch.text).toContain('Vak, plaats en telefoonnummer in één oogopslag winnen het telefoontje.');
    // The blog lists it, and the conclusion box shows its own field.
    expect(page(pagePath('blog', 'en')).text).toContain(NEW_POST_EN.title);
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

  it("the Local SEO article for the new trade has its page and a cover in the trade's drawing", () => {
    const article = page(articlePath('en', NEW_CITY_ARTICLE.slug));
    expect(article.querySelector('h1')!.text.trim()).toBe(NEW_CITY_ARTICLE.title);
    const cover = article.querySelectorAll('img').find((image) => /\/images\/articles\//.test(image.getAttribute('src') ?? ''));
    expect(fs.existsSync(path.join(copy, 'public', cover!.getAttribute('src')!))).toBe(true);
    const listing = page('/blog/category/local-seo/');
    expect(listing.text).toContain(NEW_CITY_ARTICLE.title);
  });

  it('the new review is on the home page of its market, in place of the one unticked', () => {
    const reviews = page(pagePath('home', 'en'))
      .querySelectorAll('[data-testid="testimonial"]')
      .map((review) => review.text);
    expect(reviews).toHaveLength(3);
    expect(reviews.some((text) => text.includes(NEW_REVIEW.name))).toBe(true);
    const unticked = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'content/home/testimonials.json'), 'utf8')) as Array<{ name: string; market: string }>
    ).find((review) => review.market === NEW_REVIEW.market)!;
    expect(reviews.some((text) => text.includes(unticked.name))).toBe(false);
  });
});
