import React, { useMemo } from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { PreviewAnswers } from '../../lib/site-preview/answers';
import { sitePreviewModel } from '../../lib/site-preview/model';
import type { TradeSketch } from '../../lib/trades';
import { TradeSite } from '../trade-site/TradeSite';

/** What the visitor's website shows, in words: its description for screen readers where it is shown as a picture. */
export const siteDescription = (answers: PreviewAnswers, language: Language, t: Translate, trades: readonly TradeSketch[]): string =>
  sitePreviewModel(answers, language, t, trades).description;

/**
 * The visitor's website made from their answers as they type: the real page (TradeSite), which the intake loads when
 * the visitor starts on it (load-site.ts), so no page carries it before.
 */
export function IntakeSite({
  answers,
  language,
  t,
  trades,
  headingLevel = 3,
}: {
  answers: PreviewAnswers;
  language: Language;
  t: Translate;
  /** The trades in `language`, with their preview texts. */
  trades: readonly TradeSketch[];
  /** The level of the site's headline under the heading it is shown beneath: an h2 section's by default. */
  headingLevel?: 3 | 4;
}) {
  const model = useMemo(() => sitePreviewModel(answers, language, t, trades), [answers, language, t, trades]);
  return <TradeSite model={model} headingLevel={headingLevel} />;
}
