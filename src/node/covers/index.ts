/**
 * Article cover art as SVG (1200x630), drawn at build time by src/node/article-images.ts: `coverArtSvg` for cards and
 * article pages (no words: the card prints the title beside it), `socialImageSvg` for og:image (the art beside a panel
 * with the title). Pure string building: the caller supplies the icon's SVG and, for wrapping, a text measure.
 */
export { coverArtSvg, type CoverArtInput } from './compose';
export { socialImageSvg, wrapText, type SocialImageInput, type MeasureText } from './social';
export { CITY_SKYLINES } from './skylines';
export { TOPICS, coverPalette, type Topic, type CoverPalette } from './palettes';
