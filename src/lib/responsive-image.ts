/**
 * The site's drawings (hero, portfolio mockups, article covers) are SVG sources rendered at build time to
 * WebP in these widths (src/node/illustrations.ts, src/node/article-images.ts). A raster decodes off the
 * main thread and carries its typeface in its pixels; components read the file names from here.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The width a browser without srcset support gets. */
const DEFAULT_WIDTH = 800;

export function imageFile(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
}

/** `base` is a public path without extension, e.g. /images/portfolio/mockup-austin-plumbing. */
export function responsiveImage(base: string): ResponsiveImage {
  return {
    src: imageFile(base, DEFAULT_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${imageFile(base, width)} ${width}w`).join(', '),
  };
}
