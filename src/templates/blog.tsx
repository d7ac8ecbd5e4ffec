import React, { useEffect } from 'react';
import { graphql, Link, navigate, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { localizedHead } from '../components/localized-head';
import { ArticleCard } from '../components/blog/ArticleCard';
import { NewsletterSection } from '../components/blog/NewsletterSection';
import type { Translate } from '../lib/i18n';
import { isCategory } from '../lib/articles';
import { OLD_CATEGORY_PARAM, blogListingPath } from '../lib/routes';
import type { BlogListingContext } from '../lib/page-plan';
import type { LocalizedPageContext } from '../lib/page-context';
import { Icon } from '../components/ui/Icon';

type BlogContext = LocalizedPageContext & BlogListingContext;
type BlogProps = PageProps<Queries.BlogPageQuery, BlogContext>;

const PILL =
  'inline-flex min-h-[44px] items-center rounded-full border px-4 text-sm font-semibold aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white';

/** The listing's title: "Blog & tips", "Local SEO", with the page number from page 2 on. */
function listingTitle(t: Translate, context: BlogListingContext): string {
  const title = context.category ? t(`blog.categories.${context.category}`) : t('blog.title');
  return context.currentPage > 1 ? t('blog.pageTitle', { title, page: context.currentPage }) : title;
}

/** Sends an old filter link (`/blog/?category=local-seo`) to its category page where the host did not. */
function useOldCategoryLinks(context: BlogContext, search: string) {
  useEffect(() => {
    const category = new URLSearchParams(search).get(OLD_CATEGORY_PARAM);
    if (isCategory(category) && context.filters.some((filter) => filter.category === category)) {
      // Not awaited (`void`): nothing follows the redirect in this effect.
      void navigate(blogListingPath(context.language, category), { replace: true });
    }
  }, [context, search]);
}

/** The blog's listings: every article or one category, twelve a page, in the spec's order. */
export default function BlogPage({ data, pageContext, location }: BlogProps) {
  const { t } = useTranslation();
  useOldCategoryLinks(pageContext, location.search);
  const { category, currentPage, filters, pages, pageCount, previousPath, nextPath } = pageContext;
  const count = data.listed.totalCount;

  return (
    <Layout page={pageContext}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 text-center sm:py-20">
          {category && <p className="eyebrow">{t('blog.title')}</p>}
          <h1 className="heading-1 mt-2">{listingTitle(t, pageContext)}</h1>
          <p className="lead mx-auto mt-5 max-w-2xl">{category ? t(`blog.categoryIntro.${category}`) : t('blog.subtitle')}</p>
        </div>
      </header>
      <section className="container-page pb-16" aria-labelledby="blog-listing">
        <h2 id="blog-listing" className="sr-only">
          {t('blog.articles')}
        </h2>
        <nav aria-label={t('blog.filterLabel')} data-testid="blog-filters">
          <ul className="flex flex-wrap justify-center gap-2">
            {filters.map((filter) => (
              <li key={filter.category ?? 'all'}>
                <Link
                  to={filter.path}
                  aria-current={filter.category === category ? 'page' : undefined}
                  className={`${PILL} border-brand-200 text-brand-800 hover:bg-brand-50`}
                  data-testid={`filter-${filter.category ?? 'all'}`}
                >
                  {filter.category ? t(`blog.categories.${filter.category}`) : t('blog.all')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-center text-sm text-slate-600" data-testid="article-count">
          {pageCount > 1 ? t('blog.countPaged', { count, page: currentPage, pages: pageCount }) : t('blog.count', { count })}
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
          {data.allArticle.nodes.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel="h3" eager={index < 3} />
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          // On the narrowest phones the previous and next links are their arrows, named for screen readers: with their
          // words, the row is wider than the screen.
          <nav aria-label={t('blog.pagination')} className="mt-12 flex items-center justify-center gap-2" data-testid="pagination">
            {previousPath && (
              <Link to={previousPath} rel="prev" className={`${PILL} border-slate-200 text-brand-800 hover:bg-brand-50`}>
                <Icon name="ChevronLeft" className="h-4 w-4" />
                <span className="sr-only sm:not-sr-only">{t('blog.previous')}</span>
              </Link>
            )}
            <ul className="flex gap-2">
              {pages.map((link, index) =>
                link === null ? (
                  <li key={`gap-${index}`} aria-hidden="true" className="flex min-w-[24px] items-center justify-center text-slate-500">
                    …
                  </li>
                ) : (
                  <li key={link.page}>
                    <Link
                      to={link.path}
                      aria-current={link.page === currentPage ? 'page' : undefined}
                      aria-label={t('blog.pageNumber', { page: link.page })}
                      className={`${PILL} justify-center border-slate-200 px-0 text-brand-800 hover:bg-brand-50 min-w-[44px]`}
                    >
                      {link.page}
                    </Link>
                  </li>
                ),
              )}
            </ul>
            {nextPath && (
              <Link to={nextPath} rel="next" className={`${PILL} border-slate-200 text-brand-800 hover:bg-brand-50`}>
                <span className="sr-only sm:not-sr-only">{t('blog.next')}</span>
                <Icon name="ChevronRight" className="h-4 w-4" />
              </Link>
            )}
          </nav>
        )}
      </section>
      <NewsletterSection />
    </Layout>
  );
}

export const Head = localizedHead<Queries.BlogPageQuery, BlogContext>(({ t, pageContext }) => ({
  title: listingTitle(t, pageContext),
  description: pageContext.category ? t(`blog.categoryIntro.${pageContext.category}`) : t('blog.metaDescription'),
}));

export const query = graphql`
  query BlogPage($language: String!, $namespaces: [String!]!, $categories: [String!]!, $skip: Int!, $limit: Int!) {
    ...PageLocales
    listed: allArticle(filter: { language: { eq: $language }, category: { in: $categories } }) {
      totalCount
    }
    allArticle(
      filter: { language: { eq: $language }, category: { in: $categories } }
      sort: [{ date: DESC }, { slug: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
