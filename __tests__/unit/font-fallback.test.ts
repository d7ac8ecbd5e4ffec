/**
 * Inter's fallback faces are fitted to Inter from published metrics (@capsizecss/metrics), as next/font and Fontaine
 * fit theirs, and the stylesheet holds exactly what that computation gives: one source for the numbers.
 */
import fs from 'fs';
import path from 'path';
import opentype from 'opentype.js';
import { convert } from 'fontverter';
import type { Config } from 'tailwindcss';
import resolveConfig from 'tailwindcss/resolveConfig';
import { fittedFace, type FontMetrics } from '../../src/lib/font-fallback';
import { INTER_FALLBACKS, INTER_METRICS, withFallbackFaces } from '../../src/node/font-fallback';

const STYLESHEET = path.join('src', 'styles', 'global.css');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the site's Tailwind configuration is CommonJS
const tailwindConfig = require(path.resolve('tailwind.config.js')) as Config;

describe('a fitted face', () => {
  // A web font whose average character is half an em wide, and a local font whose average character is 0.4 em wide.
  const webFont: FontMetrics = { familyName: 'Web', ascent: 900, descent: -300, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 500 };
  const local: FontMetrics = { familyName: 'Local', ascent: 1800, descent: -400, lineGap: 60, unitsPerEm: 2048, xWidthAvg: 819.2 };
  const face = fittedFace(webFont, { family: 'Web Fallback Local', localNames: ['Local'], metrics: local });

  it("scales the local font so that its average character is as wide as the web font's", () => {
    expect(face.sizeAdjust).toBe('125%');
  });

  it("takes the web font's ascent, descent and line gap, in ems of the scaled local font", () => {
    // 900 / (1000 * 1.25), 300 / 1250, 100 / 1250: the local font's own vertical metrics play no part.
    expect(face).toMatchObject({ ascentOverride: '72%', descentOverride: '24%', lineGapOverride: '8%' });
  });
});

describe("Inter's fallback faces", () => {
  it('are in the stylesheet as the published metrics give them (npm run fonts:fallback writes them)', () => {
    const css = fs.readFileSync(STYLESHEET, 'utf8');
    expect(withFallbackFaces(css)).toBe(css);
  });

  it("are each one local family, for the fonts phones and computers really have: Roboto, iOS's and Windows' faces, Linux's", () => {
    const families = INTER_FALLBACKS.map((fallback) => fallback.family);
    expect(new Set(families).size).toBe(families.length);
    for (const name of ['Roboto', 'Helvetica Neue', 'Helvetica', 'Arial', 'Liberation Sans'])
      expect(INTER_FALLBACKS.some((fallback) => fallback.localNames.includes(name))).toBe(true);
  });

  it('follow Inter in the font stack, in the order they are declared', () => {
    const stack = (resolveConfig(tailwindConfig).theme.fontFamily as Record<string, string[]>).sans!.map((family) =>
      family.replace(/"/g, ''),
    );
    expect(stack.slice(0, INTER_FALLBACKS.length + 1)).toEqual(['Inter Variable', ...INTER_FALLBACKS.map((fallback) => fallback.family)]);
  });

  it('are fitted to the Inter the site serves: its file has the vertical metrics the fit used', async () => {
    const file = path.join('node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
    const font = opentype.parse(Uint8Array.from(await convert(fs.readFileSync(file), 'sfnt')).buffer);
    expect({ unitsPerEm: font.unitsPerEm, ascent: font.ascender, descent: font.descender }).toEqual({
      unitsPerEm: INTER_METRICS.unitsPerEm,
      ascent: INTER_METRICS.ascent,
      descent: INTER_METRICS.descent,
    });
    expect((font.tables.hhea as unknown as { lineGap: number }).lineGap).toBe(INTER_METRICS.lineGap);
  });
});
