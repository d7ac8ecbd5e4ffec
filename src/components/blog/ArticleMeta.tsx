import React from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { formatDate } from '../../lib/format';
import { useCurrentPage } from '../layout/page';

/** Author, date and read time of an article, on cards and on the article page. */
export function ArticleMeta({ author, date, readTime, className }: { author: string; date: string; readTime: number; className: string }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  return (
    <p className={`flex flex-wrap ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="h-4 w-4" />
        {t('blog.by', { author })}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <time dateTime={date}>{formatDate(date, language)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {t('blog.readTime', { minutes: readTime })}
      </span>
    </p>
  );
}
