import { LANGUAGE_LIST } from '../lib/language-list';
import { DEFAULT_LANGUAGE, languageDefinition } from '../lib/languages';
import { articlePath } from '../lib/routes';
import {
  businessType,
  faqItemType,
  generalArticleSchema,
  homeQuoteCalculatorType,
  legacyRedirectType,
  legalPageSchema,
  localSeoArticleType,
  plumberCalculatorType,
  portfolioCaseType,
  pricingPlanType,
  processStepType,
  spellingWordsType,
  testimonialType,
  tradeType,
} from '../lib/content-model';
import { deriveFields, summaryOf, type DecapField, type FieldRule } from './fields';
import { modelFields, type ModelFieldOptions } from './model-fields';
import { newFileShape, ORDER_KEY } from './json-format';
import { MODEL_CHECK_FIELD } from './model-check';
import { ALL_CHOICES } from './relation-choices';

/**
 * The Decap CMS configuration of /admin/: one collection entry for every file editors own under content/ and
 * locales/. Content's fields come from its type in the content model (src/lib/content-model, through
 * ./model-fields.ts), the same declaration the GraphQL types and the build's check come from, so an editor cannot
 * save what breaks the build. The interface texts under locales/ have no type but their keys: their fields are
 * derived from the files (./fields.ts). Pure: the node layer reads the files and passes them in.
 */

/** A file of the tree, parsed: JSON as its value, Markdown/MDX as its front matter and body. Paths are posix, from the repository root. */
export interface ContentFile {
  path: string;
  data: unknown;
  body?: string;
}

/**
 * How Decap reads a file: the site's own JSON format (src/cms/json-format.ts) or MDX format (src/cms/mdx-format.ts),
 * both of which keep a file's key order and style.
 */
type Format = 'json-site' | 'mdx-site';

interface FileCollectionEntry {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  files?: FileCollectionEntry[];
  folder?: string;
  extension?: string;
  format?: Format;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: DecapField[];
  editor?: { preview: boolean };
}

export interface DecapConfig {
  backend: { name: 'github'; repo?: string; branch: string; commit_messages?: Record<string, string> };
  local_backend: boolean;
  site_url: string;
  display_url: string;
  logo_url: string;
  locale: 'en';
  media_folder: string;
  public_folder: string;
  publish_mode: 'simple';
  slug: { encoding: 'ascii'; clean_accents: boolean };
  collections: DecapCollection[];
}

export interface CmsSettings {
  siteUrl: string;
  /** "owner/name" of the GitHub repository the editors commit to; unknown on a machine that is not set up for it. */
  githubRepo?: string;
  branch: string;
  /** The site's name on Netlify (its SITE_NAME), where the editor's "Site builds" link leads; unknown outside Netlify. */
  netlifySite?: string;
}

const LANGUAGES = LANGUAGE_LIST.map(({ code, name }) => ({ code, name }));
/** Carries a JSON file's key order through the editor (src/cms/json-format.ts); Decap keeps only configured fields. */
const KEY_ORDER_FIELD: DecapField = { name: ORDER_KEY, label: 'Key order', widget: 'hidden', required: false };

/** Data files have no page of their own to preview: the form gets the whole width. */
const NO_PREVIEW = { preview: false };
const BODY: FieldRule = { label: 'Text', widget: 'markdown', modes: ['raw'], minimal: true };

/** An MDX body: raw Markdown, so the site's components (`<HourlyRate />`) stay as written. */
const bodyField = (rule: FieldRule = {}): DecapField => ({ name: 'body', ...BODY, ...rule }) as DecapField;

function dataOf(tree: readonly ContentFile[], path: string): unknown {
  const file = tree.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`CMS: ${path} is not in the content tree`);
  return file.data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An interface text file's entry, its fields derived from the file (its keys are the translation keys). */
