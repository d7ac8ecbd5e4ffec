import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { articleIdentity } from '../../src/lib/article-identity';
import { isCategory, newestFirst } from '../../src/lib/articles';
import { isLanguage, type Language } from '../../src/lib/languages';
import { articlePath } from '../../src/lib/routes';
import type { LocalSeoArticleFile } from '../../src/lib/content-model';
import type { PlanArticle, SiteSources } from '../../src/lib/page-plan';
import type { LegacyPath } from '../../src/lib/redirects';
import type { TradeFile } from '../../src/lib/trades';
import { filesUnder } from '../../src/node/files';

export const ROOT = path.join(__dirname, '..', '..');
/** The content under test: the repository's, or (CONTENT_DIR) a copy an editor changed through the CMS (e2e/cms.spec.ts). */
export const CONTENT = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(ROOT, 'content');

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export { filesUnder as listFiles };

export interface MdxDocument {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

export function readMdx(directory: string): MdxDocument[] {
  return filesUnder(directory, '.mdx').map((file) => {
    const parsed = matter(fs.readFileSync(file, 'utf8'));
    return { file, data: parsed.data as Record<string, unknown>, body: parsed.content };
  });
}

export function legacyPaths(content = CONTENT): LegacyPath[] {
  return readJson<LegacyPath[]>(path.join(content, 'redirects', 'legacy-paths.json'));
}

/** YAML turns unquoted dates into Date objects. */
export const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * The sources the page plan is built from (src/lib/page-plan.ts), read from the content files instead of
 * GraphQL: the same articles, legal texts and legacy paths, so the tests check the plan the build makes.
 */
export function siteSources(content = CONTENT): SiteSources {
  const general: PlanArticle[] = readMdx(path.join(content, 'articles', 'general')).map(({ file, data }) => {
    const language = String(data.language);
    const category = String(data.category);
    const slug = String(data.slug);
    if (!isLanguage(language) || !isCategory(category)) throw new Error(`${file}: bad language or category`);
    return {
      id: `article:${file}`,
      sourceNodeId: file,
      contentFilePath: file,
      articleId: articleIdentity({ language, slug, translationOf: data.translationOf === undefined ? null : String(data.translationOf) }),
      kind: 'general',
      language,
      slug,
      title: String(data.title),
      excerpt: String(data.excerpt),
      category,
      date: isoDate(data.date),
      trade: null,
      city: null,
    };
  });
  const local: PlanArticle[] = filesUnder(path.join(content, 'articles', 'local-seo'), '.json').map((file) => {
    const data = readJson<LocalSeoArticleFile>(file);
    if (!isCategory(data.category) || !isLanguage(data.language)) throw new Error(`${file}: bad category or language`);
    return {
      id: `article:${file}`,
      sourceNodeId: file,
      contentFilePath: null,
      articleId: articleIdentity(data),
      kind: 'local-seo',
      language: data.language,
      slug: data.slug,
      title: data.title,
      excerpt: data.excerpt,
      category: data.category,
      date: data.date,
      trade: data.trade,
      city: data.city,
    };
  });
  const legalDocuments = readMdx(path.join(content, 'legal')).map(({ file, data }) => ({
    pageId: String(data.pageId),
    language: String(data.language),
    contentFilePath: file,
  }));
  const cases = readJson<Array<{ slug: string; market: string }>>(path.join(content, 'portfolio', 'cases.json')).map(
    ({ slug, market }) => ({
      slug,
      market,
    }),
  );
  return { articles: [...local, ...general], legalDocuments, cases, legacyPaths: legacyPaths(content) };
}

/**
 * The address of one city article in a language, taken from today's content rather than named in a test: the oldest,
 * so a new article does not change which one the tests visit, and a deleted one does not break them.
 */
export function cityArticlePath(language: Language, content = CONTENT): string {
  const oldest = siteSources(content)
    .articles.filter((article) => article.language === language && article.kind === 'local-seo')
    .sort(newestFirst)
    .at(-1);
  if (!oldest) throw new Error(`No ${language} city article under ${content}`);
  return articlePath(language, oldest.slug);
}

/**
 * The English and Dutch addresses of one general post that exists in both languages (the Dutch one's translationOf
 * names the English one: one articleId), taken from
 * today's content: the oldest such pair, for the same reasons as cityArticlePath.
 */
export function translatedPostPaths(content = CONTENT): Record<Language, string> {
  const articles = siteSources(content).articles.filter((article) => article.kind === 'general');
  const english = articles
    .filter((article) => article.language === 'en')
    .sort(newestFirst)
    .reverse()
    .find((post) => articles.some((other) => other.language === 'nl' && other.articleId === post.articleId));
  const dutch = english && articles.find((other) => other.language === 'nl' && other.articleId === english.articleId);
  if (!english || !dutch) throw new Error(`No general post in both languages under ${content}`);
  return { en: articlePath('en', english.slug), nl: articlePath('nl', dutch.slug) };
}

/** The date a legal text says it was last updated (its front matter's lastUpdated), as YYYY-MM-DD. */
export function legalLastUpdated(language: Language, pageId: string, content = CONTENT): string {
  const document = readMdx(path.join(content, 'legal', language)).find(({ data }) => data.pageId === pageId);
  if (!document) throw new Error(`No ${language} legal text ${pageId} under ${content}`);
  return isoDate(document.data.lastUpdated);
}

/** The trades as content/home/trades.json lists them (id and name per language), for tests that choose one. */
export function trades(content = CONTENT): TradeFile[] {
  return readJson<TradeFile[]>(path.join(content, 'home', 'trades.json'));
}

/** One trade of today's list, by its place in it (wrapping around), so tests choose a trade the site offers. */
export const tradeAt = (index: number, content = CONTENT) => {
  const list = trades(content);
  return list[index % list.length]!;
};
