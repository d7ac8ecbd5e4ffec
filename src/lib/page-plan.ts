import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, otherLanguages, type Language } from './languages';
import { marketLanguage, showsMarket } from './markets';
import { localizedPageContext, type LocalizedPageContext } from './page-context';
import {
  INBOX_PATH,
  LEGAL_PAGE_IDS,
  OLD_CATEGORY_PARAM,
  articlePath,
  blogListingPath,
  pageAlternates,
  pagePath,
  type Alternate,
  type PageId,
} from './routes';
import { caseSitePath } from './case-site/paths';
import { CATEGORIES, isCategory, newestFirst, relatedArticles, type ArticleSummary, type Category } from './articles';
import { articleSlugsOf, buildRedirects, type LegacyPath, type Redirect } from './redirects';

/** Page components under src/templates. */
export type TemplateName =
  'home' | 'portfolio' | 'case-site' | 'plumber' | 'blog' | 'not-found' | 'thanks' | 'preview' | 'legal' | 'article' | 'admin-leads';

/** Translation namespaces (locales/{code}/{namespace}.json) the layout uses on every page: header, footer, toasts. */
const LAYOUT_NAMESPACES = ['common', 'forms'];

/** What each template reads besides the layout's namespaces. */
const TEMPLATE_NAMESPACES: Record<TemplateName, readonly string[]> = {
  home: ['home', 'blog', 'preview'],
  portfolio: ['portfolio', 'home'],
  'case-site': ['portfolio', 'preview'],
  plumber: ['plumber'],
  blog: ['blog'],
  'not-found': ['blog'],
  thanks: ['preview'],
  preview: ['preview'],
  'admin-leads': ['admin', 'emails', 'preview'],
  legal: [],
  article: ['blog'],
};

/** Pages built from a template alone, one per language. */
const TEMPLATE_PAGES: ReadonlyArray<[PageId, TemplateName]> = [
  ['home', 'home'],
  ['portfolio', 'portfolio'],
  ['plumber', 'plumber'],
  ['notFound', 'not-found'],
  ['thanks', 'thanks'],
  ['preview', 'preview'],
];

/** Articles on one page of the blog's listings. */
export const BLOG_PAGE_SIZE = 12;

/** A link of the blog's navigation: a category filter or a page number, to a page of the plan. */
export interface ListingLink {
  path: string;
  /** A category id, or null for all articles; or a page number. */
  category?: Category | null;
  page?: number;
}

/** What the blog template needs to show one page of a listing. */
export interface BlogListingContext {
  /** The listing's category, or null for all articles. */
  category: Category | null;
  /** The categories the query takes articles from. */
  categories: Category[];
  skip: number;
  limit: number;
  currentPage: number;
  /** All articles, then every category with articles in this language: the filter links. */
  filters: ListingLink[];
  /** How many pages this listing has. */
  pageCount: number;
  /** The page links the pagination shows (see paginationWindow); null where it skips pages. */
  pages: Array<ListingLink | null>;
  previousPath: string | null;
  nextPath: string | null;
}

/**
 * The page numbers a pagination shows: the first and the last page, the current one and its neighbours; null marks
 * skipped pages. Its length never exceeds 7, so no listing page grows with the number of articles.
 */
export function paginationWindow(current: number, count: number): Array<number | null> {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  const window: Array<number | null> = [];
  for (const page of shown) {
    const previous = window[window.length - 1];
    if (typeof previous === 'number' && page - previous === 2) window.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) window.push(null);
    window.push(page);
  }
  return window;
}

/** The pages of the blog's listings in every language: all articles and each category, 12 articles a page. */
function planBlogListings(articles: readonly PlanArticle[]): PlannedPage[] {
  const listings = LANGUAGES.map((language) => {
    const inLanguage = articles.filter((article) => article.language === language);
    const categories = CATEGORIES.filter((category) => inLanguage.some((article) => article.category === category));
    const pageCount = (category: Category | null) =>
      Math.max(1, Math.ceil(inLanguage.filter((article) => category === null || article.category === category).length / BLOG_PAGE_SIZE));
    return { language, categories, pageCount };
  });
  const pages: PlannedPage[] = [];
  for (const { language, categories, pageCount } of listings) {
    const filters: ListingLink[] = [null, ...categories].map((category) => ({ category, path: blogListingPath(language, category) }));
    for (const category of [null, ...categories]) {
      const count = pageCount(category);
      const links: ListingLink[] = Array.from({ length: count }, (_, index) => ({
        page: index + 1,
        path: blogListingPath(language, category, index + 1),
      }));
      for (let page = 1; page <= count; page += 1) {
        // The same listing page in every language that has it.
        const alternates = listings
          .filter((other) => (category === null || other.categories.includes(category)) && page <= other.pageCount(category))
          .map((other) => ({ language: other.language, path: blogListingPath(other.language, category, page) }));
        const listing: BlogListingContext = {
          category,
          categories: category ? [category] : [...CATEGORIES],
          skip: (page - 1) * BLOG_PAGE_SIZE,
          limit: BLOG_PAGE_SIZE,
          currentPage: page,
          filters,
          pageCount: count,
          pages: paginationWindow(page, count).map((number) => (number === null ? null : links[number - 1]!)),
          previousPath: links[page - 2]?.path ?? null,
          nextPath: links[page]?.path ?? null,
        };
        const pageId = category === null && page === 1 ? 'blog' : `blog-${category ?? 'all'}-${page}`;
        // Without this page in another language, the switch leads to the nearest listing there: the same
        // category's first page, or the blog.
        const nearest = listings
          .filter((other) => !alternates.some((alternate) => alternate.language === other.language))
          .map((other) => ({
            language: other.language,
            path: blogListingPath(other.language, category && other.categories.includes(category) ? category : null),
          }));
        pages.push({
          path: blogListingPath(language, category, page),
          template: 'blog',
          context: context('blog', pageId, language, alternates, { ...listing, nearest }),
        });
      }
    }
  }
  return pages;
}

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

