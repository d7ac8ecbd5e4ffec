import crypto from 'crypto';
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

/**
 * Where rendered drawings are kept between builds: Gatsby's cache folder, which Netlify keeps between deploys.
 * A drawing is rendered again only when its SVG (the drawing code's output for its inputs) or the encoder
 * settings change: an edited article redraws its own cover, not every cover of the blog.
 */
export const DRAWING_CACHE = path.join('.cache', 'caches', 'drawings');
const WEBP = { quality: 78, alphaQuality: 60, effort: 6 } as const;
const PNG = { compressionLevel: 9, palette: true } as const;
const ENCODER = JSON.stringify({ WEBP, PNG, IMAGE_WIDTHS });

/** How many drawings this build rendered and how many it took from the cache. */
export const drawingStats = { rendered: 0, cached: 0 };

/**
 * Writes the files `render` makes for `svg` into public/, from the cache when the same SVG was rendered before.
 * `files` are the public paths `render` writes.
 */
async function cachedRender(svg: string, files: string[], render: () => Promise<unknown>): Promise<void> {
  const key = crypto.createHash('sha256').update(ENCODER).update('\0').update(svg).digest('hex');
  const entry = path.join(DRAWING_CACHE, key.slice(0, 2), key);
  const cached = files.map((_, index) => path.join(entry, `${index}${path.extname(files[index]!)}`));
  for (const file of files) fs.mkdirSync(path.dirname(path.join('public', file)), { recursive: true });
  if (cached.every((file) => fs.existsSync(file))) {
    files.forEach((file, index) => fs.copyFileSync(cached[index]!, path.join('public', file)));
    drawingStats.cached += 1;
    return;
  }
  await render();
  fs.mkdirSync(entry, { recursive: true });
  files.forEach((file, index) => fs.copyFileSync(path.join('public', file), cached[index]!));
  drawingStats.rendered += 1;
}

/** Renders an SVG drawing (its text outlined in Inter) to WebP in every width of IMAGE_WIDTHS. */
export async function writeResponsiveWebp(svg: string, publicBase: string): Promise<void> {
  const files = IMAGE_WIDTHS.map((width) => imageFile(publicBase, width));
  await cachedRender(svg, files, () => {
    const outlined = textToPaths(svg);
    const sharp = loadSharp();
    const sourceWidth = svgWidth(outlined);
    return Promise.all(
      IMAGE_WIDTHS.map((width, index) =>
        // Rasterise at the target density rather than scaling a small bitmap up: edges and text stay sharp.
        sharp(Buffer.from(outlined), { density: (72 * width) / sourceWidth })
          .resize(width)
          .webp(WEBP)
          .toFile(path.join('public', files[index]!)),
      ),
    );
  });
}

export async function writePng(svg: string, publicPath: string): Promise<void> {
  await cachedRender(svg, [publicPath], () =>
    loadSharp()(Buffer.from(textToPaths(svg)))
      .png(PNG)
      .toFile(path.join('public', publicPath)),
  );
}
