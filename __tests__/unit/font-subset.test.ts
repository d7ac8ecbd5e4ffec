/**
 * The Latin font the pages preload is cut to what the stylesheet's @font-face declares: it must still draw every
 * character of that face's unicode-range and every weight the site's CSS asks for, or the browser draws those in the
 * fallback font.
 */
import fs from 'fs';
import path from 'path';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import opentype from 'opentype.js';
import { convert } from 'fontverter';
import { KEPT_FEATURES, SUBSET_MODULE, charactersOf, fontSubsetFile, subsetSpecOf, writeFontSubset } from '../../src/node/font-subset';

const SOURCE = path.join('node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
const STYLESHEET = path.join('src', 'styles', 'global.css');

async function parseWoff2(file: string): Promise<opentype.Font> {
  // A copy at once: the decoder's result is a view of its WebAssembly memory, which the next conversion reuses.
  const sfnt = Uint8Array.from(await convert(fs.readFileSync(file), 'sfnt'));
  return opentype.parse(sfnt.buffer);
}

const mappedCodePoints = (font: opentype.Font) =>
  new Set(Object.keys((font.tables.cmap as unknown as { glyphIndexMap: Record<string, number> }).glyphIndexMap).map(Number));

describe('the unicode-range of an @font-face', () => {
  it('reads single code points and ranges', () => {
    expect(charactersOf('U+0041-0043, U+20AC')).toBe('ABC€');
  });

  it('refuses what it cannot read, rather than subset to less than the face promises', () => {
    expect(() => charactersOf('U+00??')).toThrow('cannot read "U+00??"');
    expect(() => charactersOf('0041')).toThrow();
  });
});

describe("the subset's @font-face", () => {
  const face = (descriptors: string) => `@font-face { font-family: 'Inter Variable'; src: url('~${SUBSET_MODULE}'); ${descriptors} }`;

  it('is read from the stylesheet: one weight range, one unicode-range', () => {
    const spec = subsetSpecOf(fs.readFileSync(STYLESHEET, 'utf8'));
    expect(spec.weight).toEqual({ min: 400, max: 800 });
    expect(spec.text).toContain('A');
    expect(spec.text).toContain('€');
  });

  it('must exist once and say which weights and characters it holds', () => {
    expect(() => subsetSpecOf('body { color: red }')).toThrow('0 @font-face rules');
    const complete = face('font-weight: 400 800; unicode-range: U+0041;');
    expect(() => subsetSpecOf(complete + complete)).toThrow('2 @font-face rules');
    expect(() => subsetSpecOf(face('font-weight: 400 800;'))).toThrow('needs a font-weight range');
    expect(() => subsetSpecOf(face('font-weight: bold; unicode-range: U+0041;'))).toThrow('needs a font-weight range');
  });
});

describe('the subset the build writes', () => {
  let subset: opentype.Font;
  let source: opentype.Font;
  const spec = subsetSpecOf(fs.readFileSync(STYLESHEET, 'utf8'));

  beforeAll(async () => {
    await writeFontSubset();
    subset = await parseWoff2(fontSubsetFile());
    source = await parseWoff2(SOURCE);
  }, 60_000);

  it('draws every character of its unicode-range that Inter draws', () => {
    const inSubset = mappedCodePoints(subset);
    const promised = [...spec.text].map((character) => character.codePointAt(0)!).filter((code) => mappedCodePoints(source).has(code));
    expect(promised.length).toBeGreaterThan(200);
    expect(promised.filter((code) => !inSubset.has(code)).map((code) => `U+${code.toString(16)}`)).toEqual([]);
  });

  it('varies over the declared weights and keeps tabular figures, without the features no page uses', () => {
    const axes = (subset.tables.fvar as unknown as { axes: { tag: string; minValue: number; maxValue: number }[] }).axes;
    expect(axes.map(({ tag, minValue, maxValue }) => ({ tag, minValue, maxValue }))).toEqual([
      { tag: 'wght', minValue: spec.weight.min, maxValue: spec.weight.max },
    ]);
    const features = new Set((subset.tables.gsub as unknown as { features: { tag: string }[] }).features.map((feature) => feature.tag));
    expect(features.has('tnum')).toBe(true);
    expect([...features].filter((tag) => !KEPT_FEATURES.includes(tag))).toEqual([]);
    expect(fs.statSync(fontSubsetFile()).size).toBeLessThan(0.7 * fs.statSync(SOURCE).size);
  });

  it('covers every font weight the site stylesheet sets', async () => {
    const compiled = await postcss([tailwindcss(path.resolve('tailwind.config.js'))]).process(fs.readFileSync(STYLESHEET, 'utf8'), {
      from: STYLESHEET,
    });
    const weights = new Set<string>();
    compiled.root.walkDecls('font-weight', (declaration) => {
      if ((declaration.parent as postcss.AtRule | undefined)?.name !== 'font-face') weights.add(declaration.value);
    });
    expect(weights.has('800')).toBe(true);
    const outside = [...weights].filter((weight) => {
      if (['inherit', 'bolder', 'normal', 'bold'].includes(weight)) return false;
      const number = Number(weight);
      return !(number >= spec.weight.min && number <= spec.weight.max);
    });
    expect(outside).toEqual([]);
  }, 60_000);
});
