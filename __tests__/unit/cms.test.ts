import fs from 'fs';
import os from 'os';
import path from 'path';
import matter from 'gray-matter';
import type { CreateNodeArgs, Node } from 'gatsby';
import { HOME_REVIEW_SUMMARY, cmsConfig, editedPaths, type DecapCollection } from '../../src/cms/config';
import { localSiteConfig } from '../../src/cms/start';
import { writeCmsPictures } from '../../src/node/cms-pictures';
import { CONTENT_ICON_NAMES } from '../../src/lib/content-icons';
import { COVER_PALETTES, PICTURE_KINDS, TRADE_MOTIFS, type PictureKind } from '../../src/lib/cover-choices';
import { PICTURE_CHOICES, picturePath } from '../../src/lib/picture-choices';
import { deriveFields, humanize, type DecapField } from '../../src/cms/fields';
import { ORDER_KEY, readJsonFile, writeJsonFile } from '../../src/cms/json-format';
import { FRONT_MATTER_ORDER, readMdxFile, writeMdxFile } from '../../src/cms/mdx-format';
import { MODEL_CHECK_FIELD, modelCheckProblems } from '../../src/cms/model-check';
import { generalArticleSchema, localSeoArticleType, RESERVED_FOR_TESTS, type LocalSeoArticleFile } from '../../src/lib/content-model';
import { cmsSettings, githubRepoOf, readContentTree, siteBuildsLink } from '../../src/node/cms';
import { REVIEW_COUNT } from '../../src/lib/markets';
import { CASE_FEATURE_KINDS, CASE_FEATURE_LABELS } from '../../src/lib/case-site/features';
import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { articleIdentityProblems } from '../../src/lib/article-identity';
import { wordCount } from '../../src/lib/articles';
import { formatDate } from '../../src/lib/format';
import { SPELLINGS } from '../../src/lib/content-model/local-seo-article';
import { previewDate, previewStars } from '../../src/cms/preview-values';
import { ALL_CHOICES, markTranslated, sortedChoices } from '../../src/cms/relation-choices';
import { checkContentNode } from '../../src/node/content-checks';
import { contentSnapshot } from '../../src/node/content-snapshot';
import { freePeople, freeTown } from '../support/free-names';
import { filesUnder } from '../../src/node/files';
import { ROOT } from '../support/content';

const tree = readContentTree(ROOT);
const config = cmsConfig(tree, { siteUrl: 'https://www.example.com', githubRepo: 'owner/site', branch: 'main' });
const tradeIds = (tree.find((file) => file.path === 'content/home/trades.json')!.data as Array<{ id: string }>).map((trade) => trade.id);
const languages = [
  { code: 'en', name: 'English' },
  { code: 'nl', name: 'Nederlands' },
];

/** The collection entries that reach a file: the file entries naming it, the folder collections holding it. */
function entriesFor(file: string): string[] {
  return config.collections.flatMap((collection: DecapCollection) => [
    ...(collection.files ?? []).filter((entry) => entry.file === file).map((entry) => `${collection.name}/${entry.name}`),
    ...(collection.folder && path.posix.dirname(file) === collection.folder && file.endsWith(`.${collection.extension}`)
      ? [collection.name]
      : []),
  ]);
}

/** Every key path a value holds ("address.country.en", "items.question.nl"), lists through their items. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, prefix)))];
  if (typeof value !== 'object' || value === null || value instanceof Date) return prefix ? [prefix.slice(0, -1)] : [];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}${key}`, ...keyPaths(child, `${prefix}${key}.`)]);
}

/** Every field path a configuration has, the same way; `requiredOnly` leaves out optional fields (and what is under them). */
function fieldPaths(fields: readonly DecapField[], prefix = '', requiredOnly = false): string[] {
  return fields
    .filter((field) => field.name !== ORDER_KEY && field.widget !== 'markdown' && (!requiredOnly || field.required !== false))
    .flatMap((field) => [`${prefix}${field.name}`, ...fieldPaths(field.fields ?? [], `${prefix}${field.name}.`, requiredOnly)]);
}

const leaves = (paths: string[]) => paths.filter((candidate) => !paths.some((other) => other.startsWith(`${candidate}.`)));

