import type { Language } from './languages';
import type { Style } from './site-preview/answers';

/** Public paths of files the build draws (src/node/illustrations.ts, src/node/article-images.ts). */

/** The logo in a language: its tagline is translated. */
export function logoPath(language: Language): string {
  return `/brand/logo-${language}.svg`;
}

/** The 1200x630 preview of pages that have no image of their own, in the page's language. */
export function defaultSocialImagePath(language: Language): string {
  return `/social/default-${language}.jpg`;
}

/** Public path (without width and extension) of a drawing under src/illustrations, per language when it has words. */
export function illustrationBase(name: string, language?: Language): string {
  return `/images/${name}${language ? `-${language}` : ''}`;
}

/** The owner's portrait (static/), on the about section and beside the thank-you page's direct line. */
export const OWNER_PORTRAIT = '/images/people/owner.svg';

/**
 * Public path (without width and extension) of the picture of a trade's work in a style, in the hero of a visitor's
 * website (the preview, the portfolio's sites) and in a project trade's gallery: drawn per trade and style from the
 * trade's cover fields and the style's palette by src/node/site-pictures.ts; "other" too.
 */
export function sitePictureBase(tradeId: string, style: Style): string {
  return `/images/site-pictures/${tradeId}-${style}`;
}

/** The drawings of a portfolio case: its site on a laptop, its main feature on a phone, and a close-up of a section. */
export const MOCKUP_VIEWS = ['main', 'phone', 'detail'] as const;
export type MockupView = (typeof MOCKUP_VIEWS)[number];

/**
 * Public path (without width and extension) of a portfolio case's mockup, drawn from its data by
 * src/node/case-mockups.ts. One per case, not per language: the mockup shows the client's site, in its own language.
 */
export function caseMockupBase(caseSlug: string, view: MockupView): string {
  return `/images/portfolio/mockup-${caseSlug}${view === 'main' ? '' : `-${view}`}`;
}
