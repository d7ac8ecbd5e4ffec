import type { AnyObjectSchema } from 'yup';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageDefinition } from '../languages';
import { homeReviewChoiceProblems } from '../markets';
import { generalArticleSchema, generalPostWordProblems, legalPageSchema } from './general-article';
import { localSeoArticleType } from './local-seo-article';
import { overusedFirstNames, sharedSurnames } from './names';
import { appearancesOf, lookalikePeople, personOf, repeatedPeople, type Appearance } from './people';
import { tradeListProblems } from './trade-list';
import { portfolioCaseType } from './portfolio-case';
import { testimonialType } from './testimonial';
import { contentProblems } from './validate';

/**
 * One entry's problems, as the build states them: its type's schema and rules, its folder and file name, and the
 * rules across files (known references, one translation per post and language, distinct people, the home page's
 * reviews per market) against a snapshot of the rest of the content. The editor (src/cms/model-check.ts) runs
 * `entryProblems` before it saves, and the build's check (src/node/content-checks.ts) runs it on every article, so an
 * editor reads, before saving, what the build would stop on. Messages name other entries as an editor finds them: by
 * their title, or a person by their name and business, never by a file.
 */

/** An article as other entries refer to it: its address, its title and, for a translation, the post it translates. */
export interface ArticleReference {
  /** The file, from the repository root (content/articles/…). */
  file: string;
  kind: 'general' | 'local-seo';
  language: string;
  slug: string;
  title: string;
  translationOf: string | null;
}

/** A person as the snapshot holds them: where they are named, as an editor finds it (`where`), and in which file. */
export interface NamedPerson extends Appearance {
  file: string;
}

/** What rules across files compare one entry against: the build writes it for the editor (/admin/content-snapshot.json). */
export interface ContentSnapshot {
  /** The ids of content/home/trades.json. */
  trades: string[];
  /** Every person the site names, with where an editor finds them and the file that names them. */
  people: NamedPerson[];
  articles: ArticleReference[];
}

/** A file under content/, its path from the repository root, its data (an MDX file's front matter) as written. */
export interface ContentEntry {
  file: string;
  /** A file that holds a list (the reviews) as the editor edits it: `{ items: […] }`. */
  data: Record<string, unknown>;
  /** An MDX file's text after its front matter, when the check has it. */
  body?: string;
}

const ENTRY_KINDS = {
  'local-seo': { folder: /^content\/articles\/local-seo\/[^/]+\/[^/]+\.json$/, schema: localSeoArticleType.schema },
  general: { folder: /^content\/articles\/general\/[^/]+\/[^/]+\.mdx$/, schema: generalArticleSchema },
  legal: { folder: /^content\/legal\/[^/]+\/[^/]+\.mdx$/, schema: legalPageSchema },
} satisfies Record<string, { folder: RegExp; schema: AnyObjectSchema }>;

export type EntryKind = keyof typeof ENTRY_KINDS;

