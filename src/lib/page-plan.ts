import { LANGUAGES, isLanguage, type Language } from './languages';
import { localizedPageContext, type LocalizedPageContext } from './page-context';
import { LEGAL_PAGE_IDS, articlePath, pageAlternates, pagePath, type Alternate, type PageId } from './routes';
import { isCategory, relatedArticles, type ArticleSummary } from './articles';
import { articleSlugsOf, buildRedirects, type LegacyPath, type Redirect } from './redirects';

/** Page components under src/templates. */
export type TemplateName = 'home' | 'portfolio' | 'plumber' | 'blog' | 'not-found' | 'legal' | 'article';

/** Translation namespaces (locales/{code}/{namespace}.json) the layout uses on every page: header, footer, toasts. */
const LAYOUT_NAMESPACES = ['common', 'forms'];

/** What each template reads besides the layout's namespaces. */
const TEMPLATE_NAMESPACES: Record<TemplateName, readonly string[]> = {
  home: ['home', 'blog'],
  portfolio: ['portfolio', 'home'],
  plumber: ['plumber'],
  blog: ['blog'],
  'not-found': ['blog'],
  legal: [],
  article: ['blog'],
};

/** Pages built from a template alone, one per language. */
const TEMPLATE_PAGES: ReadonlyArray<[PageId, TemplateName]> = [
  ['home', 'home'],
  ['portfolio', 'portfolio'],
  ['plumber', 'plumber'],
  ['blog', 'blog'],
  ['notFound', 'not-found'],
];

/** An Article node, as the plan needs it. */
export interface PlanArticle extends ArticleSummary {
  /** The Article node's id. */
  id: string;
  /** Its source node (a LocalSeoArticle or an Mdx node). */
  sourceNodeId: string;
  /** The MDX file of a general post; null for Local SEO articles. */
  contentFilePath: string | null;
}

/** A legal text: content/legal/{language}/{pageId}.mdx */
export interface PlanLegalDocument {
  pageId: string;
  language: string;
  contentFilePath: string;
}

export interface PageSources {
  articles: readonly PlanArticle[];
  legalDocuments: readonly PlanLegalDocument[];
}

/** Everything the site is planned from: the page sources and the legacy paths to redirect. */
export interface SiteSources extends PageSources {
  legacyPaths: readonly LegacyPath[];
}

export interface PlannedPage {
  path: string;
  template: TemplateName;
  /** The MDX file the template renders (legal pages, general posts). */
  contentFilePath?: string;
  context: LocalizedPageContext;
}

function context(template: TemplateName, pageId: string, language: Language, alternates: Alternate[], extra: Record<string, unknown> = {}) {
  return localizedPageContext(pageId, language, alternates, [...LAYOUT_NAMESPACES, ...TEMPLATE_NAMESPACES[template]], extra);
}

/**
 * Every page the build creates, in every language of the language list: what gatsby-node creates and what the
 * tests check (redirect targets, sitemap, alternates). Pure: the sources come from GraphQL in gatsby-node and
 * from the content files in the tests. Throws when content a page needs is missing.
 */
export function planPages({ articles, legalDocuments }: PageSources): PlannedPage[] {
  const pages: PlannedPage[] = [];

  for (const [pageId, template] of TEMPLATE_PAGES) {
    for (const language of LANGUAGES) {
      const path = pagePath(pageId, language);
      // The 404 page has no alternates: it answers any missing URL of its language.
      const alternates = pageId === 'notFound' ? [{ language, path }] : pageAlternates(pageId);
      pages.push({ path, template, context: context(template, pageId, language, alternates) });
    }
  }

  for (const pageId of LEGAL_PAGE_IDS) {
    for (const language of LANGUAGES) {
      const document = legalDocuments.find((candidate) => candidate.pageId === pageId && candidate.language === language);
      if (!document) throw new Error(`content/legal/${language}/${pageId}.mdx is missing`);
      pages.push({
        path: pagePath(pageId, language),
        template: 'legal',
        contentFilePath: document.contentFilePath,
        context: context('legal', pageId, language, pageAlternates(pageId)),
      });
    }
  }

  for (const article of articles) {
    if (!isLanguage(article.language) || !isCategory(article.category))
      throw new Error(`Article ${article.slug}: bad language or category`);
    const alternates = articles
      .filter((other) => other.articleId === article.articleId)
      .map((other) => ({ language: other.language, path: articlePath(other.language, other.slug) }))
      .sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
    pages.push({
      path: articlePath(article.language, article.slug),
      template: 'article',
      ...(article.contentFilePath ? { contentFilePath: article.contentFilePath } : {}),
      context: context('article', `article-${article.articleId}`, article.language, alternates, {
        articleNodeId: article.id,
        sourceNodeId: article.sourceNodeId,
        relatedIds: relatedArticles(article, articles).map((related) => related.id),
      }),
    });
  }

  return pages;
}

/** The redirect table: legacy paths and derived aliases, each straight to a page of the plan and never over one. */
export function planRedirects(sources: SiteSources, plan: readonly PlannedPage[] = planPages(sources)): Redirect[] {
  return buildRedirects(
    [...sources.legacyPaths],
    articleSlugsOf(sources.articles),
    plan.map((page) => page.path),
  );
}
