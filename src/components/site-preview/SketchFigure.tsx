import React from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { PreviewAnswers } from '../../lib/site-preview/answers';
import { useIntakeSite } from './load-site';
import { useTradeSketches } from '../trades';

/**
 * A sent intake's website (the confirmation, the thank-you page): the real page the intake showed, in a window of a
 * fixed height that scrolls, so the page around it keeps its shape while its code loads and the visitor can read it
 * all. Focusable, so a keyboard scrolls it too.
 */
export function SketchFigure({
  answers,
  language,
  t,
  headingLevel,
}: {
  answers: PreviewAnswers;
  language: Language;
  t: Translate;
  /** The site's headline level, one below the heading it is shown under. */
  headingLevel: 3 | 4;
}) {
  const Site = useIntakeSite(true);
  const trades = useTradeSketches();
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={t('sitePreview.keepTitle')}
      className="h-[32rem] overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white shadow-card"
      data-testid="kept-site"
    >
      {Site && <Site answers={answers} language={language} t={t} trades={trades} headingLevel={headingLevel} />}
    </div>
  );
}