/** What a file under content/ holds: a Local SEO article, a general post, a legal text, or none of these. */
export function entryKind(file: string): EntryKind | undefined {
  return (Object.keys(ENTRY_KINDS) as EntryKind[]).find((kind) => ENTRY_KINDS[kind].folder.test(file));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A file that holds a list of items naming people (reviews, portfolio cases): the editor edits it whole, so its rules
 * across items are checked whole. `place` is where an editor finds an item (with its business after it), `these` how a
 * message names the list being edited.
 */
interface ListFile {
  typeName: string;
  place: string;
  these: string;
  business: (item: Record<string, unknown>) => string;
  /** The home page's reviews: each market's page shows exactly its row of ticked reviews. */
  homeReviews?: boolean;
}

const TRADES_FILE = 'content/home/trades.json';

const REVIEW_PAGES: Record<string, string> = { home: 'Home page → Reviews', plumber: 'Plumber page → Success stories' };

function listFile(file: string): ListFile | undefined {
  const reviews = /^content\/([^/]+)\/testimonials\.json$/.exec(file);
  if (reviews)
    return {
      typeName: testimonialType.typeName,
      place: REVIEW_PAGES[reviews[1]!] ?? `the ${reviews[1]!} page's reviews`,
      these: 'these reviews',
      business: (item) => textOf(item.company),
      homeReviews: reviews[1] === 'home',
    };
  if (file === 'content/portfolio/cases.json')
    return {
      typeName: portfolioCaseType.typeName,
      place: 'Portfolio → Case studies',
      these: 'these case studies',
      business: (item) => textOf(item.client),
    };
  return undefined;
}

/** YAML reads an unquoted 2026-01-13 as a date: the model, like the editor, holds it as written. */
const asWritten = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** An article's reference from its file and data, if it is an article. */
export function articleReference({ file, data }: ContentEntry): ArticleReference | undefined {
  const kind = entryKind(file);
  if (kind !== 'general' && kind !== 'local-seo') return undefined;
  const translationOf = typeof data.translationOf === 'string' && data.translationOf !== '' ? data.translationOf : null;
  return { file, kind, language: String(data.language), slug: String(data.slug), title: textOf(data.title), translationOf };
}

const itemsOf = (data: Record<string, unknown>) => (Array.isArray(data.items) ? data.items.filter(isRecord) : []);

/**
 * The people a content file names (an article's customers, the reviews, the portfolio's quotes), each with where an
 * editor finds them: the article by its title, a review or case by its page and business. A list file's data is
 * `{ items: […] }`, as the editor edits it.
 */
export function filePeople({ file, data }: ContentEntry): NamedPerson[] {
  if (entryKind(file) === 'general')
    return textOf(data.author) ? [{ name: textOf(data.author), where: `the post "${textOf(data.title)}"`, file }] : [];
  if (entryKind(file) === 'local-seo')
    return appearancesOf(localSeoArticleType.typeName, data, `the article "${textOf(data.title)}"`).map((person) => ({ ...person, file }));
  const list = listFile(file);
  if (!list) return [];
  return itemsOf(data).flatMap((item) =>
    appearancesOf(list.typeName, item, [list.place, list.business(item)].filter(Boolean).join(': ')).map((person) => ({ ...person, file })),
  );
}

/** The people the entry being edited names, all under one name for it ("this article"), as the messages call it. */
function ownPeople(entry: ContentEntry): Appearance[] {
  const kind = entryKind(entry.file);
  const these = kind === 'local-seo' ? 'this article' : kind === 'general' ? 'this post' : (listFile(entry.file)?.these ?? 'this entry');
  return filePeople(entry).map(({ name, location }) => ({ name, ...(location !== undefined ? { location } : {}), where: these }));
}

/** The problems of the folder and the file's name, which the addresses and the translations follow. */
function placeProblems(kind: EntryKind, file: string, data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const [folderLanguage, fileName] = file.split('/').slice(-2);
  if (data.language !== undefined && data.language !== folderLanguage)
    problems.push(`language is "${String(data.language)}" in the folder for "${folderLanguage}"`);
  const extension = file.slice(file.lastIndexOf('.'));
  if (kind !== 'legal' && data.slug !== undefined && `${String(data.slug)}${extension}` !== fileName)
    problems.push(`slug "${String(data.slug)}" is not the file's name (${fileName})`);
  return problems;
}

const languageName = (code: string) => (isLanguage(code) ? languageDefinition(code).name : code);
const DEFAULT_NAME = languageName(DEFAULT_LANGUAGE);

/**
 * Known references, the build's identity rules (src/lib/article-identity.ts) for one entry, naming the other article
 * by its title: its address is no other article's in its language; a translation names an English post that exists,
 * which no other post of its language translates already.
 */
function referenceProblems(entry: ContentEntry, articles: readonly ArticleReference[]): string[] {
  const self = articleReference(entry);
  if (!self) return [];
  const others = articles.filter((other) => other.file !== entry.file);
  const problems: string[] = [];
  const sameAddress = others.find((other) => other.language === self.language && other.slug === self.slug);
  if (sameAddress)
    problems.push(
      `the address (slug) "${self.slug}" is that of "${sameAddress.title}" already: one ${self.language} slug "${self.slug}" for two articles; choose another`,
    );
  if (!self.translationOf) return problems;
  if (self.language === DEFAULT_LANGUAGE || self.kind !== 'general')
    return [...problems, `"Translation of" is for a post in another language than ${DEFAULT_NAME}: leave it empty`];
  const original = others.find(
    (other) => other.kind === 'general' && other.language === DEFAULT_LANGUAGE && other.slug === self.translationOf,
  );
  if (!original) return [...problems, `"Translation of" names no ${DEFAULT_NAME} post ("${self.translationOf}")`];
  const translated = others.find(
    (other) => other.kind === 'general' && other.language === self.language && other.translationOf === self.translationOf,
  );
  if (translated)
    problems.push(
      `"${original.title}" has its ${languageName(self.language)} translation already: "${translated.title}". One translation per post and language: choose another post under "Translation of", or edit that translation`,
    );
  return problems;
}

/**
 * Distinct people, with names that do not read as one misspelled: the entry's people against everyone else the site
 * names (the entry's old version left out).
 */
function peopleProblems(entry: ContentEntry, people: readonly NamedPerson[]): string[] {
  const own = ownPeople(entry);
  if (!own.length) return [];
  const named = new Set(own.map((appearance) => personOf(appearance.name)));
  const everyoneElse = people.filter((appearance) => appearance.file !== entry.file);
  const others = everyoneElse.filter((appearance) => named.has(personOf(appearance.name)));
  const these = own[0]!.where;
  return [
    ...repeatedPeople([...others, ...own]),
    ...lookalikePeople([...everyoneElse, ...own], these),
    ...sharedSurnames([...everyoneElse, ...own], these),
    ...overusedFirstNames([...everyoneElse, ...own], these),
  ];
}

/** A list file's rules across its items: the home page's reviews per market, and its people against everyone else's. */
function listProblems(list: ListFile, entry: ContentEntry, snapshot: ContentSnapshot): string[] {
  const items = itemsOf(entry.data);
  const choice = list.homeReviews
    ? homeReviewChoiceProblems(
        items.map((item) => ({ market: String(item.market), onHomePage: item.onHomePage === true })),
        LANGUAGES,
      )
    : [];
  return [...choice, ...peopleProblems(entry, snapshot.people)];
}

/**
 * Every problem of an entry, in the build's words; empty when the build takes it. The entry replaces its own old
 * version in the snapshot (the same file), so an edit is never compared with itself.
 */
export function entryProblems(entry: ContentEntry, snapshot: ContentSnapshot): string[] {
  if (entry.file === TRADES_FILE) return tradeListProblems(itemsOf(entry.data), LANGUAGES);
  const list = listFile(entry.file);
  if (list) return listProblems(list, entry, snapshot);
  const kind = entryKind(entry.file);
  if (!kind) return [];
  const data = Object.fromEntries(Object.entries(entry.data).map(([key, value]) => [key, asWritten(value)]));
  const written = { file: entry.file, data };
  return [
    ...contentProblems(ENTRY_KINDS[kind].schema, data, { trades: snapshot.trades }),
    ...(kind === 'general' && entry.body !== undefined ? generalPostWordProblems({ body: entry.body, conclusion: data.conclusion }) : []),
    ...placeProblems(kind, entry.file, data),
    ...referenceProblems(written, snapshot.articles),
    ...peopleProblems(written, snapshot.people),
  ];
}
