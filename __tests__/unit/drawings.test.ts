import fs from 'fs';
import path from 'path';
import { textToPaths, textWidth } from '../../src/node/svg-text';
import { LOGO_SOURCE, drawings, translateDrawing } from '../../src/node/illustrations';
import { responsiveImage } from '../../src/lib/responsive-image';
import { illustrationBase } from '../../src/lib/asset-paths';
import { LANGUAGES } from '../../src/lib/languages';

/** Horizontal extent of the coordinates in an outline's path data (absolute commands only, as opentype writes them). */
function xRange(svg: string): [number, number] {
  const xs = [...svg.matchAll(/d="([^"]+)"/g)].flatMap((match) =>
    [...(match[1] as string).matchAll(/[MLQC]([-\d.\s]+)/g)].flatMap((command) => {
      const numbers = (command[1] as string).trim().split(/\s+/).map(Number);
      return numbers.filter((_, index) => index % 2 === 0);
    }),
  );
  return [Math.min(...xs), Math.max(...xs)];
}

describe('text outlines for SVG drawings', () => {
  it('replaces every <text> with Inter outlines in the text colour, a <tspan> in its own colour', () => {
    const svg =
      '<svg width="200" height="40"><text x="10" y="20" font-size="18" font-weight="800" fill="#0b1f33">Trade<tspan fill="#c2410c"> Web</tspan></text></svg>';
    const outlined = textToPaths(svg);
    expect(outlined).not.toContain('<text');
    expect(outlined).not.toContain('<tspan');
    expect(outlined.match(/<path d="M[^"]+" fill="#0b1f33"\/>/g)).toHaveLength(1);
    expect(outlined.match(/<path d="M[^"]+" fill="#c2410c"\/>/g)).toHaveLength(1);
  });

  it('places text by its anchor: start at x, middle around x, end at x', () => {
    const at = (anchor: string) => xRange(textToPaths(`<text x="100" y="20" font-size="20" text-anchor="${anchor}">Heading</text>`));
    const width = textWidth('Heading', 20);
    const [startLeft] = at('start');
    const [, endRight] = at('end');
    const [middleLeft, middleRight] = at('middle');
    expect(startLeft).toBeGreaterThanOrEqual(100);
    expect(startLeft).toBeLessThan(103);
    expect(endRight).toBeLessThanOrEqual(100);
    expect(endRight).toBeGreaterThan(97);
    expect((middleLeft + middleRight) / 2).toBeCloseTo(100, 0);
    expect(width).toBeGreaterThan(60);
  });

  it('adds letter-spacing between letters and keeps opacity', () => {
    const plain = xRange(textToPaths('<text x="0" y="20" font-size="10">WEBSITES</text>'));
    const spaced = textToPaths('<text x="0" y="20" font-size="10" letter-spacing="1" opacity="0.9">WEBSITES</text>');
    expect(xRange(spaced)[1] - plain[1]).toBeCloseTo(7, 0);
    expect(spaced).toContain('opacity="0.9"');
  });

  it('decodes XML entities, and refuses a character Inter cannot draw instead of drawing a box', () => {
    expect(textToPaths('<text x="0" y="20" font-size="10">&amp;</text>')).toBe(
      textToPaths('<text x="0" y="20" font-size="10">&#38;</text>'),
    );
    expect(() => textToPaths('<text x="0" y="20" font-size="10">★</text>')).toThrow(/no glyph for "★"/);
    expect(() => textToPaths('<text x="0" y="20">no size</text>')).toThrow(/font-size/);
  });
});

describe('the site drawings', () => {
  const sources = drawings();

  it('all outline and translate without error in both languages', () => {
    expect(sources.length).toBeGreaterThanOrEqual(2);
    for (const file of [...sources, LOGO_SOURCE]) {
      const svg = fs.readFileSync(file, 'utf8');
      for (const language of LANGUAGES) {
        const outlined = textToPaths(translateDrawing(svg, language));
        expect(outlined).not.toMatch(/<text|\{\{/);
      }
    }
  });

  it('translates the hero: Dutch words and a decimal comma on the Dutch drawing', () => {
    const hero = fs.readFileSync(path.join('src', 'illustrations', 'hero.svg'), 'utf8');
    expect(translateDrawing(hero, 'nl')).toContain('>Nieuwe aanvraag<');
    expect(translateDrawing(hero, 'nl')).toContain('>4,9<');
    expect(translateDrawing(hero, 'en')).toContain('>Online in 2 weeks<');
    expect(() => translateDrawing('<text>{{home.hero.nothing}}</text>', 'en')).toThrow(/Missing translation "home.hero.nothing"/);
    expect(translateDrawing(fs.readFileSync(LOGO_SOURCE, 'utf8'), 'nl')).toContain('>WEBSITES VOOR VAKMENSEN<');
  });

  it('names its WebP files from one list of widths', () => {
    const image = responsiveImage(illustrationBase('hero', 'nl'));
    expect(image.src).toBe('/images/hero-nl-800.webp');
    expect(image.srcSet).toContain('/images/hero-nl-1200.webp 1200w');
  });
});
