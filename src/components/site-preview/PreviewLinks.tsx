import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/languages';
import { previewPath, type PreviewAnswers } from '../../lib/site-preview/answers';
import { Icon } from '../ui/Icon';

/**
 * The link that shows the sketch again: open it full size, or copy it to keep or share. The answers travel after the
 * `#`, which browsers send to no server and in no referrer.
 */
export function PreviewLinks({
  answers,
  language,
  compact = false,
  open = true,
}: {
  answers: PreviewAnswers;
  language: Language;
  compact?: boolean;
  /** Offer to open it full size (not on the page that already shows it so). */
  open?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const href = previewPath(language, answers);
  useEffect(() => setCopied(false), [href]);
  const copy = () => {
    // Not awaited (`void`): a click handler returns nothing; both outcomes set the button's state.
    void navigator.clipboard?.writeText(new URL(href, window.location.href).href).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const link = (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-[44px] items-center gap-1.5 font-semibold text-brand-800 underline-offset-2 hover:underline"
      data-testid="site-preview-link"
    >
      <Icon name="ArrowRight" className="h-4 w-4" />
      {t('sitePreview.open')}
      <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
    </a>
  );
  if (compact)
    return (
      <p className="flex items-center justify-between gap-3 text-xs text-slate-600">
        <span>{t('sitePreview.sketchShort')}</span>
        <span className="shrink-0 text-sm">{link}</span>
      </p>
    );
  return (
    <div className="mt-3 text-sm text-slate-600">
      <p>{t('sitePreview.sketchNote')}</p>
      <div className="mt-1 flex flex-wrap items-center gap-x-5">
        {open && link}
        <button
          type="button"
          onClick={copy}
          className="inline-flex min-h-[44px] items-center gap-1.5 font-semibold text-brand-800 hover:underline"
          data-testid="site-preview-copy"
        >
          <Icon name={copied ? 'Check' : 'FileText'} className="h-4 w-4" />
          {copied ? t('sitePreview.copied') : t('sitePreview.copy')}
        </button>
        <span className="sr-only" aria-live="polite">
          {copied ? t('sitePreview.copied') : ''}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">{t('sitePreview.linkNote')}</p>
    </div>
  );
}
