import React, { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { hasPreview, previewAnswersOf, type PreviewAnswers } from '../../lib/site-preview/answers';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useCurrentPage } from '../layout/page';
import { Icon } from '../ui/Icon';
import { useDrawing } from './load';
import { PreviewLinks } from './PreviewLinks';

/** The width from which the sketch stands beside the form, as a laptop and a phone (Tailwind's `lg`). */
const WIDE = '(min-width: 1024px)';

/**
 * The intake's live preview: the visitor's own website drawn from their answers as they type, beside the form on wide
 * screens and above it on phones, where it stays in view (sticky) while they fill in the steps. Its box is there from
 * the first paint, so nothing moves when the drawing arrives; its code loads when the visitor starts on the intake.
 */
export function IntakePreview() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const { values } = useFormikContext<Record<string, unknown>>();
  const answers = useMemo(() => previewAnswersOf(values), [values]);
  // Typing stays first: the drawing follows when the browser has a moment.
  const shown: PreviewAnswers = useDeferredValue(answers);
  const wide = useMediaQuery(WIDE);
  const box = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    // A first focus anywhere in the intake starts loading the drawing; answers already there (a prefill) do too.
    const form = box.current?.closest('form');
    const start = () => setStarted(true);
    form?.addEventListener('focusin', start, { once: true });
    return () => form?.removeEventListener('focusin', start);
  }, []);
  const named = hasPreview(shown);
  const Drawing = useDrawing(started || named);

  return (
    <div
      ref={box}
      className="sticky top-16 z-10 -mx-1 self-start bg-white px-1 pb-1 shadow-[0_10px_8px_-10px_rgb(11_31_51/0.25)] no-js:hidden lg:top-24 lg:col-start-2 lg:row-start-1 lg:pb-0 lg:shadow-none"
      data-testid="site-preview"
      data-state={named && Drawing ? 'drawn' : 'waiting'}
    >
      <p className="mb-2 hidden text-sm font-semibold text-brand-900 lg:block">{t('sitePreview.title')}</p>
      <div className="aspect-[360/176] w-full lg:aspect-[640/400]">
        {named && Drawing ? (
          <Drawing answers={shown} language={language} t={t} variant={wide ? 'full' : 'compact'} />
        ) : (
          <div className="flex h-full items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-600">
            <Icon name="MonitorSmartphone" className="h-6 w-6 shrink-0 text-accent-600" />
            <span>{t('sitePreview.waiting')}</span>
          </div>
        )}
      </div>
      {named && <PreviewLinks answers={shown} language={language} compact={!wide} />}
    </div>
  );
}
