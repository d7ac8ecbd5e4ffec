import React, { useEffect, useMemo, useState } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/Seo';
import { ArticleCard } from '../components/blog/ArticleCard';
import { NewsletterForm } from '../components/forms/NewsletterForm';
import { pageTranslator } from '../lib/i18n';
import { CATEGORIES, isCategory, type Category } from '../lib/articles';
import { headPage, type LocalizedPageContext } from '../lib/page-context';

type BlogProps = PageProps<Queries.BlogPageQuery, LocalizedPageContext>;
type Filter = Category | 'all';

const CATEGORY_PARAM = 'category';

/** Reads ?category= from the address; anything unknown means all articles. */
function filterFromSearch(search: string): Filter {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return isCategory(value) ? value : 'all';
}

export default function BlogPage({ data, pageContext, location }: BlogProps) {
  const { t } = useTranslation();
  const articles = data.allArticle.nodes;
  // Static HTML shows every article; the address's filter applies once the page runs (no hydration mismatch).
  const [filter, setFilter] = useState<Filter>('all');
  useEffect(() => setFilter(filterFromSearch(location.search)), [location.search]);

  const shown = useMemo(
    () => (filter === 'all' ? articles : articles.filter((article) => article.category === filter)),
    [articles, filter],
  );
  const categories = CATEGORIES.filter((category) => articles.some((article) => article.category === category));

  const choose = (next: Filter) => {
    setFilter(next);
    const url = new URL(window.location.href);
    if (next === 'all') url.searchParams.delete(CATEGORY_PARAM);
    else url.searchParams.set(CATEGORY_PARAM, next);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };

  const filterButton = (value: Filter, label: string) => (
    <button
      key={value}
      type="button"
      aria-pressed={filter === value}
      onClick={() => choose(value)}
      data-testid={`filter-${value}`}
      className="min-h-[44px] rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
    >
      {label}
    </button>
  );

  return (
    <Layout page={pageContext}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 text-center sm:py-20">
          <h1 className="heading-1">{t('blog.title')}</h1>
          <p className="lead mx-auto mt-5 max-w-2xl">{t('blog.subtitle')}</p>
        </div>
      </header>
      <section className="container-page pb-16" aria-label={t('blog.title')}>
        <div role="group" aria-label={t('blog.filterLabel')} className="flex flex-wrap justify-center gap-2" data-testid="blog-filters">
          {filterButton('all', t('blog.all'))}
          {categories.map((category) => filterButton(category, t(`blog.categories.${category}`)))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600" aria-live="polite" data-testid="article-count">
          {t('blog.count', { count: shown.length })}
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-grid">
          {shown.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
      <section className="defer-render bg-brand-900 py-14" aria-labelledby="newsletter-heading" data-testid="newsletter">
        <div className="container-page flex flex-col items-center gap-6 text-center lg:flex-row lg:justify-between lg:text-left">
          <div className="max-w-xl">
            <h2 id="newsletter-heading" className="heading-2 flex items-center justify-center gap-3 text-white lg:justify-start">
              <Mail aria-hidden="true" className="h-8 w-8 text-accent-300" />
              {t('forms.newsletter.title')}
            </h2>
            <p className="mt-3 text-slate-300">{t('forms.newsletter.text')}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.BlogPageQuery, LocalizedPageContext> = ({ data, pageContext }) => {
  const t = pageTranslator(pageContext.language, data.locales);
  return <Seo page={headPage(pageContext)} title={t('blog.title')} description={t('blog.metaDescription')}></Seo>;
};

export const query = graphql`
  query BlogPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      ...LocaleFields
    }
    allArticle(filter: { language: { eq: $language } }, sort: { sortKey: ASC }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
