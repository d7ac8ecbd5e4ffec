import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type SharpModule from 'sharp';
import { IMAGE_WIDTHS, imageFile } from '../lib/responsive-image';
import { textToPaths } from './svg-text';

/**
 * sharp is required at run time: a static import would be bundled into Gatsby's query engine, whose
 * validation refuses native modules.
 */
export function loadSharp(): typeof SharpModule {
  return createRequire(path.join(process.cwd(), 'package.json'))('sharp') as typeof SharpModule;
}

function svgWidth(svg: string): number {
  const width = Number(/<svg\b[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
  if (!width) throw new Error('An SVG drawing needs a numeric width on its root element');
  return width;
}

/** Renders an SVG drawing (its text outlined in Inter) to WebP in every width of IMAGE_WIDTHS. */
export async function writeResponsiveWebp(svg: string, publicBase: string): Promise<void> {
  const outlined = textToPaths(svg);
  const sharp = loadSharp();
  const sourceWidth = svgWidth(outlined);
  const target = path.join('public', publicBase);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      // Rasterise at the target density rather than scaling a small bitmap up: edges and text stay sharp.
      sharp(Buffer.from(outlined), { density: (72 * width) / sourceWidth })
        .resize(width)
        .webp({ quality: 78, alphaQuality: 60, effort: 6 })
        .toFile(path.join('public', imageFile(publicBase, width))),
    ),
  );
}

export async function writePng(svg: string, publicPath: string): Promise<void> {
  const target = path.join('public', publicPath);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await loadSharp()(Buffer.from(textToPaths(svg)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
}
