import fs from 'fs';
import path from 'path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CoverPaletteName, PictureKind, TradeMotif } from '../lib/cover-choices';
import { PICTURE_CHOICES, picturePath } from '../lib/picture-choices';
import { art, type CoverArtInput } from './covers/compose';
import type { Topic } from './covers/palettes';
import { lucideIcon } from './lucide';

/**
 * The pictures the editor's picture widget shows (src/cms/picture-widget.tsx): one small SVG per choice of every kind
 * (src/lib/picture-choices.ts), drawn by the code that draws the site: lucide's icons as the pages show them, and the
 * covers' topics, motifs and palettes by src/node/covers.
 */

/** The ink of the site's icons on a light card. */
const ICON_INK = '#12304d';
/** A town with no skyline of its own: the trade covers draw it as a generic city behind the motif. */
const SAMPLE_TOWN = 'Riverton';

/** An icon as the site draws it (lucide), in the site's ink, at a size a grid of choices shows it. */
function iconPicture(name: string): string {
  const icon = lucideIcon(name, 'src/lib/content-icons.ts');
  return `${renderToStaticMarkup(createElement(icon, { size: 48, color: ICON_INK, strokeWidth: 1.75 })).replace(
    '<svg',
    '<svg xmlns="http://www.w3.org/2000/svg"',
  )}\n`;
}

/** A cover drawn small: the whole 1200x630 picture, without the badge (the choice is the drawing, not the icon). */
function coverPicture(input: Omit<CoverArtInput, 'iconSvg'>): string {
  const { defs, body } = art({ ...input, iconSvg: '' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="126" viewBox="0 0 1200 630"><defs>${defs}</defs>${body}</svg>\n`;
}

/** The picture of one choice. */
export function pictureSvg(kind: PictureKind, value: string): string {
  switch (kind) {
    case 'icon':
      return iconPicture(value);
    case 'cover-topic':
      return coverPicture({ topic: value as Topic });
    case 'trade-motif':
      return coverPicture({ trade: value, motif: value as TradeMotif, city: SAMPLE_TOWN, language: 'en' });
    case 'cover-palette':
      // A general post's checklist scene: sky, light and colours, without a trade's tools to tell it apart by.
      return coverPicture({ topic: 'checklist', palette: value as CoverPaletteName });
  }
}

/** Writes every picture under {outDir}/pictures/{kind}/{value}.svg (outDir is public/admin); returns how many. */
export function writeCmsPictures(outDir: string): number {
  let written = 0;
  for (const [kind, values] of Object.entries(PICTURE_CHOICES) as Array<[PictureKind, readonly string[]]>) {
    for (const value of values) {
      const file = path.join(outDir, path.relative('/admin', picturePath(kind, value)));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pictureSvg(kind, value));
      written += 1;
    }
  }
  return written;
}
