import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { DRAWING_CACHE, drawingStats, writeJpeg, writeResponsiveWebp } from '../../src/node/raster';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63" viewBox="0 0 120 63"><rect width="120" height="63" fill="${fill}"/></svg>`;

/** Drawings are rendered only when what they show changes; otherwise they come from Gatsby's cache folder. */
describe('the drawing cache', () => {
  const home = process.cwd();
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawings-'));
    fs.symlinkSync(path.join(home, 'node_modules'), path.join(dir, 'node_modules'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{}');
    process.chdir(dir);
    drawingStats.rendered = 0;
    drawingStats.cached = 0;
  });
  afterEach(() => {
    process.chdir(home);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders a drawing once, copies it from the cache after that, and renders it again when it changes', async () => {
    await writeJpeg(svg('#123456'), '/social/a.jpg');
    expect(drawingStats).toEqual({ rendered: 1, cached: 0 });
    const first = fs.readFileSync('public/social/a.jpg');
    // A new build: public/ is empty again, the cache is not.
    fs.rmSync('public', { recursive: true });
    await writeJpeg(svg('#123456'), '/social/a.jpg');
    expect(drawingStats).toEqual({ rendered: 1, cached: 1 });
    expect(fs.readFileSync('public/social/a.jpg').equals(first)).toBe(true);
    // Another picture (a changed title, a changed drawing code): drawn again.
    await writeJpeg(svg('#654321'), '/social/a.jpg');
    expect(drawingStats).toEqual({ rendered: 2, cached: 1 });
    expect(fs.readFileSync('public/social/a.jpg').equals(first)).toBe(false);
    // Public files are links to the cache: drawing another picture at a path must not change the cached one.
    await writeJpeg(svg('#123456'), '/social/a.jpg');
    expect(drawingStats).toEqual({ rendered: 2, cached: 2 });
    expect(fs.readFileSync('public/social/a.jpg').equals(first)).toBe(true);
    expect(fs.existsSync(DRAWING_CACHE)).toBe(true);
  });

  it('keeps every width of a responsive drawing, and the same picture serves another path', async () => {
    await writeResponsiveWebp(svg('#0f0'), '/images/articles/en-x');
    await writeResponsiveWebp(svg('#0f0'), '/images/articles/nl-x');
    expect(drawingStats).toEqual({ rendered: 1, cached: 1 });
    for (const width of [400, 800, 1200]) {
      const image = await sharp(`public/images/articles/nl-x-${width}.webp`).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', width, Math.round((width * 63) / 120)]);
    }
  });

  it('draws the og:image as a JPEG of the drawing, and refuses another extension', async () => {
    await writeJpeg(svg('#123456'), '/social/b.jpg');
    const { data, info } = await sharp('public/social/b.jpg').raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([120, 63]);
    // #123456 within JPEG's rounding.
    expect(Math.abs(data[0]! - 0x12) + Math.abs(data[1]! - 0x34) + Math.abs(data[2]! - 0x56)).toBeLessThan(6);
    await expect(writeJpeg(svg('#123456'), '/social/b.png')).rejects.toThrow('.jpg');
  });
});
