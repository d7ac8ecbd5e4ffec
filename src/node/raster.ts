import crypto from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import pLimit from 'p-limit';
import type SharpModule from 'sharp';
import { IMAGE_WIDTHS, imageFile } from '../lib/responsive-image';
import { withPrerenderedShadows } from './drop-shadows';
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
/**
 * WebP at effort 6: effort 4 encodes faster but its larger files put pages over their Lighthouse byte budgets. The
 * og:image is a JPEG: it keeps the art's gradients without banding, far faster than a palette PNG's quantisation.
 * The figures: docs/quality.md, "Measured reasons".
 */
const WEBP = { quality: 78, alphaQuality: 60, effort: 6 } as const;
const JPEG = { quality: 86, chromaSubsampling: '4:4:4', mozjpeg: false } as const;

/**
 * What a cached drawing depends on besides its SVG: the encoder settings, the code that outlines and rasterises it
 * (taking the 1200 px bitmap down to 800 px instead of rasterising at each width changed every file without changing
 * a setting) and sharp's and libvips' versions.
 */
let rendererKey: string | undefined;
function renderer(): string {
  rendererKey ??= JSON.stringify({
    WEBP,
    JPEG,
    IMAGE_WIDTHS,
    code: [rasteriseWebp, writeJpeg, textToPaths, withPrerenderedShadows].map(String),
    sharp: loadSharp().versions,
  });
  return rendererKey;
}

/**
 * Drawings rendered at the same time: one per core keeps them busy. Each holds a 3 MB bitmap while its widths are
 * encoded; started all at once, 2,000 articles' covers held 7.8 GB.
 */
const renderSlot = pLimit(os.availableParallelism());

/** How many drawings this build rendered and how many it took from the cache. */
export const drawingStats = { rendered: 0, cached: 0 };

/**
 * Makes `to` the same file as `from`: a hard link, so a rebuild at thousands of articles neither copies a byte nor
 * writes a file that is already there; a copy where links cannot be made (another file system).
 */
function share(from: string, to: string): void {
  const existing = fs.statSync(to, { throwIfNoEntry: false });
  const source = fs.statSync(from);
  if (existing && existing.ino === source.ino && existing.dev === source.dev) return;
  fs.rmSync(to, { force: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/**
 * Writes the files `render` makes for `svg` into public/, from the cache when the same SVG was rendered before.
 * `files` are the public paths `render` writes.
 */
async function cachedRender(svg: string, files: string[], render: () => Promise<unknown>): Promise<void> {
  const key = crypto.createHash('sha256').update(renderer()).update('\0').update(svg).digest('hex');
  const entry = path.join(DRAWING_CACHE, key.slice(0, 2), key);
  const cached = files.map((_, index) => path.join(entry, `${index}${path.extname(files[index]!)}`));
  const targets = files.map((file) => path.join('public', file));
  for (const target of targets) fs.mkdirSync(path.dirname(target), { recursive: true });
  if (cached.every((file) => fs.existsSync(file))) {
    targets.forEach((target, index) => share(cached[index]!, target));
    drawingStats.cached += 1;
    return;
  }
  // A public file may be a link to the cached picture it showed before: writing through it would change that entry.
  for (const target of targets) fs.rmSync(target, { force: true });
  await renderSlot(render);
  fs.mkdirSync(entry, { recursive: true });
  targets.forEach((target, index) => share(target, cached[index]!));
  drawingStats.rendered += 1;
}

/** Renders an SVG drawing (its text outlined by svg-text.ts) to WebP in every width of IMAGE_WIDTHS. */
export async function writeResponsiveWebp(svg: string, publicBase: string): Promise<void> {
  const files = IMAGE_WIDTHS.map((width) => imageFile(publicBase, width));
  await cachedRender(svg, files, () => rasteriseWebp(svg, files));
}

async function rasteriseWebp(svg: string, files: string[]): Promise<unknown> {
  const sharp = loadSharp();
  const outlined = await withPrerenderedShadows(textToPaths(svg), sharp);
  const sourceWidth = svgWidth(outlined);
  return Promise.all(
    IMAGE_WIDTHS.map((width, index) =>
      // Rasterised at each width's density: scaling the 1200 px bitmap down made larger files, which put the home
      // pages over their byte budgets.
      sharp(Buffer.from(outlined), { density: (72 * width) / sourceWidth })
        .resize(width)
        .webp(WEBP)
        .toFile(path.join('public', files[index]!)),
    ),
  );
}

/** Renders an SVG drawing with a solid background (the og:image) to JPEG. */
export async function writeJpeg(svg: string, publicPath: string): Promise<void> {
  if (!publicPath.endsWith('.jpg')) throw new Error(`A JPEG's public path ends in .jpg: ${publicPath}`);
  await cachedRender(svg, [publicPath], async () => {
    const sharp = loadSharp();
    return sharp(Buffer.from(await withPrerenderedShadows(textToPaths(svg), sharp)))
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toFile(path.join('public', publicPath));
  });
}
