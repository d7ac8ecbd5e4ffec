import { ArticleCover } from './ArticleCover';
import React from 'react';
import { graphql, Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ArticleMeta } from './ArticleMeta';
import { categoryOf } from '../../lib/articles';
import { Icon } from '../ui/Icon';

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
export function ArticleCard({
  article,
  headingLevel = 'h3',
  eager = false,
}: {
  article: Queries.ArticleCardFragment;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a listing are in view at once: load their covers right away. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <article className="card flex h-full flex-col overflow-hidden p-0" data-testid="article-card" data-category={article.category}>
      <ArticleCover
        image={article.coverImage}
        sizes="(min-width: 1024px) 368px, (min-width: 768px) 50vw, 100vw"
        eager={eager}
        className="aspect-[1200/630] w-full bg-brand-800 object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="badge self-start">{t(`blog.categories.${categoryOf(article)}`)}</p>
        <Heading className="mt-3 text-lg font-bold leading-snug text-brand-900 [text-wrap:pretty]">
          <Link to={article.path} className="hover:text-brand-600">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-slate-600" data-testid="article-excerpt">
          {article.excerpt}
        </p>
        <ArticleMeta
          author={article.author}
          date={article.date}
          readTime={article.readTime}
          // The author on a line of their own, date and reading time below: the same two lines on every card.
          className="mt-auto gap-x-4 gap-y-1 pt-4 text-sm text-slate-600 [&>span:first-child]:basis-full"
        />
        <Link to={article.path} className="link mt-4 inline-flex items-center gap-1.5 self-start">
          {t('blog.readMore')}
          <span className="sr-only"> {t('blog.readMoreTopic', { title: article.title })}</span>
          <Icon name="ArrowRight" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
