import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../lib/routes';
import { useCurrentPage } from '../layout/page';
import { Section } from '../ui/Section';
import { ArticleCard } from '../blog/ArticleCard';

/** The latest three articles in the page's language; nothing when there are none. */
export function BlogTeaser({ articles }: { articles: readonly Queries.ArticleCardFragment[] }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  if (articles.length === 0) return null;
  return (
    <Section eyebrow={t('home.blog.eyebrow')} title={t('home.blog.title')}>
      <div className="scroll-frame scroll-row md:grid-cols-3" data-testid="blog-teaser">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
      <p className="mt-8 text-center">
        <Link to={pagePath('blog', language)} className="btn-secondary">
          {t('home.blog.all')}
        </Link>
      </p>
    </Section>
  );
}
