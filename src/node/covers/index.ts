/**
 * Article cover art as SVG documents (1200x630), drawn at build time by src/node/article-images.ts.
 *
 * - coverArtSvg: the picture on cards and the article page. No words: the card prints the title and
 *   category beside it. A Local SEO article's cover is about its trade: the trade's tools drawn large
 *   (pipes, a tap and a wrench; a fuse box, a bolt and a cable; a salon chair, a mirror and scissors;
 *   a padlock and a key; an air-conditioning unit), in the trade's palette, with the city's skyline or
 *   landmark small behind it as a hint of place. General posts get a motif of their topic.
 * - socialImageSvg: the og:image. The same art beside a solid panel with the title and the brand.
 *
 * Pure string building: the caller supplies the icon's SVG (e.g. a lucide icon) and, optionally, a
 * function that measures text for wrapping.
 */
export { coverArtSvg, type CoverArtInput } from './compose';
export { socialImageSvg, wrapText, type SocialImageInput, type MeasureText } from './social';
export { CITY_SKYLINES } from './skylines';
export { TOPICS, coverPalette, type Topic, type CoverPalette } from './palettes';
