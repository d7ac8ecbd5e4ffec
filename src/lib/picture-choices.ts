import { CONTENT_ICON_NAMES } from './content-icons';
import { COVER_PALETTES, COVER_TOPICS, TRADE_MOTIFS, type PictureKind } from './cover-choices';

/**
 * What an editor picks from, per kind of picture (FieldMeta.picker), and where the editor finds each picture: the
 * build draws one small SVG per value (src/node/cms-pictures.ts) and the picture widget shows them. Pure, so the
 * editor's configuration and the build read the same list and the same addresses.
 */
export const PICTURE_CHOICES: Readonly<Record<PictureKind, readonly string[]>> = {
  icon: CONTENT_ICON_NAMES,
  'cover-topic': COVER_TOPICS,
  'trade-motif': TRADE_MOTIFS,
  'cover-palette': COVER_PALETTES,
};

/** The folder of the editor's pictures under the site's root. */
export const PICTURES_PATH = '/admin/pictures';

/** Where the editor finds the picture of one choice: /admin/pictures/icon/Wrench.svg. */
export const picturePath = (kind: PictureKind, value: string): string => `${PICTURES_PATH}/${kind}/${value}.svg`;