describe('the content editor configuration', () => {
  it('reaches every file editors own under content/ and locales/ through exactly one collection entry', () => {
    expect(tree.length).toBeGreaterThan(70);
    for (const file of tree) expect([file.path, entriesFor(file.path).length]).toEqual([file.path, 1]);
    // And names no file that does not exist.
    const { files, folders } = editedPaths(config);
    for (const file of files) expect([file, tree.some((candidate) => candidate.path === file)]).toEqual([file, true]);
    for (const { folder } of folders)
      expect([folder, tree.some((candidate) => candidate.path.startsWith(`${folder}/`))]).toEqual([folder, true]);
  });

  it('has a field for every key of every file, and no required field the files do not have', () => {
    for (const collection of config.collections) {
      const entries = collection.files
        ? collection.files.map((entry) => ({ fields: entry.fields, files: [tree.find((file) => file.path === entry.file)!] }))
        : [{ fields: collection.fields ?? [], files: tree.filter((file) => entriesFor(file.path).includes(collection.name)) }];
      for (const { fields, files } of entries) {
        const configured = new Set(leaves(fieldPaths(fields)));
        const present = new Set(leaves(files.flatMap((file) => keyPaths(Array.isArray(file.data) ? { items: file.data } : file.data))));
        const where = `${collection.name}: ${files
          .map((file) => file.path)
          .join(', ')
          .slice(0, 80)}`;
        expect([where, [...present].filter((key) => !configured.has(key))]).toEqual([where, []]);
        // A field the model makes optional may be absent from every file (the plumber page's reviews name no trade).
        const required = new Set(leaves(fieldPaths(fields, '', true)));
        expect([where, [...required].filter((key) => !present.has(key))]).toEqual([where, []]);
      }
    }
  });

  it('mirrors the content tests: what an editor cannot save', () => {
    const local = config.collections.find((collection) => collection.name === 'local-seo-nl')!;
    expect(local).toMatchObject({ folder: 'content/articles/local-seo/nl', create: true });
    const field = (name: string) => local.fields!.find((candidate) => candidate.name === name)!;
    expect(field('sections')).toMatchObject({ widget: 'list', min: 4, max: 4 });
    expect(field('testimonials')).toMatchObject({ min: 3, max: 3 });
    expect(field('testimonials').fields!.find((candidate) => candidate.name === 'rating')).toMatchObject({ min: 5, max: 5 });
    expect(field('serviceAreas')).toMatchObject({ min: 8, max: 8 });
    expect(field('keywords')).toMatchObject({ min: 5, max: 5 });
    // The trade is chosen by its Dutch name among the trades file's items as the editor holds them (a trade added there
    // is offered at once); the language comes from the folder; any date the model allows; no id to type.
    const trade = field('trade');
    expect(trade).toMatchObject({
      widget: 'relation',
      value_field: 'items.*.id',
      display_fields: ['items.*.label.nl'],
      search_fields: ['items.*.label.nl'],
    });
    const tradesEntry = config.collections
      .find((collection) => collection.name === trade.collection)!
      .files!.find((file) => file.name === trade.file)!;
    expect(tradesEntry.file).toBe('content/home/trades.json');
    const items = tradesEntry.fields.find((candidate) => candidate.name === 'items')!;
    expect(items.fields!.map((candidate) => candidate.name)).toEqual(expect.arrayContaining(['id', 'label']));
    expect(items.fields!.find((candidate) => candidate.name === 'label')!.fields!.map((candidate) => candidate.name)).toContain('nl');
    expect(tradeIds).toContain('beauty-salon');
    expect(field('language')).toMatchObject({ widget: 'hidden', default: 'nl' });
    expect(field('id')).toBeUndefined();
    // A date is typed as its hint and the file write it: the browser's date input would show 11/27/2026.
    expect(field('date')).toMatchObject({ widget: 'string', hint: expect.stringContaining('YYYY-MM-DD') });
    expect(new RegExp(field('date').pattern![0]).test('2026-03-14')).toBe(true);
    expect(new RegExp(field('date').pattern![0]).test('14-03-2026')).toBe(false);
    const [pattern] = field('metaDescription').pattern!;
    expect(new RegExp(pattern).test('x'.repeat(99))).toBe(false);
    expect(new RegExp(pattern).test('x'.repeat(120))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(161))).toBe(false);
    expect(new RegExp(field('slug').pattern![0]).test('plumber-chicago')).toBe(true);
    expect(new RegExp(field('slug').pattern![0]).test('Plumber Chicago')).toBe(false);
    // A Dutch post links to its English original by choosing it from the English posts (by title), which stores its slug;
    // an English post has no id and no such field. Either may name a trade the site lists and a cover picture.
    const dutch = config.collections.find((collection) => collection.name === 'articles-nl')!;
    const english = config.collections.find((collection) => collection.name === 'articles-en')!;
    expect(dutch.fields!.find((candidate) => candidate.name === 'translationOf')).toMatchObject({
      widget: 'relation',
      collection: 'articles-en',
      value_field: 'slug',
      display_fields: ['title'],
      required: false,
    });
    for (const posts of [dutch, english]) {
      const names = posts.fields!.map((candidate) => candidate.name);
      expect(names).not.toContain('id');
      expect(posts.fields!.find((candidate) => candidate.name === 'trade')).toMatchObject({
        widget: 'relation',
        value_field: 'items.*.id',
        required: false,
      });
      expect(posts.fields!.find((candidate) => candidate.name === 'cover')).toMatchObject({ required: false });
    }
    expect(english.fields!.map((candidate) => candidate.name)).not.toContain('translationOf');
  });

  it('shows a bilingual text as paired inputs, named by their language', () => {
    const site = config.collections.find((collection) => collection.name === 'site')!;
    const address = site.files![0]!.fields.find((field) => field.name === 'address')!;
    expect(address.fields!.find((field) => field.name === 'country')).toMatchObject({
      widget: 'object',
      fields: [
        { name: 'en', label: 'English', widget: 'string' },
        { name: 'nl', label: 'Nederlands', widget: 'string' },
      ],
    });
  });

  it('commits through GitHub (Netlify as the OAuth provider) and tries a local backend on localhost', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main' });
    expect(config.local_backend).toBe(true);
    expect(githubRepoOf('https://github.com/tradecraft/site')).toBe('tradecraft/site');
    expect(githubRepoOf('git@github.com:tradecraft/site.git')).toBe('tradecraft/site');
    expect(githubRepoOf('https://gitlab.com/tradecraft/site')).toBeUndefined();
  });
});

