import React, { useMemo } from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { PreviewAnswers } from '../../lib/site-preview/answers';
import { sitePreviewModel } from '../../lib/site-preview/model';
import type { TradeSketch } from '../../lib/trades';
import { SitePreview, type PreviewVariant } from './SitePreview';

/**
 * The sketch drawn from a visitor's answers in a language: the intake's live preview, the preview page and the inbox
 * load this module when they first draw one, so no page carries the drawing code before a visitor starts on the intake.
 */
export function AnswersPreview({
  answers,
  language,
  t,
  trades,
  variant,
}: {
  answers: PreviewAnswers;
  language: Language;
  t: Translate;
  /** The trades in `language`, with their preview texts. */
  trades: readonly TradeSketch[];
  variant: PreviewVariant;
}) {
  const model = useMemo(() => sitePreviewModel(answers, language, t, trades), [answers, language, t, trades]);
  return <SitePreview model={model} variant={variant} />;
}
