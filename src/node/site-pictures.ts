import type { CreatePagesArgs } from 'gatsby';
import { sitePictureBase } from '../lib/asset-paths';
import type { CoverPaletteName, TradeMotif } from '../lib/cover-choices';
import { STYLES } from '../lib/forms/options';
import type { Style } from '../lib/site-preview/answers';
import { PREVIEW_THEMES, type PreviewTheme } from '../lib/site-preview/theme';
import { OTHER_TRADE } from '../lib/trades';
import { circle, mix, random, type Random, between } from './covers/drawing';
import { MOTIF_DRAWINGS } from './covers/motifs';
import { coverPalette, type CoverPalette } from './covers/palettes';
import { pattern } from './covers/sky';
import { writeResponsiveWebp } from './raster';

/**
 * The hero picture of a visitor's website: the trade's work (its cover motif, content/home/trades.json) large, without
 * words, drawn once per style in that style's palette (src/lib/site-preview/theme.ts) and composition: modern centred on
 * its sky with rings, klassiek framed in an arch in muted colours, speels tilted among playful shapes, luxe dark under a
 * spotlight, simpel flat, light and minimal. A trade an editor adds gets its pictures from its cover fields; "other"
 * gets the toolbox in the brand's colours. 3:2, rendered to WebP like the site's other drawings.
 */
const WIDTH = 1200;
const HEIGHT = 800;
const GROUND = 640;
const [CX, CY] = [WIDTH / 2, 390];

interface SceneInput {
  motif: TradeMotif;
  palette: CoverPaletteName;
  seed: string;
  style: Style;
}

/** The gradients and clips the motif drawings refer to, in the colours they are drawn in. */
function motifDefs(p: CoverPalette, shadow: number): string {
  return (
    `<radialGradient id="motif-glow"><stop offset="0" stop-color="${p.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="mirror-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${mix(p.skyBottom, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(p.far, p.skyMid, 0.3)}"/></linearGradient>` +
    `<clipPath id="mirror-clip"><circle cx="0" cy="-70" r="174"/></clipPath>` +
    `<filter id="lift" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000000" flood-opacity="${shadow}"/></filter>`
  );
}

/** The trade's palette toned towards the style: its hues stay recognisable, its strength follows the style. */
function styledPalette(trade: CoverPalette, theme: PreviewTheme): CoverPalette {
  switch (theme.style) {
    case 'klassiek': {
      // Muted: every colour a third of the way to the theme's warm grey-blue.
      const mute = (colour: string) => mix(colour, mix(theme.muted, theme.page, 0.35), 0.38);
      return {
        ...trade,
        accent: mute(trade.accent),
        light: mix(trade.light, theme.page, 0.5),
        mid: mute(trade.mid),
        near: mute(trade.near),
      };
    }
    case 'luxe':
      return { ...trade, accent: theme.accent, light: mix(trade.light, theme.heroText, 0.6), mid: mix(trade.mid, '#3a3a3a', 0.55) };
    case 'speels':
      return { ...trade, accent: theme.accent };
    case 'simpel':
      return { ...trade, accent: mix(trade.accent, theme.ink, 0.2) };
    case 'modern':
      return trade;
  }
}

const motifAt = (motif: TradeMotif, p: CoverPalette, transform: string, lifted: boolean) =>
  `<g transform="${transform}">${lifted ? `<g filter="url(#lift)">${MOTIF_DRAWINGS[motif](p)}</g>` : MOTIF_DRAWINGS[motif](p)}</g>`;

