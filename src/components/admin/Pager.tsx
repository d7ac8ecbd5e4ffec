import React from 'react';
import type { Translate } from '../../lib/i18n';
import { Icon } from '../ui/Icon';

/** A button that stays focusable at the end of the list (aria-disabled, not disabled), so keyboard focus is not lost. */
function PageButton({
  label,
  to,
  enabled,
  onPage,
  icon,
  testId,
}: {
  label: string;
  to: number;
  enabled: boolean;
  onPage: (page: number) => void;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <button
      type="button"
      className="btn-secondary px-3 text-sm aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:text-slate-600 aria-disabled:hover:bg-white"
      aria-disabled={!enabled}
      onClick={() => enabled && onPage(to)}
      data-testid={testId}
    >
      {icon}
      {label}
    </button>
  );
}

/** Newer and older pages of the inbox, with where the owner is; shown when the leads fill more than one page. */
export function Pager({ page, pages, t, onPage }: { page: number; pages: number; t: Translate; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('admin.pages.label')} className="mt-4 flex items-center justify-between gap-2" data-testid="inbox-pager">
      <PageButton
        label={t('admin.pages.newer')}
        to={page - 1}
        enabled={page > 1}
        onPage={onPage}
        icon={<Icon name="ChevronLeft" className="h-4 w-4" />}
        testId="inbox-newer"
      />
      <p className="text-center text-sm text-slate-600" aria-live="polite" data-testid="inbox-page">
        {t('admin.pages.position', { page, pages })}
      </p>
      <PageButton
        label={t('admin.pages.older')}
        to={page + 1}
        enabled={page < pages}
        onPage={onPage}
        icon={<Icon name="ChevronRight" className="order-last h-4 w-4" />}
        testId="inbox-older"
      />
    </nav>
  );
}