/** A portfolio case (content/portfolio/cases.json), as the plan needs it: each gets its client's site as a page. */
export interface PlanCase {
  slug: string;
  /** The client's market: its site exists in that language only. */
  market: string;
}

export interface PageSources {
  articles: readonly PlanArticle[];
  legalDocuments: readonly PlanLegalDocument[];
  cases?: readonly PlanCase[];
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
export function planPages({ articles, legalDocuments, cases = [] }: PageSources): PlannedPage[] {
  const pages: PlannedPage[] = [];

  for (const [pageId, template] of TEMPLATE_PAGES) {
    for (const language of LANGUAGES) {
      const path = pagePath(pageId, language);
      // The 404 page has no alternates: it answers any missing URL of its language.
      const alternates = pageId === 'notFound' ? [{ language, path }] : pageAlternates(pageId);
      pages.push({ path, template, context: context(template, pageId, language, alternates) });
    }
  }

  // Each case's site, in its client's language only (a Dutch client's site is Dutch): shown, not indexed (Seo's noindex,
  // and the sitemap leaves `noindex` pages out). The language switch leads to that language's portfolio, at the case
  // where it shows the client's market.
  for (const { slug, market } of cases) {
    const language = marketLanguage(market);
    const nearest = otherLanguages(language).map((other) => ({
      language: other,
      path: showsMarket(other, market) ? casePortfolioPath(other, { slug, market }) : pagePath('portfolio', other),
    }));
    pages.push({
      path: caseSitePath(language, slug),
      template: 'case-site',
      context: context('case-site', `case-site-${slug}`, language, [{ language, path: caseSitePath(language, slug) }], {
        caseSlug: slug,
        noindex: true,
        nearest,
      }),
    });
  }

  // The owner's inbox: one page for every language (it follows the owner's stored choice).
  pages.push({
    path: INBOX_PATH,
    template: 'admin-leads',
    context: context('admin-leads', 'admin-leads', DEFAULT_LANGUAGE, [{ language: DEFAULT_LANGUAGE, path: INBOX_PATH }]),
  });

  pages.push(...planBlogListings([...articles].sort(newestFirst)));

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

/**
 * Where a case is shown on the portfolio of `language`, at its anchor: that language's portfolio when it shows the
 * client's market (src/lib/markets.ts), else the portfolio of the client's own language.
 */
export function casePortfolioPath(language: Language, { slug, market }: PlanCase): string {
  return `${pagePath('portfolio', showsMarket(language, market) ? language : marketLanguage(market))}#${slug}`;
}

/** The paths above a path, nearest first, without the root: /nl/portfolio/x/site/ has /nl/portfolio/x/, /nl/portfolio/, /nl/. */
function parentPaths(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, index, parents) => `/${parents.slice(0, parents.length - index).join('/')}/`);
}

/**
 * The addresses of a case's site that lead elsewhere: the site's address in every other language to the site (it
 * exists in its client's language only), and every address above the site that is no page (/portfolio/{case}/) to
 * the case on that language's portfolio, at its anchor.
 */
export function caseRedirects(cases: readonly PlanCase[], pagePaths: Iterable<string>): Redirect[] {
  const pages = new Set(pagePaths);
  return cases.flatMap((item) => {
    const site = caseSitePath(marketLanguage(item.market), item.slug);
    return LANGUAGES.flatMap((language) => {
      const address = caseSitePath(language, item.slug);
      const toSite =
        address === site ? [] : [{ from: address, to: site, reason: `the site of case ${item.slug} is in ${item.market} only` }];
      const parents = parentPaths(address)
        .filter((parent) => !pages.has(parent))
        .map((parent) => ({ from: parent, to: casePortfolioPath(language, item), reason: `above the site of case ${item.slug}` }));
      return [...toSite, ...parents];
    });
  });
}

/** The redirect table: legacy paths and derived aliases, each straight to a page of the plan and never over one. */
export function planRedirects(sources: SiteSources, plan: readonly PlannedPage[] = planPages(sources)): Redirect[] {
  const paths = plan.map((page) => page.path);
  return buildRedirects([...sources.legacyPaths], articleSlugsOf(sources.articles), paths, caseRedirects(sources.cases ?? [], paths));
}

/**
 * The old filter links (`/blog/?category=local-seo`) to the category pages that replace them, for hosts that match
 * query parameters (Netlify); the blog page itself sends such a link on where they are not matched (gatsby serve).
 */
export function planCategoryRedirects(articles: readonly PlanArticle[]): Redirect[] {
  return LANGUAGES.flatMap((language) =>
    CATEGORIES.filter((category) => articles.some((article) => article.language === language && article.category === category)).map(
      (category) => ({
        from: `${pagePath('blog', language)}?${OLD_CATEGORY_PARAM}=${category}`,
        to: blogListingPath(language, category),
        reason: 'the old blog filter link',
      }),
    ),
  );
}
