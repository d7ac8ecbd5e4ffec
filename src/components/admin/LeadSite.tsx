import React, { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import { previewPath, type PreviewAnswers } from '../../lib/site-preview/answers';
import type { TradeSketch } from '../../lib/trades';
import { useIntakeSiteCode } from '../site-preview/load-site';

/**
 * The width the site is laid out at before it is scaled into its frame: a laptop's in a landscape frame, a phone's in
 * the portrait frame of a phone's inbox, so its words stay readable there.
 */
const LAPTOP_PAGE_PX = 1024;
const PHONE_PAGE_PX = 390;

/** The page's width and scale for a frame's box: the frame's own shape says which layout it shows. */
function pageFor(frame: HTMLElement): { width: number; scale: number } {
  const width = frame.clientHeight > frame.clientWidth ? PHONE_PAGE_PX : LAPTOP_PAGE_PX;
  return { width, scale: frame.clientWidth / width };
}

/**
 * The website the visitor saw while filling in the intake, in their language: the intake's own page (TradeSite, its
 * `intake-site` chunk, loaded when a lead with one opens), scaled into a frame of a fixed shape that holds its place
 * while the code loads. A picture of the page, not a page to use: out of reach of keyboard and pointer (inert) and of
 * screen readers, which read its description instead (the caption's words until the code has loaded). The first call starts from it.
 */
export function LeadSite({
  answers,
  language,
  t,
  theirs,
  trades,
}: {
  answers: PreviewAnswers;
  language: Language;
  t: Translate;
  /** The translator of the lead's language, which the site speaks. */
  theirs: Translate;
  /** The trades in the lead's language. */
  trades: readonly TradeSketch[];
}) {
  // The site's model and drawing load with the lead (the `intake-site` chunk): the inbox's list carries neither.
  const code = useIntakeSiteCode(true);
  const description = useMemo(
    () => code?.siteDescription(answers, language, theirs, trades) ?? t('admin.detail.sketch'),
    [code, answers, language, theirs, trades, t],
  );
  const frame = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<{ width: number; scale: number } | null>(null);
  // Measured before the browser paints, and again when the frame's width changes: the page never shows unscaled.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const measure = () => setPage(pageFor(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <figure className="mt-6 max-w-xl @container" data-testid="lead-sketch">
      <div
        ref={frame}
        role="img"
        aria-label={description}
        className="relative aspect-[4/5] overflow-hidden rounded-lg border border-slate-200 bg-slate-50 shadow-sm @md:aspect-[16/10]"
        data-testid="lead-site"
      >
        {page && (
          <div
            // React 18 knows no `inert` property; the attribute takes any value.
            {...{ inert: '' }}
            aria-hidden="true"
            className="absolute left-0 top-0 origin-top-left"
            style={{ width: page.width, transform: `scale(${page.scale})` }}
            data-testid="lead-site-page"
            data-width={page.width}
          >
            {code && <code.IntakeSite answers={answers} language={language} t={theirs} trades={trades} />}
          </div>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        {t('admin.detail.sketch')}{' '}
        <a href={previewPath(language, answers)} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline">
          {t('admin.detail.openSketch')}
        </a>
      </figcaption>
    </figure>
  );
}
