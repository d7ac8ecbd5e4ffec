import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { escapeXml } from './escape-xml';
import { PAGE_IDS, articlePath, languageOfPath, localizedPath, pagePath, pageSlug, type PageId } from './routes';

/** One entry of content/redirects/legacy-paths.json: an old path and the page it now lives at. */
export interface LegacyPath {
  from: string;
  language: Language;
  page?: string;
  articleId?: string;
  note?: string;
}

/** An article's slug per language it is published in. */
export interface ArticleSlugs {
  articleId: string;
  slugs: Partial<Record<Language, string>>;
}

/** Each article's slug per language, from the articles (one entry per language version). */
export function articleSlugsOf(articles: ReadonlyArray<{ articleId: string; language: Language; slug: string }>): ArticleSlugs[] {
  const byId = new Map<string, ArticleSlugs>();
  for (const article of articles) {
    const entry = byId.get(article.articleId) ?? { articleId: article.articleId, slugs: {} };
    entry.slugs[article.language] = article.slug;
    byId.set(article.articleId, entry);
  }
  return [...byId.values()];
}

export interface Redirect {
  from: string;
  to: string;
  reason: string;
}

/** Redirect sources are written without a trailing slash; hosts match both forms. */
export function normalizeFrom(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

function isPageId(value: string): value is PageId {
  return (PAGE_IDS as readonly string[]).includes(value);
}

function resolveLegacyTarget(entry: LegacyPath, articles: ArticleSlugs[]): string {
  if (entry.page !== undefined) {
    if (!isPageId(entry.page)) throw new Error(`Redirect ${entry.from}: unknown page "${entry.page}"`);
    return pagePath(entry.page, entry.language);
  }
  if (entry.articleId !== undefined) {
    const slug = articles.find((article) => article.articleId === entry.articleId)?.slugs[entry.language];
    if (!slug) throw new Error(`Redirect ${entry.from}: no ${entry.language} article "${entry.articleId}"`);
    return articlePath(entry.language, slug);
  }
  throw new Error(`Redirect ${entry.from}: names neither a page nor an article`);
}

/**
 * Paths a visitor or the old site may use for a translated page, each sent to the translation:
 * - the default language's slug under a translation's prefix (what gatsby-plugin-react-i18next would
 *   have generated), e.g. /nl/terms to /nl/algemene-voorwaarden;
 * - a translation's slug without its prefix (a legacy path lands in the language its slug is written
 *   in), e.g. /algemene-voorwaarden or /blog/loodgieter-website-meer-klanten to the Dutch page.
 * Articles in one language only answer under the other prefix with that one article.
 */
function derivedRedirects(articles: ArticleSlugs[]): Redirect[] {
  const redirects: Redirect[] = [];
  const translated = (slugs: Partial<Record<Language, string>>, build: (language: Language, slug: string) => string, reason: string) => {
    const defaultSlug = slugs[DEFAULT_LANGUAGE];
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
      const slug = slugs[language];
      if (defaultSlug === undefined || slug === undefined || slug === defaultSlug) continue;
      redirects.push({ from: build(language, defaultSlug), to: build(language, slug), reason });
      redirects.push({ from: build(DEFAULT_LANGUAGE, slug), to: build(language, slug), reason });
    }
  };

  for (const pageId of PAGE_IDS) {
    const slugs = Object.fromEntries(LANGUAGES.map((language) => [language, pageSlug(pageId, language)]));
    translated(slugs, (language, slug) => localizedPath(language, slug), `translated slug of ${pageId}`);
  }
  for (const article of articles) {
    translated(article.slugs, articlePath, `translated slug of article ${article.articleId}`);
    const published = LANGUAGES.filter((language) => article.slugs[language] !== undefined);
    const [only] = published;
    if (published.length === 1 && only) {
      const slug = article.slugs[only] as string;
      for (const language of LANGUAGES.filter((l) => l !== only)) {
        redirects.push({
          from: articlePath(language, slug),
          to: articlePath(only, slug),
          reason: `article ${article.articleId} exists in ${only} only`,
        });
      }
    }
  }
  return redirects;
}

/**
 * The complete redirect table: every legacy path and derived alias, and the `planned` ones of the page plan (a
 * case's site in the other language), normalised, de-duplicated (the data file wins), pointing straight at a
 * canonical page (at most with an anchor on it) so no redirect needs a second hop.
 */
export function buildRedirects(
  legacy: LegacyPath[],
  articles: ArticleSlugs[],
  existingPaths: Iterable<string>,
  planned: readonly Redirect[] = [],
): Redirect[] {
  const pages = new Set([...existingPaths].map(normalizeFrom));
  const table = new Map<string, Redirect>();
  const add = (redirect: Redirect) => {
    const from = normalizeFrom(redirect.from);
    if (from === normalizeFrom(redirect.to) || pages.has(from) || table.has(from)) return;
    table.set(from, { ...redirect, from });
  };
  for (const entry of legacy) {
    add({ from: entry.from, to: resolveLegacyTarget(entry, articles), reason: entry.note ?? 'legacy path' });
  }
  derivedRedirects(articles).forEach(add);
  planned.forEach(add);
  return [...table.values()].sort((a, b) => a.from.localeCompare(b.from));
}

/** The words of a redirect fallback page, in the language of the page it leads to. */
export interface FallbackTexts {
  title: string;
  movedTo: string;
}

/** The page a browser lands on when a host cannot send a redirect (gatsby serve, plain static hosts). */
export function fallbackHtml(target: string, absoluteTarget: string, texts: FallbackTexts): string {
  return `<!doctype html>
<html lang="${languageOfPath(target)}">
<head>
<meta charset="utf-8">
<title>${escapeXml(texts.title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeXml(absoluteTarget.split('#')[0]!)}">
<meta http-equiv="refresh" content="0; url=${escapeXml(target)}">
</head>
<body><p>${escapeXml(texts.movedTo)} <a href="${escapeXml(target)}">${escapeXml(absoluteTarget)}</a></p></body>
</html>
`;
}
