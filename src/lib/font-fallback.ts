/**
 * A local font fitted to a web font, so that text drawn in it while the web font loads takes the room the web font
 * will take: the swap then moves nothing. Computed as next/font and Fontaine do: `size-adjust` scales the local font
 * so that its average character width (over Latin text, weighted by how often each letter occurs) is the web font's,
 * and the web font's ascent, descent and line gap, expressed in that scaled em, become the overrides.
 */

/** What a font's metrics say (the fields of @capsizecss/metrics that the fit needs), in the font's own units. */
export interface FontMetrics {
  familyName: string;
  ascent: number;
  /** Below the baseline: negative, as the font's tables give it. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** The average width of a character of Latin text. */
  xWidthAvg: number;
}

/** One local family to fit: the names `local()` may find it under, and the metrics it was measured with. */
export interface LocalFallback {
  /** The family the stylesheet declares and the font stack lists: `Inter Fallback Roboto`. */
  family: string;
  /** Full and PostScript names of its regular face, as `local()` matches them. */
  localNames: string[];
  metrics: FontMetrics;
}

export interface FittedFace {
  family: string;
  localNames: string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** A ratio as a CSS percentage, to 1/100 of a percent (a 0.01% error is 0.003 px on a 32 px heading). */
const percent = (ratio: number) => `${Number((ratio * 100).toFixed(2))}%`;

export function fittedFace(font: FontMetrics, fallback: LocalFallback): FittedFace {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.metrics.xWidthAvg / fallback.metrics.unitsPerEm);
  // The web font's metrics in ems of the scaled local font: its overrides apply after size-adjust.
  const scaledEm = font.unitsPerEm * sizeAdjust;
  return {
    family: fallback.family,
    localNames: fallback.localNames,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / scaledEm),
    descentOverride: percent(Math.abs(font.descent) / scaledEm),
    lineGapOverride: percent(font.lineGap / scaledEm),
  };
}

/** The @font-face rules of the fitted faces, one per local family, in the given order. */
export function fallbackFontFaces(font: FontMetrics, fallbacks: LocalFallback[]): string {
  return fallbacks
    .map((fallback) => fittedFace(font, fallback))
    .map((face) =>
      [
        '@font-face {',
        `  font-family: '${face.family}';`,
        `  src: ${face.localNames.map((name) => `local('${name}')`).join(', ')};`,
        `  size-adjust: ${face.sizeAdjust};`,
        `  ascent-override: ${face.ascentOverride};`,
        `  descent-override: ${face.descentOverride};`,
        `  line-gap-override: ${face.lineGapOverride};`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}
