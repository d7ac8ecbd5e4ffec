import React, { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { hasPreview, previewAnswersOf, type PreviewAnswers } from '../../lib/site-preview/answers';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useCurrentPage } from '../layout/page';
import { Icon } from '../ui/Icon';
import { useTradeSketches } from '../trades';
import { PreviewLinks } from './PreviewLinks';
import { LiveBar } from './LiveBar';
import { useIntakeSite } from './load-site';

/** On <html> while the live bar stands in view above the fields; global.css keeps focused fields clear of it. */
const SKETCH_IN_VIEW_CLASS = 'sketch-in-view';
const SKETCH_HEIGHT_VARIABLE = '--sketch-height';
/** On <html> while focus is in the intake or the intake runs under the action bar: global.css moves the bar aside. */
const INTAKE_FOCUS_CLASS = 'intake-focus';
const INTAKE_UNDER_BAR_CLASS = 'intake-under-bar';

/** The width from which the website stands beside the form (Tailwind's `lg`). */
const WIDE = '(min-width: 1024px)';

/**
 * Beside the form, the page is drawn at a wider virtual width and scaled down, but never further than this: its
 * smallest words are 12 px (TradeSite's floor, issue 48), so on screen they stay at 11 px or more.
 */
const SMALLEST_PAGE_TEXT_PX = 12;
const SMALLEST_SHOWN_TEXT_PX = 11;
export const WIDE_PAGE_SCALE = SMALLEST_SHOWN_TEXT_PX / SMALLEST_PAGE_TEXT_PX;

/** The answers the website is made from, following the form; typing stays first, the page follows when it can. */
function useShownAnswers(): PreviewAnswers {
  const { values } = useFormikContext<Record<string, unknown>>();
  const answers = useMemo(() => previewAnswersOf(values), [values]);
  return useDeferredValue(answers);
}

/** What both ways of showing the visitor's site draw from: the answers, the trades, the language and the width. */
function usePreviewInputs() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const trades = useTradeSketches();
  const shown = useShownAnswers();
  const wide = useMediaQuery(WIDE);
  return { t, language, trades, shown, wide };
}

/**
 * Brings a field and its label (or its group's legend) into view between the sticky bars above it and the bottom of
 * the visible screen (the keyboard's top on a phone): nothing the visitor is typing in hides under the header or the
 * live bar.
 */
function keepInView(field: HTMLElement) {
  const label =
    (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement
      ? field.labels?.[0]
      : null) ?? field.closest('fieldset')?.querySelector('legend');
  const fieldBox = field.getBoundingClientRect();
  const top = Math.min(fieldBox.top, label?.getBoundingClientRect().top ?? fieldBox.top);
  let ceiling = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  // A sticky live bar sticks right under the header once the page scrolls: the fields have to stay below that.
  const bar = document.querySelector<HTMLElement>('[data-testid="site-preview-bar"]');
  if (bar && getComputedStyle(bar).position === 'sticky' && bar.offsetParent) ceiling += bar.offsetHeight;
  ceiling += 8;
  const floor = (window.visualViewport?.height ?? window.innerHeight) - 8;
  if (top < ceiling) window.scrollBy({ top: top - ceiling, behavior: 'instant' });
  else if (fieldBox.bottom > floor) window.scrollBy({ top: Math.min(fieldBox.bottom - floor, top - ceiling), behavior: 'instant' });
}

/**
 * The intake's live preview of the visitor's website. On a phone: a slim bar with their name and a call button with
 * their number, in view above the fields while they type (the page itself opens after step 1, SiteReveal). From `lg`:
 * the real page beside the form, scaled no further than its words stay 11 px. The page's code loads when the visitor
 * starts on the intake. While the visitor is in the intake, the site's action bar steps aside.
 */
