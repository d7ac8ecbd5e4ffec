import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useCurrentPage } from '../layout/page';
import { Icon } from '../ui/Icon';

/** Author, date and read time of an article, on cards and on the article page. */
export function ArticleMeta({ author, date, readTime, className }: { author: string; date: string; readTime: number; className: string }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  return (
    <p className={`flex flex-wrap ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="UserRound" className="h-4 w-4" />
        {t('blog.by', { author })}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="CalendarDays" className="h-4 w-4" />
        <time dateTime={date}>{formatDate(date, language)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="Clock" className="h-4 w-4" />
        {t('blog.readTime', { minutes: readTime })}
      </span>
    </p>
  );
}
