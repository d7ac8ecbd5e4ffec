/**
 * The pictures an editor chooses a cover from, by name: the motif of a general post, the drawing and the colours of a
 * trade's city-article covers. The names are the content's values (front matter, content/home/trades.json); the
 * drawings behind them live in src/node/covers, and the editor shows each choice as its picture (FieldMeta.picker).
 * Pure data, so the content model, the build and the editor read one list.
 */

/** What a general post's cover shows. */
export const COVER_TOPICS = ['checklist', 'plumber-site', 'local-map', 'maintenance', 'electric-house', 'mobile'] as const;
export type CoverTopic = (typeof COVER_TOPICS)[number];

/** The tools drawn large on a trade's city-article covers. */
export const TRADE_MOTIFS = [
  'pipes',
  'electrical',
  'salon',
  'air',
  'lock',
  'roof',
  'woodwork',
  'paint',
  'plaster',
  'cleaning',
  'garden',
  'car',
  'toolbox',
] as const;
export type TradeMotif = (typeof TRADE_MOTIFS)[number];

/** The colours and time of day of a cover. */
export const COVER_PALETTES = [
  'azure',
  'indigo-night',
  'rose-sunset',
  'mint',
  'golden',
  'storm',
  'brand',
  'steel',
  'violet',
  'meadow',
] as const;
export type CoverPaletteName = (typeof COVER_PALETTES)[number];

/** The kinds of choice the editor shows as pictures (/admin/pictures/{kind}/{value}.svg). */
export const PICTURE_KINDS = ['icon', 'cover-topic', 'trade-motif', 'cover-palette'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];