/** Centred on the trade's sky, in the theme's hero colour above it, with rings around the work. */
function modern(motif: TradeMotif, p: CoverPalette, theme: PreviewTheme, rnd: Random): string {
  const rings = [250, 330]
    .map((r) => `<circle cx="${CX}" cy="${CY}" r="${r}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.18"/>`)
    .join('');
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.skyTop, theme.hero, 0.55)}"/><stop offset="0.6" stop-color="${p.skyMid}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<radialGradient id="spot" cx="${CX}" cy="${CY}" r="420" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffffff" stop-opacity="${p.night ? 0.22 : 0.4}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${pattern(p, rnd, [WIDTH * 0.8, 150])}` +
    `<circle cx="${CX}" cy="${CY}" r="420" fill="url(#spot)"/>${rings}` +
    `<path d="M0 ${GROUND}Q${WIDTH / 2} ${GROUND - 50} ${WIDTH} ${GROUND}V${HEIGHT}H0Z" fill="${theme.hero}"/>` +
    `<ellipse cx="${CX}" cy="${GROUND + 40}" rx="360" ry="34" fill="#000000" opacity="0.18"/>` +
    motifAt(motif, p, `translate(${CX} ${CY}) scale(1.05)`, true)
  );
}

/** An arched niche in the theme's navy on a cream wall, a double gold line around it, the work small inside. */
function klassiek(motif: TradeMotif, p: CoverPalette, theme: PreviewTheme): string {
  const arch = (inset: number) => {
    const [left, right, top, bottom] = [CX - 300 + inset, CX + 300 - inset, 90 + inset, 700 - inset];
    const r = (right - left) / 2;
    return `M${left} ${bottom}V${top + r}A${r} ${r} 0 0 1 ${right} ${top + r}V${bottom}Z`;
  };
  const columns = [140, 1060]
    .map((x) => `<rect x="${x - 34}" y="170" width="68" height="530" fill="${mix(theme.surface, theme.line, 0.6)}"/>`)
    .join('');
  return (
    `<defs><linearGradient id="niche" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(theme.hero, p.skyMid, 0.22)}"/><stop offset="1" stop-color="${theme.hero}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${theme.surface}"/>${columns}` +
    `<rect y="700" width="${WIDTH}" height="100" fill="${mix(theme.surface, theme.muted, 0.18)}"/>` +
    `<path d="${arch(-26)}" fill="none" stroke="${theme.accent}" stroke-width="3"/>` +
    `<path d="${arch(-12)}" fill="none" stroke="${theme.accent}" stroke-width="8"/>` +
    `<path d="${arch(0)}" fill="url(#niche)"/>` +
    `<ellipse cx="${CX}" cy="640" rx="220" ry="22" fill="#000000" opacity="0.22"/>` +
    motifAt(motif, p, `translate(${CX} 430) scale(0.78)`, true)
  );
}

/** Tilted on a warm ground among blobs, dots and a squiggle in the theme's bright colours. */
function speels(motif: TradeMotif, p: CoverPalette, theme: PreviewTheme, rnd: Random): string {
  const dots = Array.from({ length: 16 }, (_, index) =>
    circle(between(rnd, 40, 1160), between(rnd, 40, 760), between(rnd, 7, 16), index % 2 ? theme.accent : '#f7b733', ' opacity="0.85"'),
  ).join('');
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${theme.surface}"/>` +
    `<path d="M-40 520C120 380 260 640 470 560S760 300 980 420S1200 640 1260 560V860H-40Z" fill="${mix(theme.hero, theme.surface, 0.82)}"/>` +
    `<circle cx="${CX + 30}" cy="${CY}" r="290" fill="${theme.hero}"/>` +
    `<circle cx="${CX + 300}" cy="${CY + 170}" r="78" fill="${theme.accent}"/>` +
    `<rect x="150" y="130" width="150" height="150" rx="36" fill="#f7b733" transform="rotate(18 225 205)"/>` +
    `<path d="M880 130q40 -50 80 0t80 0t80 0" fill="none" stroke="${theme.accent}" stroke-width="16" stroke-linecap="round"/>` +
    dots +
    motifAt(motif, p, `translate(${CX + 20} ${CY + 10}) rotate(-9) scale(1)`, true)
  );
}