describe('deriving fields', () => {
  it('derives widgets from values and lays rules over them by path', () => {
    const fields = deriveFields(
      [
        { title: 'Short', body: 'x'.repeat(200), count: 2, price: 1.5, on: true, tags: ['a'], faq: [{ q: { en: 'Q', nl: 'V' } }] },
        { title: 'Other', body: 'y', count: 3, price: 2, on: false, tags: [], faq: [] },
      ],
      { languages, rules: { count: { min: 1 }, 'faq.q': { hint: 'The question' } } },
    );
    expect(fields.map((field) => [field.name, field.widget])).toEqual([
      ['title', 'string'],
      ['body', 'text'],
      ['count', 'number'],
      ['price', 'number'],
      ['on', 'boolean'],
      ['tags', 'list'],
      ['faq', 'list'],
    ]);
    expect(fields.find((field) => field.name === 'count')).toMatchObject({ value_type: 'int', min: 1 });
    expect(fields.find((field) => field.name === 'price')).toMatchObject({ value_type: 'float' });
    expect(fields.find((field) => field.name === 'faq')).toMatchObject({ summary: '{{fields.q.en}}', label_singular: 'faq item' });
    expect(fields.find((field) => field.name === 'faq')!.fields![0]).toMatchObject({
      hint: 'The question',
      fields: [{ label: 'English' }, { label: 'Nederlands' }],
    });
  });

  it('marks a key that some entries lack as optional, and refuses a rule for a key no entry has', () => {
    const fields = deriveFields([{ a: 'x', note: 'y' }, { a: 'z' }], { languages });
    expect(fields.find((field) => field.name === 'note')).toMatchObject({ required: false });
    expect(fields.find((field) => field.name === 'a')!.required).toBeUndefined();
    expect(() => deriveFields([{ a: 'x' }], { languages, rules: { b: { min: 1 } } })).toThrow(/does not have: b/);
  });

  it('labels keys as people write them', () => {
    expect(humanize('metaDescription')).toBe('Meta description');
    expect(humanize('seo')).toBe('SEO');
    expect(humanize('plumber-websites')).toBe('Plumber websites');
  });
});

describe("the editor's JSON format", () => {
  it('writes back exactly what it read, whatever order the editor keeps the keys in', () => {
    for (const file of tree.filter((candidate) => candidate.path.endsWith('.json'))) {
      const raw = `${JSON.stringify(file.data, null, 2)}\n`;
      const read = readJsonFile(raw);
      // Decap hands the entry back with its keys in another order.
      const shuffled = Object.fromEntries(Object.entries(read).reverse());
      expect([file.path, writeJsonFile(shuffled)]).toEqual([file.path, raw]);
    }
  });

  it('puts a changed value in its place and a new key last, in objects and in list items', () => {
    const read = readJsonFile('{\n  "b": 1,\n  "a": { "y": 1, "x": 2 },\n  "list": [{ "q": 1, "p": 2 }]\n}');
    const edited = {
      list: [
        { p: 3, q: 4 },
        { p: 5, q: 6 },
      ],
      a: { x: 9, y: 8 },
      b: 2,
      added: true,
      [ORDER_KEY]: read[ORDER_KEY],
    };
    expect(JSON.parse(writeJsonFile(edited))).toEqual({
      b: 2,
      a: { y: 8, x: 9 },
      list: [
        { q: 4, p: 3 },
        { q: 6, p: 5 },
      ],
      added: true,
    });
    expect(Object.keys(JSON.parse(writeJsonFile(edited)) as object)).toEqual(['b', 'a', 'list', 'added']);
  });

  it('edits a file whose root is a list as its items, and writes the list back', () => {
    const read = readJsonFile('[{ "id": "a", "text": "x" }]');
    expect(read.items).toEqual([{ id: 'a', text: 'x' }]);
    expect(writeJsonFile({ ...read, items: [{ text: 'y', id: 'a' }] })).toBe('[\n  {\n    "id": "a",\n    "text": "y"\n  }\n]\n');
  });
});

