import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import opentype from 'opentype.js';

/**
 * Turns the <text> elements of our own SVG drawings into glyph outlines: Inter, or with `font-family="serif"` Tinos (the
 * metrics of Times New Roman, which the serif styles' stack names). An SVG shown as an image
 * cannot use the page's web font, so its text fell back to whatever the device had (DejaVu on the build
 * machine's PNGs) and costs a system-font lookup on the main thread; outlines look the same everywhere.
 * Handles the subset our drawings use: x, y, font-size, font-weight, font-family, letter-spacing, text-anchor, fill,
 * opacity, and <tspan fill> runs.
 */

const requireFromProject = createRequire(path.join(process.cwd(), 'package.json'));
export type FontFamily = 'sans' | 'serif';
const FACES: Record<FontFamily, { file: string; weights: number[] }> = {
  sans: { file: 'inter/files/inter', weights: [400, 500, 600, 700, 800] },
  serif: { file: 'tinos/files/tinos', weights: [400, 700] },
};
// Latin first, then Latin Extended for the rest of Europe's letters and symbols such as the arrow.
const SUBSETS = ['latin', 'latin-ext'];
const fonts = new Map<string, opentype.Font>();

function faceFont(family: FontFamily, subset: string, weight: number): opentype.Font {
  const face = FACES[family];
  const nearest = face.weights.reduce((best, candidate) => (Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best));
  const key = `${face.file}-${subset}-${nearest}`;
  let font = fonts.get(key);
  if (!font) {
    const file = fs.readFileSync(requireFromProject.resolve(`@fontsource/${key}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(key, font);
  }
  return font;
}

interface PlacedGlyph {
  font: opentype.Font;
  glyph: opentype.Glyph;
}

function glyphsFor(text: string, weight: number, family: FontFamily): PlacedGlyph[] {
  return Array.from(text).map((character) => {
    for (const subset of SUBSETS) {
      const font = faceFont(family, subset, weight);
      const glyph = font.charToGlyph(character);
      if (glyph.index !== 0) return { font, glyph };
    }
    throw new Error(`The ${family} face has no glyph for "${character}" (U+${character.codePointAt(0)?.toString(16).toUpperCase()})`);
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? entity;
  });
}

function attributes(source: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:-]+)="([^"]*)"/g)) result[match[1] as string] = match[2] as string;
  return result;
}

interface Run {
  text: string;
  fill: string | undefined;
}

function runsOf(content: string): Run[] {
  const runs: Run[] = [];
  const pattern = /<tspan\b([^>]*)>([\s\S]*?)<\/tspan>/g;
  let last = 0;
  for (const match of content.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) runs.push({ text: content.slice(last, index), fill: undefined });
    runs.push({ text: match[2] as string, fill: attributes(match[1] as string).fill });
    last = index + match[0].length;
  }
  if (last < content.length) runs.push({ text: content.slice(last), fill: undefined });
  if (runs.some((run) => /</.test(run.text))) throw new Error(`Unsupported markup inside <text>: ${content}`);
  return runs.map((run) => ({ ...run, text: decodeXml(run.text.replace(/\s+/g, ' ')) })).filter((run) => run.text.length > 0);
}

/** Advance of each glyph in user units, kerning with the next glyph of the same font included. */
function advances(glyphs: PlacedGlyph[], fontSize: number, letterSpacing: number): number[] {
  return glyphs.map(({ font, glyph }, index) => {
    const scale = fontSize / font.unitsPerEm;
    const next = glyphs[index + 1];
    const kerning = next && next.font === font ? font.getKerningValue(glyph, next.glyph) : 0;
    return ((glyph.advanceWidth ?? 0) + kerning) * scale + letterSpacing;
  });
}

function textElementToPaths(attributeSource: string, content: string, decimals: number): string {
  const attrs = attributes(attributeSource);
  const fontSize = Number(attrs['font-size']);
  if (!Number.isFinite(fontSize) || fontSize <= 0) throw new Error(`<text> needs a numeric font-size: ${attributeSource}`);
  const weight = Number(attrs['font-weight'] ?? 400);
  const letterSpacing = Number(attrs['letter-spacing'] ?? 0);
  const family: FontFamily = attrs['font-family'] === 'serif' ? 'serif' : 'sans';
  const runs = runsOf(content).map((run) => ({ ...run, glyphs: glyphsFor(run.text, weight, family) }));
  const allGlyphs = runs.flatMap((run) => run.glyphs);
  const widths = advances(allGlyphs, fontSize, letterSpacing);
  // The trailing letter-spacing is not part of the visible width.
  const width = widths.reduce((sum, advance) => sum + advance, 0) - (allGlyphs.length ? letterSpacing : 0);
  const anchor = attrs['text-anchor'] ?? 'start';
  let x = Number(attrs.x ?? 0) - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const y = Number(attrs.y ?? 0);
  const extra = ['opacity', 'fill-opacity']
    .filter((name) => attrs[name] !== undefined)
    .map((name) => ` ${name}="${attrs[name]}"`)
    .join('');
  let glyphIndex = 0;
  return runs
    .map((run) => {
      const data = run.glyphs
        .map(({ glyph }) => {
          const pathData = glyph
            .getPath(x, y, fontSize)
            .toPathData(decimals)
            .replace(/\.0+(?!\d)/g, '');
          x += widths[glyphIndex] ?? 0;
          glyphIndex += 1;
          return pathData;
        })
        .join('');
      return data ? `<path d="${data}" fill="${run.fill ?? attrs.fill ?? '#000'}"${extra}/>` : '';
    })
    .join('');
}

/** `decimals`: precision of the outline coordinates; one is plenty where the drawing stays an SVG. */
export function textToPaths(svg: string, decimals = 2): string {
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_element, attributeSource: string, content: string) =>
    textElementToPaths(attributeSource, content, decimals),
  );
}

/** Width in user units that the face gives a line of text: for layout decisions such as wrapping. */
export function textWidth(text: string, fontSize: number, weight = 400, family: FontFamily = 'sans'): number {
  return advances(glyphsFor(text, weight, family), fontSize, 0).reduce((sum, advance) => sum + advance, 0);
}
