import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { LANGUAGES, isLanguage } from '../../src/lib/languages';
import { PAGE_SLUGS, articlePath, pagePath, type PageId } from '../../src/lib/routes';
import type { ArticleSlugs, LegacyPath } from '../../src/lib/redirects';

export const ROOT = path.join(__dirname, '..', '..');
export const CONTENT = path.join(ROOT, 'content');

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function listFiles(directory: string, extension: string): string[] {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return listFiles(full, extension);
      return entry.name.endsWith(extension) ? [full] : [];
    })
    .sort();
}

export interface MdxDocument {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

export function readMdx(directory: string): MdxDocument[] {
  return listFiles(directory, '.mdx').map((file) => {
    const parsed = matter(fs.readFileSync(file, 'utf8'));
    return { file, data: parsed.data as Record<string, unknown>, body: parsed.content };
  });
}

export function legacyPaths(): LegacyPath[] {
  return readJson<LegacyPath[]>(path.join(CONTENT, 'redirects', 'legacy-paths.json'));
}

/** Article slugs per language, read from the content files the way gatsby-node reads them. */
export function articleSlugs(): ArticleSlugs[] {
  const byId = new Map<string, ArticleSlugs>();
  for (const { data } of readMdx(path.join(CONTENT, 'articles', 'general'))) {
    const id = String(data.id);
    const language = String(data.language);
    if (!isLanguage(language)) throw new Error(`Bad language in article ${id}`);
    const entry = byId.get(id) ?? { articleId: id, slugs: {} };
    entry.slugs[language] = String(data.slug);
    byId.set(id, entry);
  }
  for (const file of listFiles(path.join(CONTENT, 'articles', 'local-seo'), '.json')) {
    const article = readJson<{ id: string; slug: string }>(file);
    byId.set(article.id, { articleId: article.id, slugs: { en: article.slug } });
  }
  return [...byId.values()];
}

/** Every path the build creates a page at. */
export function sitePaths(): string[] {
  const pages = (Object.keys(PAGE_SLUGS) as PageId[]).flatMap((id) => LANGUAGES.map((language) => pagePath(id, language)));
  const articles = articleSlugs().flatMap((article) =>
    LANGUAGES.flatMap((language) => {
      const slug = article.slugs[language];
      return slug ? [articlePath(language, slug)] : [];
    }),
  );
  return [...pages, ...articles];
}
