import React from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { PreviewAnswers } from '../../lib/site-preview/answers';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useDrawing } from './load';
import { useTradeSketches } from '../trades';

/**
 * The sketch shown full size (its page, the confirmation, the thank-you page): the laptop and the phone from 1024 px,
 * the phone alone below, where the laptop's words would be too small to read. The box keeps the drawing's proportions
 * while its code loads.
 */
export function SketchFigure({ answers, language, t }: { answers: PreviewAnswers; language: Language; t: Translate }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const Drawing = useDrawing(true);
  const trades = useTradeSketches();
  return (
    <div className="mx-auto aspect-[168/314] w-full max-w-[18rem] lg:mx-0 lg:aspect-[640/400] lg:max-w-none">
      {Drawing && <Drawing answers={answers} language={language} t={t} trades={trades} variant={wide ? 'full' : 'phone'} />}
    </div>
  );
}
