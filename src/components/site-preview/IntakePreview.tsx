import React, { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { hasPreview, previewAnswersOf, type PreviewAnswers } from '../../lib/site-preview/answers';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useCurrentPage } from '../layout/page';
import { Icon } from '../ui/Icon';
import { useDrawing } from './load';
import { useTradeSketches } from '../trades';
import { PreviewLinks } from './PreviewLinks';

/** On <html> while the sketch stands in view above the fields; global.css keeps focused fields clear of it. */
const SKETCH_IN_VIEW_CLASS = 'sketch-in-view';
const SKETCH_HEIGHT_VARIABLE = '--sketch-height';

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
  const trades = useTradeSketches();
  const answers = useMemo(() => previewAnswersOf(values), [values]);
  // Typing stays first: the drawing follows when the browser has a moment.
  const shown: PreviewAnswers = useDeferredValue(answers);
  const wide = useMediaQuery(WIDE);
  const box = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return undefined;
    // A first focus anywhere in the intake starts loading the drawing, and while focus stays in the intake the sketch
    // keeps in view on a phone; scrolling past the intake, it keeps to its place (the sticky bars stay small).
    const focusIn = (event: FocusEvent) => {
      setStarted(true);
      setTyping(true);
      // A field the browser brought into view under the sketch comes out below it.
      const field = event.target instanceof HTMLElement ? event.target : null;
      requestAnimationFrame(() => {
        const panel = box.current;
        if (!field || !panel || getComputedStyle(panel).position !== 'sticky' || panel.contains(field)) return;
        const sketch = panel.getBoundingClientRect();
        const target = field.getBoundingClientRect();
        // Only where the sketch stands above the fields (phones), not beside them.
        if (sketch.left >= target.right || target.left >= sketch.right) return;
        const hiddenBy = sketch.bottom + 8 - target.top;
        if (hiddenBy > 0) window.scrollBy({ top: -hiddenBy, behavior: 'instant' });
      });
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) setTyping(false);
    };
    form.addEventListener('focusin', focusIn);
    form.addEventListener('focusout', focusOut);
    return () => {
      form.removeEventListener('focusin', focusIn);
      form.removeEventListener('focusout', focusOut);
    };
  }, []);
  useEffect(() => {
    // Sticky needs a section that is no scroll container: while the visitor is in the intake its section clips rather
    // than hides what overflows it (`.defer-render` hides it, which keeps axe-core exact while the section is skipped).
    const section = box.current?.closest('section');
    section?.classList.toggle('overflow-clip', typing);
  }, [typing]);
  useEffect(() => {
    // While it stands above the fields, the browser brings a focused field into view below it (scroll-padding).
    const panel = box.current;
    const root = document.documentElement;
    if (!typing || wide || !panel) return undefined;
    root.style.setProperty(SKETCH_HEIGHT_VARIABLE, `${panel.offsetHeight}px`);
    root.classList.add(SKETCH_IN_VIEW_CLASS);
    return () => root.classList.remove(SKETCH_IN_VIEW_CLASS);
  }, [typing, wide]);
  const named = hasPreview(shown);
  const Drawing = useDrawing(started || named);

  return (
    <div
      ref={box}
      className={`${typing ? 'sticky top-[calc(var(--header-height)+0.5rem)] shadow-[0_10px_8px_-10px_rgb(11_31_51/0.25)]' : 'relative'} z-10 order-first -mx-1 self-start bg-white px-1 pb-1 no-js:hidden lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:order-none lg:col-start-2 lg:row-start-1 lg:pb-0 lg:shadow-none`}
      data-testid="site-preview"
      data-state={named && Drawing ? 'drawn' : 'waiting'}
      data-typing={typing || undefined}
    >
      <p className="mb-2 hidden text-sm font-semibold text-brand-900 lg:block">{t('sitePreview.title')}</p>
      <div className="aspect-[360/176] w-full lg:aspect-[640/400]">
        {named && Drawing ? (
          <Drawing answers={shown} language={language} t={t} trades={trades} variant={wide ? 'full' : 'compact'} />
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