export function IntakePreview() {
  const { t, language, trades, shown, wide } = usePreviewInputs();
  const bar = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const form = bar.current?.closest('form');
    if (!form) return undefined;
    const root = document.documentElement;
    // A first focus anywhere in the intake starts loading the page's code; while focus stays in the intake the bar
    // keeps in view on a phone and the action bar steps aside.
    const focusIn = (event: FocusEvent) => {
      setStarted(true);
      setTyping(true);
      root.classList.add(INTAKE_FOCUS_CLASS);
      const field = event.target instanceof HTMLElement ? event.target : null;
      // Once the bar is sticky (the next frame), the field and its label come out below it.
      if (field) requestAnimationFrame(() => keepInView(field));
    };
    const focusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && form.contains(event.relatedTarget)) return;
      setTyping(false);
      root.classList.remove(INTAKE_FOCUS_CLASS);
    };
    // The keyboard opening (the visible screen shrinking) leaves the field it is for in view, with its label.
    const viewport = window.visualViewport ?? window;
    const resized = () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && form.contains(active)) keepInView(active);
    };
    // Scrolling through the intake, the action bar steps aside too: while the form runs under the screen's bottom band.
    const underBar = new IntersectionObserver(([entry]) => root.classList.toggle(INTAKE_UNDER_BAR_CLASS, Boolean(entry?.isIntersecting)), {
      rootMargin: '-85% 0px 0px 0px',
    });
    underBar.observe(form);
    form.addEventListener('focusin', focusIn);
    form.addEventListener('focusout', focusOut);
    viewport.addEventListener('resize', resized);
    return () => {
      underBar.disconnect();
      form.removeEventListener('focusin', focusIn);
      form.removeEventListener('focusout', focusOut);
      viewport.removeEventListener('resize', resized);
      root.classList.remove(INTAKE_FOCUS_CLASS, INTAKE_UNDER_BAR_CLASS);
    };
  }, []);
  useEffect(() => {
    // Sticky needs a section that is no scroll container: while the visitor is in the intake its section clips rather
    // than hides what overflows it (`.defer-render` hides it, which keeps axe-core exact while the section is skipped).
    const section = bar.current?.closest('section');
    section?.classList.toggle('overflow-clip', typing);
  }, [typing]);
  useEffect(() => {
    // While the bar stands above the fields, the browser brings a focused field into view below it (scroll-padding).
    const element = bar.current;
    const root = document.documentElement;
    if (!typing || wide || !element) return undefined;
    root.style.setProperty(SKETCH_HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    root.classList.add(SKETCH_IN_VIEW_CLASS);
    return () => root.classList.remove(SKETCH_IN_VIEW_CLASS);
  }, [typing, wide]);
  const named = hasPreview(shown);
  const Site = useIntakeSite(wide && (started || named));

  return (
    <>
      {/* Phones and tablets: above the fields, from the first paint (nothing moves when the visitor starts). */}
      <LiveBar ref={bar} answers={shown} language={language} sticky={typing && !wide} className="order-first no-js:hidden lg:hidden" />
      <div
        className="hidden self-start no-js:hidden lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-start-1 lg:block"
        data-testid="site-preview"
        data-state={named && Site ? 'drawn' : 'waiting'}
      >
        <p className="mb-2 text-sm font-semibold text-brand-900">{t('sitePreview.title')}</p>
        {named && Site ? (
          <>
            <ScaledPage label={t('forms.intake.site.frameLabel')}>
              <Site answers={shown} language={language} t={t} trades={trades} />
            </ScaledPage>
            <PreviewLinks answers={shown} language={language} />
          </>
        ) : (
          <div className="flex aspect-[4/5] items-center justify-center gap-3 rounded-xl border-2 border-dashed border-slate-200 bg-slate-50 p-6 text-center text-sm text-slate-600">
            <Icon name="MonitorSmartphone" className="h-6 w-6 shrink-0 text-accent-600" />
            <span>{t('sitePreview.waiting')}</span>
          </div>
        )}
      </div>
    </>
  );
}

/**
 * The page at a virtual width of its box's width ÷ WIDE_PAGE_SCALE, scaled to the box: a browser's window onto the
 * visitor's website, which scrolls on its own while it stays beside the form.
 */
function ScaledPage({ label, children }: { label: string; children: React.ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = page.current;
    if (!element) return undefined;
    const measure = () => setHeight(element.offsetHeight * WIDE_PAGE_SCALE);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 shadow-lg">
      <div className="flex h-7 items-center gap-1.5 border-b border-slate-200 bg-slate-100 px-3" aria-hidden="true">
        <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
        <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
      </div>
      {/* A region of its own that scrolls: reachable by keyboard, named for screen readers. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="max-h-[calc(100vh-var(--header-height)-10rem)] overflow-y-auto overscroll-contain"
        data-testid="site-preview-window"
      >
        <div className="overflow-hidden" style={height === null ? undefined : { height }}>
          <div
            ref={page}
            className="origin-top-left"
            style={{ width: `${100 / WIDE_PAGE_SCALE}%`, transform: `scale(${WIDE_PAGE_SCALE})` }}
            data-testid="site-preview-page"
            data-scale={WIDE_PAGE_SCALE}
          >
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * Phones and tablets, after step 1: the visitor's website revealed full size in the flow of the intake, on request
 * (it is a whole page long), with the link to keep it.
 */
export function SiteReveal() {
  const { t, language, trades, shown, wide } = usePreviewInputs();
  const [open, setOpen] = useState(false);
  const Site = useIntakeSite(!wide);
  const panelId = 'intake-site-reveal';
  if (wide) return null;
  return (
    <div className="-mx-5 border-y border-brand-100 bg-brand-50 px-5 py-5 sm:-mx-10 sm:px-10 lg:hidden" data-testid="site-preview-reveal">
      <p className="font-bold text-brand-900">{t('forms.intake.site.revealTitle')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('forms.intake.site.revealText')}</p>
      <button
        type="button"
        className="btn-secondary mt-4 w-full sm:w-auto"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="site-preview-reveal-toggle"
      >
        <Icon name={open ? 'X' : 'MonitorSmartphone'} className="h-4 w-4" />
        {open ? t('forms.intake.site.hide') : t('forms.intake.site.show')}
      </button>
      <div id={panelId} hidden={!open} className="mt-5">
        {open && Site && (
          <>
            <div
              className="-mx-5 overflow-hidden border-y border-slate-200 bg-white shadow-sm sm:mx-0 sm:rounded-xl sm:border"
              data-testid="site-preview-full"
            >
              <Site answers={shown} language={language} t={t} trades={trades} />
            </div>
            {/* On white: the link's small print keeps its contrast. */}
            <div className="mt-4 rounded-xl bg-white px-4 pb-3 pt-1">
              <PreviewLinks answers={shown} language={language} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
