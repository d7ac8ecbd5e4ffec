import type { CreatePagesArgs } from 'gatsby';
import { sitePictureBase } from '../lib/asset-paths';
import type { CoverPaletteName, TradeMotif } from '../lib/cover-choices';
import { OTHER_TRADE } from '../lib/trades';
import { mix, random } from './covers/drawing';
import { MOTIF_DRAWINGS } from './covers/motifs';
import { coverPalette } from './covers/palettes';
import { pattern } from './covers/sky';
import { writeResponsiveWebp } from './raster';

/**
 * The hero picture of a visitor's website: the trade's work (its cover motif, content/home/trades.json) large in the
 * trade's palette, on its sky, without words. A trade an editor adds gets its picture from its cover fields; "other"
 * gets the toolbox in the brand's colours. 3:2, rendered to WebP like the site's other drawings.
 */
const WIDTH = 1200;
const HEIGHT = 800;
const GROUND = 640;

interface SceneInput {
  motif: TradeMotif;
  palette: CoverPaletteName;
  seed: string;
}

export function sitePictureSvg({ motif, palette, seed }: SceneInput): string {
  const p = coverPalette(palette);
  const [cx, cy] = [WIDTH / 2, 390];
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="0.6" stop-color="${p.skyMid}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<radialGradient id="spot" cx="${cx}" cy="${cy}" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffffff" stop-opacity="${p.night ? 0.22 : 0.4}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="motif-glow"><stop offset="0" stop-color="${p.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="mirror-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${mix(p.skyBottom, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(p.far, p.skyMid, 0.3)}"/></linearGradient>` +
    `<clipPath id="mirror-clip"><circle cx="0" cy="-70" r="174"/></clipPath>` +
    `<filter id="lift" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000000" flood-opacity="0.28"/></filter>`;
  const ground =
    `<path d="M0 ${GROUND}Q${WIDTH / 2} ${GROUND - 50} ${WIDTH} ${GROUND}V${HEIGHT}H0Z" fill="${mix(p.ground, p.mid, 0.35)}"/>` +
    `<ellipse cx="${cx}" cy="${GROUND + 40}" rx="360" ry="34" fill="#000000" opacity="0.18"/>`;
  const rings = [250, 330]
    .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.16"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>${defs}</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${pattern(p, random(seed), [WIDTH * 0.8, 150])}
<circle cx="${cx}" cy="${cy}" r="420" fill="url(#spot)"/>${rings}${ground}
<g transform="translate(${cx} ${cy}) scale(1.05)"><g filter="url(#lift)">${MOTIF_DRAWINGS[motif](p)}</g></g>
</svg>
`;
}

/** The picture for "other" and for a trade without cover fields. */
const OTHER_SCENE = { motif: 'toolbox', palette: 'brand' } as const satisfies Omit<SceneInput, 'seed'>;

/** Writes every trade's picture and the one for "other" under public/images/site-pictures/; returns how many. */
export async function writeSitePictures(graphql: CreatePagesArgs['graphql']): Promise<number> {
  const result = await graphql<Queries.SitePicturesQuery>(`
    query SitePictures {
      allTrade {
        nodes {
          itemId
          cover {
            motif
            palette
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query the trades for their pictures: ${JSON.stringify(result.errors)}`);
  // The content model allows only the cover choices' names; the generated query type says string.
  const scenes = [
    ...result.data.allTrade.nodes.map((trade) => ({
      id: trade.itemId,
      motif: (trade.cover?.motif ?? OTHER_SCENE.motif) as TradeMotif,
      palette: (trade.cover?.palette ?? OTHER_SCENE.palette) as CoverPaletteName,
    })),
    { id: OTHER_TRADE, ...OTHER_SCENE },
  ];
  await Promise.all(
    scenes.map(({ id, motif, palette }) => writeResponsiveWebp(sitePictureSvg({ motif, palette, seed: id }), sitePictureBase(id))),
  );
  return scenes.length;
}
