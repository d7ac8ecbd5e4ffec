import React from 'react';
import { graphql, Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CalendarDays, Clock, UserRound } from 'lucide-react';
import { formatDate } from '../../lib/money';
import { useCurrentPage } from '../layout/page';

export const articleCardFields = graphql`
  fragment ArticleCard on Article {
    id
    articleId
    path
    title
    excerpt
    category
    author
    date
    readTime
    coverImage
  }
`;

/** A blog card: cover, category, author, date, read time, title, excerpt (three lines) and 'Read more'. */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: Queries.ArticleCardFragment; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const Heading = headingLevel;
  return (
    <article className="card flex h-full flex-col overflow-hidden p-0" data-testid="article-card" data-category={article.category}>
      <img src={article.coverImage} alt="" width={1200} height={630} loading="lazy" decoding="async" className="aspect-[1200/630] w-full bg-brand-800 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="badge self-start">{t(`blog.categories.${article.category}`)}</p>
        <Heading className="mt-3 text-lg font-bold leading-snug text-brand-900">
          <Link to={article.path} className="hover:text-brand-600">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{article.excerpt}</p>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="h-4 w-4" />
            {article.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            <time dateTime={article.date}>{formatDate(article.date, language)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {t('blog.readTime', { minutes: article.readTime })}
          </span>
        </p>
        <Link to={article.path} className="link mt-4 inline-flex items-center gap-1.5 self-start" aria-label={t('blog.readMoreAbout', { title: article.title })}>
          {t('blog.readMore')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