/** Near black, a soft spotlight from above onto the work on a plinth with a gold edge. */
function luxe(motif: TradeMotif, p: CoverPalette, theme: PreviewTheme): string {
  return (
    `<defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.heroText}" stop-opacity="0.28"/><stop offset="1" stop-color="${theme.heroText}" stop-opacity="0.02"/></linearGradient>` +
    `<radialGradient id="pool" cx="${CX}" cy="640" r="380" gradientTransform="matrix(1 0 0 0.22 0 499)" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${theme.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="${CX}" cy="${CY}" r="760" gradientUnits="userSpaceOnUse"><stop offset="0.5" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.7"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${theme.hero}"/>` +
    `<path d="M520 0H680L980 660H220Z" fill="url(#beam)"/>` +
    `<rect y="640" width="${WIDTH}" height="160" fill="${mix(theme.hero, '#2a2a2a', 0.5)}"/>` +
    `<ellipse cx="${CX}" cy="640" rx="380" ry="84" fill="url(#pool)"/>` +
    `<rect x="${CX - 250}" y="620" width="500" height="40" fill="#1c1c1c"/><rect x="${CX - 250}" y="620" width="500" height="3" fill="${theme.accent}"/>` +
    motifAt(motif, p, `translate(${CX} 370) scale(0.92)`, true) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>` +
    `<rect x="60" y="60" width="${WIDTH - 120}" height="${HEIGHT - 120}" fill="none" stroke="${theme.accent}" stroke-width="2" opacity="0.55"/>`
  );
}

/** Flat and light: one pale disc, a thin ground line, no gradients or shadows. */
function simpel(motif: TradeMotif, p: CoverPalette, theme: PreviewTheme): string {
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${theme.hero}"/>` +
    `<circle cx="${CX}" cy="${CY}" r="300" fill="#ffffff"/>` +
    `<rect x="${CX - 420}" y="${GROUND + 26}" width="840" height="4" rx="2" fill="${theme.line}"/>` +
    motifAt(motif, p, `translate(${CX} ${CY}) scale(0.86)`, false)
  );
}

export function sitePictureSvg({ motif, palette, seed, style }: SceneInput): string {
  const theme = PREVIEW_THEMES[style];
  const p = styledPalette(coverPalette(palette), theme);
  const rnd = random(`${seed}-${style}`);
  const scene = {
    modern: () => modern(motif, p, theme, rnd),
    klassiek: () => klassiek(motif, p, theme),
    speels: () => speels(motif, p, theme, rnd),
    luxe: () => luxe(motif, p, theme),
    simpel: () => simpel(motif, p, theme),
  }[style]();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>${motifDefs(p, style === 'luxe' ? 0.5 : 0.28)}</defs>
${scene}
</svg>
`;
}

/** The picture for "other" and for a trade without cover fields. */
export const OTHER_SCENE = { motif: 'toolbox', palette: 'brand' } as const satisfies Pick<SceneInput, 'motif' | 'palette'>;

/** A trade's scene: its cover's motif and palette. */
export type TradeScene = Pick<SceneInput, 'motif' | 'palette'>;

/** The scene of every trade, by id: its cover fields, or "other"'s for a trade without them. */
export async function tradeScenes(graphql: CreatePagesArgs['graphql']): Promise<Map<string, TradeScene>> {
  const result = await graphql<Queries.TradeScenesQuery>(`
    query TradeScenes {
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
  return new Map(
    result.data.allTrade.nodes.map((trade) => [
      trade.itemId,
      {
        motif: (trade.cover?.motif ?? OTHER_SCENE.motif) as TradeMotif,
        palette: (trade.cover?.palette ?? OTHER_SCENE.palette) as CoverPaletteName,
      },
    ]),
  );
}

/** Writes every trade's pictures, one per style, and those for "other" under public/images/site-pictures/; returns how many. */
export async function writeSitePictures(graphql: CreatePagesArgs['graphql']): Promise<number> {
  const trades = [...[...(await tradeScenes(graphql))].map(([id, scene]) => ({ id, ...scene })), { id: OTHER_TRADE, ...OTHER_SCENE }];
  const scenes = trades.flatMap((trade) => STYLES.map((style) => ({ ...trade, style })));
  await Promise.all(
    scenes.map(({ id, motif, palette, style }) =>
      writeResponsiveWebp(sitePictureSvg({ motif, palette, seed: id, style }), sitePictureBase(id, style)),
    ),
  );
  return scenes.length;
}
