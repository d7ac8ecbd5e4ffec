import arial from '@capsizecss/metrics/arial';
import helvetica from '@capsizecss/metrics/helvetica';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { fallbackFontFaces, type LocalFallback } from '../lib/font-fallback';

/**
 * The local fonts Inter's fallback is fitted to: those a visitor's phone or computer really has. A browser takes the
 * first the font stack names that the device has (tailwind.config.js lists them after Inter, in this order). Metrics
 * from @capsizecss/metrics; Liberation Sans has none there and takes Arial's, whose advance widths and vertical metrics
 * it copies by design (it is Arial's metric-compatible stand-in on Linux).
 */
export const INTER_FALLBACKS: LocalFallback[] = [
  // Windows, macOS, iOS.
  { family: 'Inter Fallback Arial', localNames: ['Arial', 'ArialMT'], metrics: arial },
  // iOS and macOS without Arial.
  { family: 'Inter Fallback Helvetica Neue', localNames: ['Helvetica Neue', 'HelveticaNeue'], metrics: helveticaNeue },
  { family: 'Inter Fallback Helvetica', localNames: ['Helvetica'], metrics: helvetica },
  // Android and ChromeOS.
  { family: 'Inter Fallback Roboto', localNames: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], metrics: roboto },
  // Linux.
  { family: 'Inter Fallback Liberation Sans', localNames: ['Liberation Sans', 'LiberationSans'], metrics: arial },
];

export const INTER_METRICS = inter;

/** Where src/styles/global.css keeps the generated faces (`npm run fonts:fallback` writes between the two). */
export const FALLBACK_FACES_START = '/* fitted fallback faces: written by `npm run fonts:fallback` (src/node/font-fallback.ts) */';
export const FALLBACK_FACES_END = '/* end of the fitted fallback faces */';

/** The fitted faces as the stylesheet holds them, with their markers. */
export function fallbackFacesBlock(): string {
  return `${FALLBACK_FACES_START}\n${fallbackFontFaces(INTER_METRICS, INTER_FALLBACKS)}\n${FALLBACK_FACES_END}`;
}

/** The stylesheet with its fitted faces written anew; throws when it has no place for them. */
export function withFallbackFaces(css: string): string {
  const start = css.indexOf(FALLBACK_FACES_START);
  const end = css.indexOf(FALLBACK_FACES_END);
  if (start < 0 || end < start)
    throw new Error(`font fallback: the stylesheet has no "${FALLBACK_FACES_START}" … "${FALLBACK_FACES_END}" block`);
  return css.slice(0, start) + fallbackFacesBlock() + css.slice(end + FALLBACK_FACES_END.length);
}
