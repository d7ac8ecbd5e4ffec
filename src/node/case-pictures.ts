import type { CreatePagesArgs } from 'gatsby';
import { casePictureBase, casePictureNames } from '../lib/case-site/pictures';
import { COVER_PALETTES, type CoverPaletteName, type TradeMotif } from '../lib/cover-choices';
import { hash, random } from './covers/drawing';
import { writeResponsiveWebp } from './raster';
import { OTHER_SCENE, sitePictureSvg, tradeScenes } from './site-pictures';
import { STYLES } from '../lib/forms/options';
import type { Style } from '../lib/site-preview/answers';

/**
 * The pictures of a client's site that its case names (src/lib/case-site/pictures.ts): a gallery of three shots of its
 * trade's work (the whole scene and two close-ups, each in other light), and a before and an after of the same scene,
 * the before faded, stained and cracked. Drawn from the trade's motif like the site's hero picture
 * (src/node/site-pictures.ts), and rendered to WebP like the site's other drawings (cached by content).
 */
const WIDTH = 1200;
const HEIGHT = 800;

/** The drawing inside a site picture's <svg>, to frame it anew. */
function inner(svg: string): string {
  return svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
}

function frame(body: string, viewBox = `0 0 ${WIDTH} ${HEIGHT}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>\n`;
}

/** Close-ups: a part of the scene at 3:2, as a photographer would frame the detail. */
const SHOTS = [`0 0 ${WIDTH} ${HEIGHT}`, '240 90 720 480', '480 230 600 400'];

/** Stains and cracks of a job not yet done, placed by the case's seed. */
function wear(seed: string): string {
  const rnd = random(`${seed}-wear`);
  const stains = Array.from({ length: 7 }, () => {
    const [x, y, r] = [rnd() * WIDTH, rnd() * HEIGHT, 40 + rnd() * 90];
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r.toFixed(0)}" ry="${(r * 0.7).toFixed(0)}" fill="#4a3520" opacity="${(0.18 + rnd() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const cracks = Array.from({ length: 4 }, () => {
    let [x, y] = [rnd() * WIDTH, rnd() * HEIGHT * 0.7];
    let d = `M${x.toFixed(0)} ${y.toFixed(0)}`;
    for (let step = 0; step < 6; step += 1) {
      x += (rnd() - 0.5) * 90;
      y += 20 + rnd() * 45;
      d += `L${x.toFixed(0)} ${y.toFixed(0)}`;
    }
    return `<path d="${d}" fill="none" stroke="#2b2118" stroke-width="3" opacity="0.55" stroke-linejoin="round"/>`;
  }).join('');
  return stains + cracks;
}

function beforeSvg(scene: string, seed: string): string {
  const filter =
    '<filter id="aged"><feColorMatrix type="saturate" values="0.2"/><feComponentTransfer><feFuncR type="linear" slope="0.72" intercept="0.06"/><feFuncG type="linear" slope="0.68" intercept="0.05"/><feFuncB type="linear" slope="0.6" intercept="0.03"/></feComponentTransfer></filter>';
  return frame(
    `<defs>${filter}</defs><g filter="url(#aged)">${inner(scene)}</g>${wear(seed)}<rect width="${WIDTH}" height="${HEIGHT}" fill="#3b2f22" opacity="0.12"/>`,
  );
}

function afterSvg(scene: string, seed: string): string {
  const rnd = random(`${seed}-shine`);
  const sparkles = Array.from({ length: 6 }, () => {
    const [x, y, s] = [250 + rnd() * 700, 120 + rnd() * 420, 10 + rnd() * 16];
    return `<path d="M${x} ${y - s}L${x + s * 0.25} ${y - s * 0.25}L${x + s} ${y}L${x + s * 0.25} ${y + s * 0.25}L${x} ${y + s}L${x - s * 0.25} ${y + s * 0.25}L${x - s} ${y}L${x - s * 0.25} ${y - s * 0.25}Z" fill="#ffffff" opacity="0.9"/>`;
  }).join('');
  return frame(`${inner(scene)}${sparkles}`);
}

export interface CasePictureInput {
  slug: string;
  kinds: readonly string[];
  motif: TradeMotif;
  palette: CoverPaletteName;
  /** The case's style: its pictures are drawn the way its site's hero is. */
  style: Style;
}

/** Every picture a case needs, as SVG by its public base: nothing for a case without a gallery or a before-and-after. */
export function casePictureSvgs({ slug, kinds, motif, palette, style }: CasePictureInput): Array<{ base: string; svg: string }> {
  // The gallery's other shots in the light of two other palettes, chosen by the case so that two cases differ.
  const others = COVER_PALETTES.filter((name) => name !== palette);
  const start = hash(slug) % others.length;
  const palettes = [palette, others[start]!, others[(start + 3) % others.length]!];
  return casePictureNames(kinds).map((name) => {
    const base = casePictureBase(slug, name);
    if (name === 'before' || name === 'after') {
      const scene = sitePictureSvg({ motif, palette, seed: `${slug}-job`, style });
      return { base, svg: name === 'before' ? beforeSvg(scene, slug) : afterSvg(scene, slug) };
    }
    const index = Number(name.slice('gallery-'.length)) - 1;
    return { base, svg: frame(inner(sitePictureSvg({ motif, palette: palettes[index]!, seed: `${slug}-${name}`, style })), SHOTS[index]) };
  });
}

/** Writes the pictures of every case's site under public/images/case-pictures/; returns how many. */
export async function writeCasePictures(graphql: CreatePagesArgs['graphql']): Promise<number> {
  const result = await graphql<Queries.CasePicturesQuery>(`
    query CasePictures {
      allPortfolioCase {
        nodes {
          slug
          trade
          style
          features {
            kind
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not query the cases for their pictures: ${JSON.stringify(result.errors)}`);
  const scenes = await tradeScenes(graphql);
  const pictures = result.data.allPortfolioCase.nodes.flatMap((item) =>
    casePictureSvgs({
      slug: item.slug,
      kinds: item.features.map((feature) => feature.kind),
      ...(scenes.get(item.trade) ?? OTHER_SCENE),
      style: STYLES.find((style) => style === item.style) ?? 'modern',
    }),
  );
  await Promise.all(pictures.map(({ base, svg }) => writeResponsiveWebp(svg, base)));
  return pictures.length;
}