describe("what the editor shows is the editor's to see", () => {
  const entry = (collection: string, name: string) =>
    config.collections.find((candidate) => candidate.name === collection)!.files!.find((file) => file.name === name)!;
  const itemFields = (collection: string, name: string) => entry(collection, name).fields.find((field) => field.name === 'items')!;
  const fieldIn = (fields: readonly DecapField[] | undefined, name: string) => fields!.find((field) => field.name === name)!;

  it("shows a trade's icon and the plumber calculator's icons as pictures of the site's own icon set", () => {
    const tradeIcon = fieldIn(itemFields('home', 'home-trades').fields, 'icon');
    expect(tradeIcon.widget).toBe('picture');
    expect(tradeIcon.choices!.map((choice) => choice.value)).toEqual([...CONTENT_ICON_NAMES]);
    expect(tradeIcon.choices).toContainEqual({
      value: 'PaintRoller',
      label: 'Paint roller',
      picture: '/admin/pictures/icon/PaintRoller.svg',
    });
    const plumber = entry('calculators', 'calculators-plumber').fields;
    for (const list of ['addons', 'speeds'])
      expect([list, fieldIn(fieldIn(plumber, list).fields, 'icon').widget]).toEqual([list, 'picture']);
    // No field of the editor offers icons as a bare list of names any more.
    const selects = (fields: readonly DecapField[]): DecapField[] =>
      fields.flatMap((field) => [field, ...selects(field.fields ?? []), ...(field.field ? selects([field.field]) : [])]);
    const everyField = config.collections.flatMap((collection) =>
      selects([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]),
    );
    expect(everyField.filter((field) => field.widget === 'select' && field.options?.includes('Wrench'))).toEqual([]);
  });

  it('draws every picture the configuration names, as an SVG at that address under /admin/', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pictures-'));
    try {
      expect(writeCmsPictures(out)).toBe(Object.values(PICTURE_CHOICES).flat().length);
      for (const kind of PICTURE_KINDS)
        for (const value of PICTURE_CHOICES[kind]) {
          const svg = fs.readFileSync(path.join(out, picturePath(kind, value).replace(/^\/admin\//, '')), 'utf8');
          expect([kind, value, svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')]).toEqual([kind, value, true]);
        }
      // A motif's picture is its trade's drawing: the pipes, not the toolbox every unknown name falls back to.
      const picture = (kind: PictureKind, value: string) =>
        fs.readFileSync(path.join(out, picturePath(kind, value).replace(/^\/admin\//, '')), 'utf8');
      expect(new Set(TRADE_MOTIFS.map((motif) => picture('trade-motif', motif))).size).toBe(TRADE_MOTIFS.length);
      expect(new Set(COVER_PALETTES.map((palette) => picture('cover-palette', palette))).size).toBe(COVER_PALETTES.length);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('labels and explains fields an editor would not understand by their names', () => {
    const faqId = fieldIn(itemFields('home', 'home-faq').fields, 'id');
    expect(faqId).toMatchObject({ label: 'Short name', hint: expect.stringContaining('#what-does-it-cost') });
    const reviews = itemFields('home', 'home-testimonials');
    expect(fieldIn(reviews.fields, 'onHomePage')).toMatchObject({ label: 'Show on the home page', widget: 'boolean', required: false });
    expect(fieldIn(reviews.fields, 'portrait').label).toBe('Portrait drawing');
    expect(fieldIn(reviews.fields, 'market').label).toBe("Client's market");
    // The plumber page shows all its stories: its reviews have no such choice.
    expect(itemFields('plumber', 'plumber-testimonials').fields!.some((field) => field.name === 'onHomePage')).toBe(false);
    const legal = config.collections.find((collection) => collection.name === 'legal-en')!;
    expect(fieldIn(legal.fields, 'pageId').label).toBe('Which legal text');
    // No field is still labelled by its id (the trade's own fields are labelled with the trade type, elsewhere).
    const owned = ['site', 'home', 'plumber', 'portfolio', 'calculators', 'redirects', 'legal-en', 'legal-nl'];
    const labels = (fields: readonly DecapField[]): string[] => fields.flatMap((field) => [field.label, ...labels(field.fields ?? [])]);
    const ownedLabels = config.collections
      .filter((collection) => owned.includes(collection.name))
      .flatMap((collection) =>
        labels([
          ...(collection.fields ?? []),
          ...(collection.files ?? []).filter((file) => file.name !== 'home-trades').flatMap((file) => file.fields),
        ]),
      );
    expect(
      ownedLabels.filter((label) => ['ID', 'Id', 'Slug', 'Item id', 'Market', 'Portrait', 'Page id', 'Article id'].includes(label)),
    ).toEqual([]);
  });

  it('says in the list of reviews which ones the home page shows', () => {
    expect(itemFields('home', 'home-testimonials').summary).toBe(HOME_REVIEW_SUMMARY);
    expect(HOME_REVIEW_SUMMARY).toMatch(/^\{\{fields\.onHomePage \| ternary\('★ on home · ', ''\)\}\}\{\{fields\.name\}\}/);
  });

  it('opens "View live" on the site that runs beside the editor on this machine, and the live site elsewhere', () => {
    expect(localSiteConfig({ hostname: 'localhost', origin: 'http://localhost:8000' })).toEqual({
      site_url: 'http://localhost:8000',
      display_url: 'http://localhost:8000',
    });
    expect(localSiteConfig({ hostname: '127.0.0.1', origin: 'http://127.0.0.1:9000' })?.site_url).toBe('http://127.0.0.1:9000');
    expect(localSiteConfig({ hostname: 'www.example.com', origin: 'https://www.example.com' })).toBeNull();
    expect(config.site_url).toBe('https://www.example.com');
  });

  it("links the site's builds on Netlify in a new tab when Netlify builds it, and nothing elsewhere", () => {
    expect(cmsSettings({ SITE_NAME: 'tradecraft-web' }).netlifySite).toBe('tradecraft-web');
    expect(cmsSettings({}).netlifySite).toBeUndefined();
    const link = siteBuildsLink({ netlifySite: 'tradecraft-web' });
    expect(link).toContain('href="https://app.netlify.com/sites/tradecraft-web/deploys"');
    expect(link).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(link).toContain('>Site builds');
    expect(siteBuildsLink({})).toBe('');
  });
});

/** Every file under content/ as it is on disk, from the repository root. */
const contentFiles = filesUnder(path.join(ROOT, 'content'), '').map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
const raw = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
/** What Decap hands a format back: plain data (its Immutable map's toJS()) with the keys in another order. */
const asDecapHandsItBack = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(data)) as Record<string, unknown>).reverse());
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;

describe("the editor's formats keep every file as it is written", () => {
  it('reads and writes back every file under content/ byte for byte, JSON and MDX', () => {
    const edited = contentFiles.filter((file) => /\.(json|mdx)$/.test(file));
    expect(edited.filter((file) => file.endsWith('.mdx')).length).toBeGreaterThanOrEqual(18);
    expect(edited.length).toBe(tree.filter((file) => file.path.startsWith('content/')).length);
    for (const file of edited) {
      const text = raw(file);
      const [read, write] = file.endsWith('.mdx') ? [readMdxFile, writeMdxFile] : [readJsonFile, writeJsonFile];
      expect([file, write(asDecapHandsItBack(read(text)))]).toEqual([file, text]);
    }
  });

  it('uses its own formats for every article and legal text collection', () => {
    for (const name of ['local-seo-en', 'articles-en', 'articles-nl', 'legal-nl']) {
      expect([name, collection(name).format]).toEqual([name, name.startsWith('local-seo') ? 'json-site' : 'mdx-site']);
      expect(collection(name).fields!.map((field) => field.name)).toEqual(expect.arrayContaining([ORDER_KEY, MODEL_CHECK_FIELD.name]));
    }
  });

  it("writes a changed front matter value in the file's style, on its own line, and the rest as it was", () => {
    const file = contentFiles.find((candidate) => candidate.startsWith('content/articles/general/nl/'))!;
    const read = readMdxFile(raw(file));
    const edited = {
      ...read,
      date: '2026-03-02',
      title: 'Een nieuwe titel: met een dubbele punt',
      conclusion: 'Eerste alinea.\n\nTweede.',
    };
    const expected = raw(file)
      .replace(/^title: .*$/m, 'title: "Een nieuwe titel: met een dubbele punt"')
      .replace(/^date: .*$/m, 'date: 2026-03-02')
      .replace(/^conclusion: \|-\n(?: {2}.*\n|\n)*/m, 'conclusion: |-\n  Eerste alinea.\n\n  Tweede.\n');
    expect(expected).not.toBe(raw(file));
    expect(writeMdxFile(asDecapHandsItBack(edited))).toBe(expected);
    expect(matter(writeMdxFile(edited)).data).toMatchObject({ title: edited.title, conclusion: edited.conclusion });
  });

  it("writes a new general post's front matter in the model's order, the conclusion last, and the build takes it", () => {
    const english = contentFiles.find((candidate) => candidate.startsWith('content/articles/general/en/'))!;
    const { [ORDER_KEY]: _shape, body, ...model } = readMdxFile(raw(english));
    const post = { ...model, slug: 'a-new-post', title: 'A new post', conclusion: 'The gist.\n\n[Get in touch](/#contact).' };
    const text = writeMdxFile({ body, ...asDecapHandsItBack(post) });
    const { data, content } = matter(text);
    expect(Object.keys(data)).toEqual(FRONT_MATTER_ORDER.filter((key) => key in post));
    expect(Object.keys(data)).toEqual(Object.keys(generalArticleSchema.fields).filter((key) => key in post));
    expect(content).toBe(`\n${String(body)}`);
    const snapshot = contentSnapshot(tree);
    expect(modelCheckProblems(data, { path: 'content/articles/general/en/a-new-post.mdx', folder: '', extension: '' }, snapshot)).toEqual(
      [],
    );
  });

  it("writes a new Local SEO article's keys in the model's order (the collection's default shape), nested ones too", () => {
    const dutch = collection('local-seo-nl');
    const shape = dutch.fields!.find((field) => field.name === ORDER_KEY)!.default as Record<string, unknown>;
    const model = JSON.parse(raw(contentFiles.find((file) => file.startsWith('content/articles/local-seo/nl/'))!)) as LocalSeoArticleFile;
    const scrambled = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(scrambled)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, scrambled(item)]),
            )
          : value;
    const written = JSON.parse(writeJsonFile({ ...(scrambled(model) as object), [ORDER_KEY]: shape })) as LocalSeoArticleFile;
    expect(Object.keys(written)).toEqual(Object.keys(localSeoArticleType.schema.fields));
    expect(Object.keys(written.testimonials[0]!)).toEqual(['name', 'location', 'text', 'rating']);
    expect(Object.keys(written.sections[0]!)).toEqual(['heading', 'content']);
  });
});

/** What the build says of a Local SEO article's file (gatsby-node's onCreateNode check), against the same snapshot. */
function buildSaysOfArticle(file: string, article: LocalSeoArticleFile, snapshot: ReturnType<typeof contentSnapshot>): string[] {
  const said: string[] = [];
  const node = { ...article, id: 'node', parent: 'file', internal: { type: localSeoArticleType.typeName } } as unknown as Node;
  checkContentNode(
    {
      node,
      getNode: (nodeId: string) =>
        nodeId === 'file' ? ({ id: 'file', relativePath: file.replace(/^content\//, '') } as unknown as Node) : undefined,
      reporter: { panicOnBuild: (message: string) => said.push(message) },
    } as unknown as CreateNodeArgs,
    () => snapshot,
  );
  return said;
}

describe("the editor's whole-entry check: the build's rules and words, before saving", () => {
  const snapshot = contentSnapshot(tree);
  const dutchFile = contentFiles.filter((file) => file.startsWith('content/articles/local-seo/nl/')).sort()[0]!;
  const dutch = JSON.parse(raw(dutchFile)) as LocalSeoArticleFile;
  /** A new Dutch article, as the editor holds it (with its key order and the check's own field beside the data). */
  // A town and three customers today's content leaves free, so an editor's new article never collides with them.
  const town = freeTown(
    ['Zwolle', 'Zutphen', 'Harderwijk', 'Meppel', 'Kampen', 'Tiel', 'Goes', 'Sneek'],
    snapshot.articles.map((article) => article.slug.split('-').slice(1).join(' ')),
  );
  const customers = freePeople(
    ['Ilse Wagenaar', 'Gerrit Mulder', 'Noor El Idrissi', 'Femke Oosterhout', 'Joost Wijnbergen', 'Marloes Tjallema', 'Wouter Kamphuis'],
    snapshot.people,
    dutch.testimonials.length,
  );
  const newDutch = (changes: Partial<LocalSeoArticleFile>) => ({
    ...dutch,
    slug: `${dutch.slug.split('-')[0]}-${town.toLowerCase()}`,
    city: town,
    testimonials: dutch.testimonials.map((testimonial, index) => ({ ...testimonial, name: customers[index]! })),
    ...changes,
    [ORDER_KEY]: { root: 'object', order: null },
  });
  const place = { path: '', folder: 'content/articles/local-seo/nl', extension: 'json' };
  const says = (data: Record<string, unknown>) => modelCheckProblems(data, place, snapshot);

  it('finds nothing to say of any entry as it is, each compared with the rest of the content', () => {
    for (const file of contentFiles.filter((candidate) => /^content\/(articles|legal)\//.test(candidate))) {
      const data = file.endsWith('.json') ? readJsonFile(raw(file)) : readMdxFile(raw(file));
      expect([file, modelCheckProblems(data, { path: file, folder: '', extension: '' }, snapshot)]).toEqual([file, []]);
    }
    expect(says(newDutch({}))).toEqual([]);
  });

  it("refuses a too-short Local SEO article in the build's words, the same the build's check says", () => {
    const short = newDutch({ sections: dutch.sections.map((section) => ({ ...section, content: section.content.slice(0, 260).trim() })) });
    const problems = says(short);
    expect(problems).toEqual([
      expect.stringMatching(/^the text is \d+ words: a Local SEO article reads in 4 to 8 minutes \(601 to 1,600 words\)$/),
    ]);
    const { [ORDER_KEY]: _shape, ...file } = short;
    expect(buildSaysOfArticle(`${place.folder}/${short.slug}.json`, file as LocalSeoArticleFile, snapshot)).toEqual([
      `${place.folder}/${short.slug}.json: ${problems[0]}`,
    ]);
  });

  it('refuses a slug without the city, a trade the site does not list, a taken address, and a person named as two', () => {
    // A new entry's file is named after its slug: only the city is wrong.
    expect(says(newDutch({ slug: 'loodgieter-amersfoort' }))).toEqual([`slug: must end with the city, e.g. …-${town.toLowerCase()}`]);
    expect(says(newDutch({ trade: RESERVED_FOR_TESTS.trade }))).toEqual([
      `trade: "${RESERVED_FOR_TESTS.trade}" is not in content/home/trades.json`,
    ]);
    // The address of an article that exists: the file of the new entry is named after it too.
    const newFile = `${place.folder}/${dutch.slug}.json`;
    expect(
      modelCheckProblems(
        newDutch({ slug: dutch.slug, city: dutch.city }),
        { ...place, path: newFile.replace(/\.json$/, '-copy.json') },
        snapshot,
      ),
    ).toEqual(
      expect.arrayContaining([
        `the address (slug) "${dutch.slug}" is that of "${dutch.title}" already: one nl slug "${dutch.slug}" for two articles; choose another`,
      ]),
    );
    // A customer of another article, in another town: one person named as two, the other named by its article's title.
    const [other] = snapshot.people.filter((person) => person.file !== dutchFile && person.file.startsWith('content/articles/'));
    const otherTitle = snapshot.articles.find((article) => article.file === other!.file)!.title;
    const twin = { ...dutch.testimonials[0]!, name: other!.name, location: `${other!.location ?? ''} Noord` };
    const [problem, ...more] = says(newDutch({ testimonials: [twin, ...newDutch({}).testimonials.slice(1)] }));
    expect(more).toEqual([]);
    expect(problem).toContain(`${other!.name.split(',')[0]} is named as 2 different people: `);
    expect(problem).toContain(`(the article "${otherTitle}")`);
    expect(problem).toContain('(this article)');
    expect(problem).not.toMatch(/content\//);
  });

  it("refuses a customer whose name reads as another's misspelled, naming both by where an editor finds them", () => {
    // A customer of another article, with the last letter of their first name changed: one letter apart.
    const other = snapshot.people.find((person) => person.file !== dutchFile && person.file.startsWith('content/articles/'))!;
    const [first, ...surname] = other.name.split(',')[0]!.trim().split(' ');
    const near = `${first!.slice(0, -1)}${first!.endsWith('x') ? 'y' : 'x'} ${surname.join(' ')}`;
    const otherTitle = snapshot.articles.find((article) => article.file === other.file)!.title;
    const problems = says(newDutch({ testimonials: [{ ...dutch.testimonials[0]!, name: near }, ...newDutch({}).testimonials.slice(1)] }));
    expect(problems).toEqual([
      `"${other.name}" (the article "${otherTitle}") and "${near}" (this article) read as one name misspelled (first names 1 letter apart under one surname): give one of them another name`,
      expect.stringMatching(
        new RegExp(`"${near}" in .* \\(this article\\) share the surname ${surname.join(' ')}: give each person a surname of their own$`),
      ),
    ]);
  });

  const reviewsFile = 'content/home/testimonials.json';
  const reviews = JSON.parse(raw(reviewsFile)) as Array<{ name: string; market: string; onHomePage?: boolean; company: string }>;
  const reviewsSay = (items: readonly object[]) =>
    modelCheckProblems(readJsonFile(JSON.stringify(items)), { ...place, path: reviewsFile }, snapshot);

  it("refuses the home page's reviews unless each market has exactly its row ticked, in the build's words", () => {
    expect(reviewsSay(reviews)).toEqual([]);
    // One more review of a market ticked: that market's home page has one too many.
    const unticked = reviews.findIndex((review) => review.onHomePage !== true);
    const market = unticked >= 0 ? reviews[unticked]!.market : reviews[0]!.market;
    const oneMore =
      unticked >= 0
        ? reviews.map((review, index) => (index === unticked ? { ...review, onHomePage: true } : review))
        : [...reviews, { ...reviews[0]!, id: 'new-review', name: 'Zoltan Quist', onHomePage: true }];
    const chosen = oneMore.filter((review) => review.market === market && review.onHomePage === true).length;
    expect(reviewsSay(oneMore)).toEqual([
      `the home page in "${market}" shows ${REVIEW_COUNT} reviews: ${chosen} are chosen (tick "Show on the home page" on exactly ${REVIEW_COUNT} reviews of market ${market})`,
    ]);
  });

  it('refuses a new reviewer whose name reads as a person named elsewhere misspelled, naming that person by their business', () => {
    // A review of the plumber page, its reviewer's first name one letter changed, added to the home page's reviews.
    const other = snapshot.people.find((person) => person.file === 'content/plumber/testimonials.json')!;
    const [first, ...surname] = other.name.split(' ');
    const near = `${first!.slice(0, -1)}${first!.endsWith('x') ? 'y' : 'x'} ${surname.join(' ')}`;
    const added = [...reviews, { ...reviews[0]!, id: 'near-review', name: near, onHomePage: false }];
    expect(reviewsSay(added)).toEqual([
      `"${other.name}" (${other.where}) and "${near}" (these reviews) read as one name misspelled (first names 1 letter apart under one surname): give one of them another name`,
      expect.stringMatching(
        new RegExp(`\\(these reviews\\) share the surname ${surname.join(' ')}: give each person a surname of their own$`),
      ),
    ]);
    expect(other.where).toMatch(/^Plumber page → Success stories: \S/);
  });

  it("compares an edited entry with the rest, not with its own old version; a Dutch post's translation names an English post", () => {
    // The article as saved, under its own path: its customers are its own, its id its own.
    expect(modelCheckProblems({ ...dutch }, { ...place, path: dutchFile }, snapshot)).toEqual([]);
    const dutchPost = contentFiles.find((file) => file.startsWith('content/articles/general/nl/'))!;
    const post = readMdxFile(raw(dutchPost));
    expect(modelCheckProblems({ ...post, translationOf: 'no-such-post' }, { ...place, path: dutchPost }, snapshot)).toEqual([
      '"Translation of" names no English post ("no-such-post")',
    ]);
    expect(modelCheckProblems({ ...post }, { ...place, path: dutchPost }, null)[0]).toMatch(/could not read the build's snapshot/);
  });
});

describe("the editor's whole-entry check: one translation per post and language, the words of a post", () => {
  const snapshot = contentSnapshot(tree);
  const translations = snapshot.articles.filter((article) => article.kind === 'general' && article.translationOf);
  const translation = translations[0]!;
  const translatedTwice = translations.find((other) => other.language === translation.language && other !== translation)!;
  const originalOf = (slug: string) => snapshot.articles.find((article) => article.language === 'en' && article.slug === slug)!;
  const read = (file: string) => readMdxFile(raw(file));
  const postPlace = (file: string) => ({ path: file, folder: '', extension: '' });

  it('refuses a second translation of one post, naming both posts by their titles, and so does the build', () => {
    const post = read(translation.file);
    const problems = modelCheckProblems({ ...post, translationOf: translatedTwice.translationOf }, postPlace(translation.file), snapshot);
    const original = originalOf(translatedTwice.translationOf!);
    expect(problems).toEqual([
      `"${original.title}" has its ${translation.language === 'nl' ? 'Nederlands' : translation.language} translation already: "${translatedTwice.title}". One translation per post and language: choose another post under "Translation of", or edit that translation`,
    ]);
    expect(problems.join(' ')).not.toMatch(/content\/|\.mdx/);
    // The build's identity rule, on the same articles, refuses the pair too.
    const sources = snapshot.articles.map(({ file, ...article }) =>
      file === translation.file ? { where: file, ...article, translationOf: translatedTwice.translationOf } : { where: file, ...article },
    );
    expect(articleIdentityProblems(sources)).toEqual([expect.stringContaining(`two ${translation.language} translations`)]);
  });

  it('refuses a post shorter than a three-minute read in words an editor understands, counting its text and conclusion', () => {
    const post = read(translation.file);
    expect(modelCheckProblems(post, postPlace(translation.file), snapshot)).toEqual([]);
    const short = { ...post, body: '## One heading\n\nA few words.' };
    const words = wordCount(`${short.body} ${String(post.conclusion)}`);
    expect(modelCheckProblems(short, postPlace(translation.file), snapshot)).toEqual([
      `the text is ${words} words: a post reads in at least 3 minutes (600 words, the text and the conclusion together)`,
    ]);
  });
});

describe("the editor's reference menus, previews and hints", () => {
  const choice = (value: string, label: string) => ({ value, label });

  it('sorts every choice by its name in the menu language, and shows them all', () => {
    expect(
      sortedChoices([choice('b', 'Zebra'), choice('a', 'électricien'), choice('c', 'Anchor'), choice('d', 'Elektricien')], 'nl'),
    ).toEqual([choice('c', 'Anchor'), choice('a', 'électricien'), choice('d', 'Elektricien'), choice('b', 'Zebra')]);
    // Decap shows 20 choices unless told: the menus are told more than they hold.
    const relations = config.collections.flatMap((collection) => (collection.fields ?? []).filter((field) => field.widget === 'relation'));
    expect(relations.length).toBeGreaterThanOrEqual(4);
    for (const field of relations) expect(field.options_length).toBe(ALL_CHOICES);
  });

  it('marks the English posts that have a translation in the language already, except the one the entry translates', () => {
    const snapshot = contentSnapshot(tree);
    const translation = snapshot.articles.find((article) => article.kind === 'general' && article.translationOf)!;
    const english = snapshot.articles.filter((article) => article.kind === 'general' && article.language === 'en');
    const choices = english.map((post) => choice(post.slug, post.title));
    const translatedIn = (file: string) =>
      markTranslated(choices, snapshot.articles, translation.language, file)
        .filter((marked) => marked.label.endsWith(' — already translated'))
        .map((marked) => marked.value);
    const translated = snapshot.articles
      .filter((article) => article.kind === 'general' && article.language === translation.language && article.translationOf)
      .map((article) => article.translationOf);
    expect(translatedIn('').sort()).toEqual([...translated].sort());
    expect(translatedIn(translation.file)).not.toContain(translation.translationOf);
    const field = config.collections
      .find((collection) => collection.name === `articles-${translation.language}`)!
      .fields!.find((candidate) => candidate.name === 'translationOf')!;
    expect(field).toMatchObject({ widget: 'relation', translations_in: translation.language });
  });

  it('offers a collection only the spellings of its language', () => {
    const spellings = (name: string) =>
      config.collections.find((collection) => collection.name === name)!.fields!.find((field) => field.name === 'spelling')!;
    expect(spellings('local-seo-nl')).toMatchObject({ options: ['nl'], default: 'nl' });
    expect(spellings('local-seo-en').options).toEqual(SPELLINGS.filter((spelling) => spelling.startsWith('en-')));
  });

  it("offers a case's feature kinds by their names and every list of its site to edit", () => {
    const entry = config.collections
      .flatMap((collection) => collection.files ?? [])
      .find(({ file }) => file === 'content/portfolio/cases.json')!;
    const caseFields = entry.fields.find((field) => field.name === 'items')!.fields!;
    const kind = caseFields.find((field) => field.name === 'features')!.fields!.find((field) => field.name === 'kind')!;
    expect(kind.widget).toBe('select');
    expect(kind.options).toEqual(CASE_FEATURE_KINDS.map((value) => ({ value, label: CASE_FEATURE_LABELS[value] })));
    const site = caseFields.find((field) => field.name === 'site')!;
    const lists = Object.fromEntries(site.fields!.filter((field) => field.widget === 'list').map((field) => [field.name, field]));
    expect(Object.keys(lists).sort()).toEqual(['areas', 'credentials', 'hours', 'reviews', 'services']);
    // Each list item is edited field by field: a service's price and minutes, a review's author and town.
    expect(lists.services!.fields!.map((field) => field.name)).toEqual(['name', 'line', 'price', 'minutes']);
    expect(lists.reviews!.fields!.map((field) => field.name)).toEqual(['text', 'author', 'town']);
    expect(lists.areas!.field).toMatchObject({ widget: 'string' });
  });

  it('checks the lists that name people or choose the home page reviews before saving, as the articles are', () => {
    for (const file of ['content/home/testimonials.json', 'content/plumber/testimonials.json', 'content/portfolio/cases.json']) {
      const entry = config.collections.flatMap((collection) => collection.files ?? []).find((candidate) => candidate.file === file)!;
      expect([file, entry.fields[0]]).toEqual([file, MODEL_CHECK_FIELD]);
    }
  });

  it('shows a half-typed date as typed and any rating as 0 to 5 stars, where the page would stop', () => {
    for (const typed of ['2', '2026-', '2026-13-01', '2026-02-3']) expect(previewDate(typed, 'en')).toBe(typed);
    expect(previewDate('2026-03-02', 'nl')).toBe(formatDate('2026-03-02', 'nl'));
    expect(() => formatDate('2', 'en')).toThrow(RangeError);
    expect([previewStars(5), previewStars('4'), previewStars(-1), previewStars(1e9), previewStars('x')]).toEqual([
      '★★★★★',
      '★★★★',
      '',
      '★★★★★',
      '',
    ]);
  });

  it('writes every hint so that Decap shows all its words (it renders hints as Markdown: links, bold and italics only)', () => {
    const hints = (fields: readonly DecapField[]): string[] =>
      fields.flatMap((field) => [
        ...(field.hint ? [field.hint] : []),
        ...hints(field.fields ?? []),
        ...hints(field.field ? [field.field] : []),
      ]);
    const all = [
      ...new Set(
        config.collections.flatMap((collection) => [
          ...hints(collection.fields ?? []),
          ...(collection.files ?? []).flatMap((entry) => hints(entry.fields)),
        ]),
      ),
    ];
    expect(all.length).toBeGreaterThan(50);
    // remark-gfm 1 is the plugin for react-markdown 6 (Decap's): their unified typings differ only by version.
    const gfm = remarkGfm as unknown as NonNullable<Parameters<typeof ReactMarkdown>[0]['remarkPlugins']>[number];
    // As Decap's field wrapper renders a hint (react-markdown with GFM, its allowed elements, the rest unwrapped).
    const shown = (hint: string) =>
      renderToStaticMarkup(
        ReactMarkdown({
          remarkPlugins: [gfm],
          allowedElements: ['a', 'strong', 'em', 'del'],
          unwrapDisallowed: true,
          children: hint,
        }),
      )
        .replace(/<[^>]+>/g, '')
        .replace(
          /&(#x?[0-9a-f]+|[a-z]+);/gi,
          (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" })[entity] ?? entity,
        );
    // What the editor should read: the hint without Markdown's link targets, emphasis and code marks.
    const meant = (hint: string) =>
      hint
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\*\*([^*]+)\*\*/g, '$1');
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    for (const hint of all) expect([hint, squash(shown(hint))]).toEqual([hint, squash(meant(hint))]);
  });
});