function localeEntry(tree: readonly ContentFile[], path: string, label: string): FileCollectionEntry {
  const data = dataOf(tree, path);
  if (!isRecord(data)) throw new Error(`CMS: ${path} does not hold an object of texts`);
  const name = path
    .replace(/^locales\//, '')
    .replace(/\.json$/, '')
    .replace(/\//g, '-');
  return { name, label, file: path, fields: [...deriveFields([data], { languages: LANGUAGES }), KEY_ORDER_FIELD] };
}

/** The editor's fields of a declared content type (src/lib/content-model), with the choices that come from content. */
const fieldsOf = (schema: Parameters<typeof modelFields>[0], options: Omit<ModelFieldOptions, 'languages'> = {}) =>
  modelFields(schema, { languages: LANGUAGES, ...options });

/** A content file's entry name in its collection: content/home/trades.json is home-trades. */
const fileEntryName = (path: string) =>
  path
    .replace(/^content\//, '')
    .replace(/\.json$/, '')
    .replace(/\//g, '-');

/** A file holding one item of a declared type (the business facts, a calculator). */
function modelFileEntry(path: string, label: string, schema: Parameters<typeof modelFields>[0]): FileCollectionEntry {
  const name = fileEntryName(path);
  return { name, label, file: path, fields: [...fieldsOf(schema), KEY_ORDER_FIELD] };
}

/**
 * A file holding a list of items of a declared type, edited as `{ items: […] }` (src/cms/json-format.ts); `summary`
 * is what a collapsed item shows when its first text says too little.
 */
function modelListEntry(path: string, label: string, schema: Parameters<typeof modelFields>[0], ownSummary?: string): FileCollectionEntry {
  const name = fileEntryName(path);
  const fields = fieldsOf(schema);
  const summary = ownSummary ?? summaryOf(fields);
  return {
    name,
    label,
    file: path,
    fields: [
      {
        name: 'items',
        label,
        label_singular: 'item',
        widget: 'list',
        collapsed: true,
        fields,
        ...(summary ? { summary } : {}),
      },
      KEY_ORDER_FIELD,
    ],
  };
}

/**
 * A list whose rules go across its items and files (the home page's reviews per market, one person one name): the
 * build's whole-entry check (src/cms/model-check.ts) first, as the articles have it.
 */
const withModelCheck = (entry: FileCollectionEntry): FileCollectionEntry => ({ ...entry, fields: [MODEL_CHECK_FIELD, ...entry.fields] });

/** The legal texts' page names itself in the model as "pageId": an editor reads which of the three texts this is. */
const LEGAL_PAGE_LABEL = { label: 'Which legal text', hint: 'privacy, terms or cookies: the page this text is on. It stays as it is.' };

/** A home review in the list says whether the home page shows it: "★ on home · Maria Delgado, Delgado Plumbing & Drain". */
export const HOME_REVIEW_SUMMARY = "{{fields.onHomePage | ternary('★ on home · ', '')}}{{fields.name}}, {{fields.company}}";

const LOCALE_NAMESPACES = (tree: readonly ContentFile[], language: string) =>
  tree
    .filter((file) => file.path.startsWith(`locales/${language}/`) && file.path.endsWith('.json'))
    .map((file) => file.path)
    .sort();

const TRADES_FILE = 'content/home/trades.json';

/**
 * A Local SEO article's trade: chosen by its name in the article's language from the trades file as the editor holds
 * it (edited as `{ items: […] }`), so a trade added in the editor is offered at once; the article keeps its id.
 */
function tradeRelation(field: DecapField, language: string): DecapField {
  return {
    ...field,
    widget: 'relation',
    collection: 'home',
    file: fileEntryName(TRADES_FILE),
    value_field: 'items.*.id',
    search_fields: [`items.*.label.${language}`],
    display_fields: [`items.*.label.${language}`],
    options_length: ALL_CHOICES,
    hint: 'The trade this article is for: it decides the cover and the related articles. Add a trade under Home page → Trades.',
  };
}

/** The spelling menu of a language's articles: that language's spellings only, as the model's rule wants (en-GB, nl). */
function spellingChoice(field: DecapField, language: string): DecapField {
  const spellings = (field.options ?? []).filter(
    (option) => (typeof option === 'string' ? option : option.value).split('-')[0] === language,
  );
  return { ...field, options: spellings, ...(spellings.length === 1 ? { default: String(spellings[0]) } : {}) };
}

/** Every collection; `settings.githubRepo` and the site address go into the backend and the links. */
export function cmsConfig(tree: readonly ContentFile[], settings: CmsSettings): DecapConfig {
  const collections: DecapCollection[] = [
    {
      name: 'site',
      editor: NO_PREVIEW,
      label: 'Business and prices',
      description: 'The facts every page, the legal texts, the structured data and the Functions read: prices, contact, claims.',
      files: [
        modelFileEntry('content/site/business.json', 'Business', businessType.schema),
        modelFileEntry('content/site/spelling.json', 'Spelling: names and words', spellingWordsType.schema),
      ],
    },
    {
      name: 'home',
      editor: NO_PREVIEW,
      label: 'Home page',
      files: [
        modelFileEntry('content/home/pricing.json', 'Pricing', pricingPlanType.schema),
        modelListEntry('content/home/process.json', 'How we work', processStepType.schema),
        modelListEntry('content/home/faq.json', 'FAQ', faqItemType.schema),
        withModelCheck(modelListEntry('content/home/testimonials.json', 'Reviews', testimonialType.schema, HOME_REVIEW_SUMMARY)),
        withModelCheck(modelListEntry(TRADES_FILE, 'Trades', tradeType.schema)),
      ],
    },
    {
      name: 'plumber',
      editor: NO_PREVIEW,
      label: 'Plumber page',
      files: [
        modelListEntry('content/plumber/faq.json', 'FAQ', faqItemType.schema),
        // The plumber page shows all its stories: the home page's choice means nothing here.
        withModelCheck(modelListEntry('content/plumber/testimonials.json', 'Success stories', testimonialType.schema.omit(['onHomePage']))),
      ],
    },
    {
      name: 'portfolio',
      label: 'Portfolio',
      files: [withModelCheck(modelListEntry('content/portfolio/cases.json', 'Case studies', portfolioCaseType.schema))],
    },
    {
      name: 'calculators',
      editor: NO_PREVIEW,
      label: 'Calculators',
      description: "The customer's prices and formulas: change them only with the owner.",
      files: [
        modelFileEntry('content/calculators/home-quote.json', 'Home page quote', homeQuoteCalculatorType.schema),
        modelFileEntry('content/calculators/plumber.json', 'Plumber calculator', plumberCalculatorType.schema),
      ],
    },
    ...LANGUAGE_LIST.map(({ code, name }) => ({
      name: `local-seo-${code}`,
      label: `Local SEO articles (${name})`,
      label_singular: `Local SEO article (${name})`,
      description: `Articles in ${name} for one trade in one city, written for that market, at ${articlePath(code, '{slug}')}.`,
      folder: `content/articles/local-seo/${code}`,
      extension: 'json',
      format: 'json-site' as const,
      create: true,
      slug: '{{fields.slug}}',
      identifier_field: 'title',
      summary: '{{title}} ({{trade}}, {{city}}, {{date}})',
      sortable_fields: ['title', 'date'],
      fields: [
        MODEL_CHECK_FIELD,
        ...fieldsOf(localSeoArticleType.schema, { fixed: { language: code } }).map((field) =>
          field.name === 'trade' ? tradeRelation(field, code) : field.name === 'spelling' ? spellingChoice(field, code) : field,
        ),
        // A new article's keys in the model's order: Decap's own order of a new entry is its hash map's.
        { ...KEY_ORDER_FIELD, default: { ...newFileShape(localSeoArticleType.schema) } },
      ],
    })),
    ...LANGUAGE_LIST.map(({ code, name }) => {
      const folder = `content/articles/general/${code}`;
      return {
        name: `articles-${code}`,
        label: `Articles (${name})`,
        label_singular: `Article (${name})`,
        description:
          code === DEFAULT_LANGUAGE
            ? `Blog posts in ${name}, at ${articlePath(code, '{slug}')}: the address names the post, and its translations name it.`
            : `Blog posts in ${name}, at ${articlePath(code, '{slug}')}; a translation names the ${languageDefinition(DEFAULT_LANGUAGE).name} post it translates.`,
        folder,
        extension: 'mdx',
        format: 'mdx-site' as const,
        create: true,
        slug: '{{fields.slug}}',
        identifier_field: 'title',
        summary: '{{title}}',
        sortable_fields: ['title', 'date'],
        fields: [
          MODEL_CHECK_FIELD,
          // An original names no post it translates: the field is for the other languages only.
          ...fieldsOf(generalArticleSchema, { fixed: { language: code } })
            .filter((field) => code !== DEFAULT_LANGUAGE || field.name !== 'translationOf')
            .map((field) => (field.name === 'trade' ? { ...tradeRelation(field, code), hint: field.hint, required: false } : field)),
          bodyField({
            hint: 'A line that starts with ## is a section heading. The conclusion box after the text is a field of its own (above).',
          }),
          KEY_ORDER_FIELD,
        ],
      };
    }),
    ...LANGUAGE_LIST.map(({ code, name }) => {
      const folder = `content/legal/${code}`;
      return {
        name: `legal-${code}`,
        label: `Legal texts (${name})`,
        label_singular: `Legal text (${name})`,
        folder,
        extension: 'mdx',
        format: 'mdx-site' as const,
        create: false,
        delete: false,
        identifier_field: 'title',
        fields: [
          MODEL_CHECK_FIELD,
          ...fieldsOf(legalPageSchema, { fixed: { language: code } }).map((field) =>
            field.name === 'pageId' ? { ...field, ...LEGAL_PAGE_LABEL } : field,
          ),
          bodyField({
            hint: 'A line that starts with ## is a numbered section (it appears in the contents). `<HourlyRate />` and friends fill in configured facts.',
          }),
          KEY_ORDER_FIELD,
        ],
      };
    }),
    {
      name: 'redirects',
      editor: NO_PREVIEW,
      label: 'Redirects',
      description: 'Old addresses that lead to a page of the site (a 301 on Netlify).',
      files: [modelListEntry('content/redirects/legacy-paths.json', 'Old addresses', legacyRedirectType.schema)],
    },
    ...LANGUAGE_LIST.map(({ code, name }) => ({
      name: `interface-${code}`,
      editor: NO_PREVIEW,
      label: `Interface texts (${name})`,
      description: `Headings, buttons, form labels, messages and mails in ${name}. Keep every {{placeholder}} as it is.`,
      files: LOCALE_NAMESPACES(tree, code).map((path) => {
        const namespace = path.replace(/^.*\//, '').replace(/\.json$/, '');
        return { ...localeEntry(tree, path, `${namespace[0]!.toUpperCase()}${namespace.slice(1)}`), name: `${namespace}-${code}` };
      }),
    })),
  ];

  return {
    backend: {
      name: 'github',
      ...(settings.githubRepo ? { repo: settings.githubRepo } : {}),
      branch: settings.branch,
      commit_messages: {
        create: 'Content: create {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    local_backend: true,
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    logo_url: '/brand/logo-en.svg',
    locale: 'en',
    media_folder: 'static/images/uploads',
    public_folder: '/images/uploads',
    publish_mode: 'simple',
    slug: { encoding: 'ascii', clean_accents: true },
    // Every file collection edits JSON files: through the site's format, which keeps them as they were written.
    collections: collections.map((collection) => (collection.files ? { format: 'json-site' as const, ...collection } : collection)),
  };
}

/** Every path a configuration edits: the files of its file collections, and the folders (with extension) of the others. */
export function editedPaths(config: DecapConfig): { files: string[]; folders: Array<{ folder: string; extension: string }> } {
  return {
    files: config.collections.flatMap((collection) => collection.files?.map((entry) => entry.file) ?? []),
    folders: config.collections.flatMap((collection) =>
      collection.folder ? [{ folder: collection.folder, extension: collection.extension ?? 'md' }] : [],
    ),
  };
}
