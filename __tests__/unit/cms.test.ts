import path from 'path';
import { cmsConfig, editedPaths, type DecapCollection } from '../../src/cms/config';
import { deriveFields, humanize, type DecapField } from '../../src/cms/fields';
import { ORDER_KEY, readJsonFile, writeJsonFile } from '../../src/cms/json-format';
import { githubRepoOf, readContentTree } from '../../src/node/cms';
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
    // is offered at once); the language comes from the folder; any id and date the model allows.
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
    expect(new RegExp(field('id').pattern![0]).test('seo-138')).toBe(true);
    expect(new RegExp(field('id').pattern![0]).test('seo-0')).toBe(false);
    expect(field('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' });
    const [pattern] = field('metaDescription').pattern!;
    expect(new RegExp(pattern).test('x'.repeat(99))).toBe(false);
    expect(new RegExp(pattern).test('x'.repeat(120))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(161))).toBe(false);
    expect(new RegExp(field('slug').pattern![0]).test('plumber-chicago')).toBe(true);
    expect(new RegExp(field('slug').pattern![0]).test('Plumber Chicago')).toBe(false);
    // A Dutch post links to its English original by id.
    const dutch = config.collections.find((collection) => collection.name === 'articles-nl')!;
    expect(dutch.fields!.find((candidate) => candidate.name === 'id')).toMatchObject({ widget: 'relation', collection: 'articles-en' });
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
