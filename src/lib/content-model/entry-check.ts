import type { AnyObjectSchema } from 'yup';
import { articleIdentityProblems } from '../article-identity';
import { generalArticleSchema, legalPageSchema } from './general-article';
import { localSeoArticleType } from './local-seo-article';
import { appearancesOf, lookalikePeople, personOf, repeatedPeople, type Appearance } from './people';
import { contentProblems } from './validate';

/**
 * One entry's problems, as the build states them: its type's schema and rules, its folder and file name, and the
 * rules across files (known references, distinct people) against a snapshot of the rest of the content. The build's
 * check (src/node/content-checks.ts) and the editor's (src/cms/editor.tsx) both call `entryProblems`, so an editor
 * reads, before saving, the words the build would stop on.
 */

/** An article as other entries refer to it: its address and, for a translation, the post it translates. */
export interface ArticleReference {
  /** The file, from the repository root (content/articles/…). */
  file: string;
  kind: 'general' | 'local-seo';
  language: string;
  slug: string;
  translationOf: string | null;
}

/** What rules across files compare one entry against: the build writes it for the editor (/admin/content-snapshot.json). */
export interface ContentSnapshot {
  /** The ids of content/home/trades.json. */
  trades: string[];
  /** Every person the site names, with the file that names them. */
  people: Appearance[];
  articles: ArticleReference[];
}

/** A file under content/, its path from the repository root, its data (an MDX file's front matter) as written. */
export interface ContentEntry {
  file: string;
  data: Record<string, unknown>;
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

/** YAML reads an unquoted 2026-01-13 as a date: the model, like the editor, holds it as written. */
const asWritten = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** An article's reference from its file and data, if it is an article. */
export function articleReference({ file, data }: ContentEntry): ArticleReference | undefined {
  const kind = entryKind(file);
  if (kind !== 'general' && kind !== 'local-seo') return undefined;
  const translationOf = typeof data.translationOf === 'string' && data.translationOf !== '' ? data.translationOf : null;
  return { file, kind, language: String(data.language), slug: String(data.slug), translationOf };
}

/** The people an entry names (an article's customers), from its own file. */
export const entryPeople = ({ file, data }: ContentEntry): Appearance[] =>
  entryKind(file) === 'local-seo' ? appearancesOf(localSeoArticleType.typeName, data, file) : [];

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

/**
 * Known references: the entry's address against every other article's, and the post it translates: the build's own
 * identity rules (src/lib/article-identity.ts), kept to the problems that name this entry's file.
 */
function referenceProblems(entry: ContentEntry, articles: readonly ArticleReference[]): string[] {
  const self = articleReference(entry);
  if (!self) return [];
  const sources = [...articles.filter((other) => other.file !== entry.file), self].map(({ file, ...article }) => ({
    where: file,
    ...article,
  }));
  return articleIdentityProblems(sources).filter((problem) => problem.includes(entry.file));
}

/**
 * Distinct people, with names that do not read as one misspelled: the entry's people against everyone else the site
 * names (the entry's old version left out).
 */
function peopleProblems(entry: ContentEntry, people: readonly Appearance[]): string[] {
  const own = entryPeople(entry);
  const named = new Set(own.map((appearance) => personOf(appearance.name)));
  const everyoneElse = people.filter((appearance) => appearance.where !== entry.file);
  const others = everyoneElse.filter((appearance) => named.has(personOf(appearance.name)));
  return [...repeatedPeople([...others, ...own]), ...lookalikePeople([...everyoneElse, ...own], entry.file)];
}

/**
 * Every problem of an entry, in the build's words; empty when the build takes it. The entry replaces its own old
 * version in the snapshot (the same file), so an edit is never compared with itself.
 */
export function entryProblems(entry: ContentEntry, snapshot: ContentSnapshot): string[] {
  const kind = entryKind(entry.file);
  if (!kind) return [];
  const data = Object.fromEntries(Object.entries(entry.data).map(([key, value]) => [key, asWritten(value)]));
  const written = { file: entry.file, data };
  return [
    ...contentProblems(ENTRY_KINDS[kind].schema, data, { trades: snapshot.trades }),
    ...placeProblems(kind, entry.file, data),
    ...referenceProblems(written, snapshot.articles),
    ...peopleProblems(written, snapshot.people),
  ];
}
