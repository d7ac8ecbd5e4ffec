import { type Random, type Scene, between, buildings, circle, glassGradients, hash, mix, n, random, rect, bar } from './drawing';
import { COVER_PALETTES, type CoverPaletteName, type TradeMotif } from '../../lib/cover-choices';
import { MOTIF_DRAWINGS } from './motifs';
import { type CoverPalette, TOPICS, TOPIC_PALETTE, type Topic, coverPalette } from './palettes';
import { badge, pattern } from './sky';
import { CITY_SCENES, CITY_SKYLINES, dutchTown, genericCity } from './skylines';
import { TOPIC_SCENES } from './topic-scenes';

export interface CoverArtInput {
  /** Trade of a Local SEO article (its id in content/home/trades.json): with the city, it seeds the drawing. */
  trade?: string | null;
  /** The trade's drawing (its `cover.motif`); the toolbox without one. */
  motif?: TradeMotif | null;
  /** The trade's palette (its `cover.palette`), or a general post's instead of its topic's; the brand's without one. */
  palette?: CoverPaletteName | null;
  /** City of a Local SEO article: the skyline behind the motif, its shade and the motif's side. */
  city?: string | null;
  /** The article's language: a city without a skyline of its own is drawn as a town of that country (nl: gables and a church tower). */
  language?: string | null;
  /**
   * The article's place among its trade's articles in its language (0, 1, 2, … by date): covers seen side by side
   * take turns in layout and framing. Without it, a city without a skyline takes them from its name.
   */
  variant?: number;
  /** Subject of a general post: drawn instead of a skyline (its palette unless `palette` is given). */
  topic?: Topic | null;
  /** An <svg> element (24x24 viewBox) drawn with currentColor, e.g. a lucide icon, shown in a badge. */
  iconSvg: string;
}

export interface Art {
  palette: CoverPalette;
  scene: Scene;
  defs: string;
  body: string;
}

/* Composition ------------------------------------------------------------------------------------ */

const CITY_HORIZON = 574;
const MOTIF_Y = 300;
/**
 * Framings, taken in turn over the cities: the scale of the city behind the motif (a hint of its
 * skyline) and of the motif itself.
 */
const FRAMES: Array<{ city: number; motif: number }> = [
  { city: 0.56, motif: 0.84 },
  { city: 0.66, motif: 0.78 },
  { city: 0.5, motif: 0.88 },
];
/** Per city, a lighter or darker shade of the trade's sky: one trade's five covers differ in tone too. */
const CITY_SHADES = [0, -0.14, 0.1, 0.12, -0.1, -0.08, 0.06, 0.1, -0.12, 0.08, -0.12, 0.04, -0.06, 0.12, -0.1];

function shaded(p: CoverPalette, amount: number): CoverPalette {
  if (!amount) return p;
  const toward = amount > 0 ? '#ffffff' : '#000000';
  const t = Math.abs(amount);
  return {
    ...p,
    skyTop: mix(p.skyTop, toward, t),
    skyMid: mix(p.skyMid, toward, t * 0.8),
    skyBottom: mix(p.skyBottom, toward, t * 0.5),
    far: mix(p.far, toward, t * 0.6),
    mid: mix(p.mid, toward, t * 0.4),
  };
}

function skyDefs(p: CoverPalette, sunX: number, sunY: number, horizon: number): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="0.62" stop-color="${p.skyMid}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="${n(sunX)}" cy="${n(sunY)}" r="340" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.night ? mix(p.sun, p.skyBottom, 0.5) : p.sun}" stop-opacity="${p.glow ?? (p.night ? 0.3 : 0.55)}"/><stop offset="1" stop-color="${p.night ? p.skyBottom : p.sun}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyBottom}" stop-opacity="0"/><stop offset="1" stop-color="${p.skyBottom}" stop-opacity="${p.night ? 0.25 : 0.6}"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water}"/><stop offset="1" stop-color="${p.waterDeep}"/></linearGradient>` +
    `<radialGradient id="bolt-glow"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>` +
    glassGradients(p) +
    `<clipPath id="water-clip"><rect x="0" y="${horizon}" width="1200" height="${630 - horizon}"/></clipPath>` +
    `<mask id="crescent"><rect width="1200" height="630" fill="#ffffff"/><circle cx="${n(sunX + 26)}" cy="${n(sunY - 18)}" r="54" fill="#000000"/></mask>` +
    `<filter id="badge-shadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="8" stdDeviation="12" flood-color="${p.ink}" flood-opacity="0.3"/></filter>` +
    `<filter id="rim" x="0" y="0" width="1200" height="630" filterUnits="userSpaceOnUse"><feFlood flood-color="${mix(p.mid, p.light, 0.25)}"/><feComposite in2="SourceAlpha" operator="in"/></filter>` +
    `<filter id="lift" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000000" flood-opacity="0.28"/></filter>`
  );
}

/** A city's far, mid and near layers hazed apart; at night the near one rimmed with light, shifted away from the sun. */
function cityDepth(p: CoverPalette, city: Pick<Scene, 'far' | 'mid' | 'near' | 'hazeMid'>, horizon: number, sunLeft: boolean): string {
  const haze = (opacity: number) => `<rect y="${horizon - 330}" width="1200" height="332" fill="url(#haze)" opacity="${opacity}"/>`;
  const rim = p.night ? `<g filter="url(#rim)" opacity="0.8"><g transform="translate(${sunLeft ? -3 : 3} -2)">${city.near}</g></g>` : '';
  return city.far + haze(0.9) + city.mid + haze(city.hazeMid ?? 0.45) + rim + city.near;
}

/** The motif's glow and the round mirror it stands in, both kinds of cover alike. */
function motifDefs(p: CoverPalette): string {
  return (
    `<radialGradient id="motif-glow"><stop offset="0" stop-color="${p.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="mirror-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${mix(p.skyBottom, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(p.far, p.skyMid, 0.3)}"/></linearGradient>` +
    `<clipPath id="mirror-clip"><circle cx="0" cy="-70" r="174"/></clipPath>`
  );
}

/** The sun or the moon with its halo rings, and the sky's pattern: clouds pass in front of the sun. */
function skyLayer(p: CoverPalette, rnd: Random, sun: [number, number] | null, sunX: number, sunY: number): string {
  const disc = sun
    ? `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="340" fill="url(#glow)"/>` +
      [110, 170, 240]
        .map(
          (r, index) =>
            `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${r}" fill="none" stroke="${p.sun}" stroke-width="2" opacity="${0.22 - index * 0.06}"/>`,
        )
        .join('') +
      (p.night ? circle(sunX, sunY, 52, p.sun, ' mask="url(#crescent)"') : circle(sunX, sunY, 60, p.sun, ' opacity="0.95"'))
    : '';
  return (
    `<rect width="1200" height="630" fill="url(#sky)"/>` +
    (p.pattern === 'clouds' ? disc + pattern(p, rnd, [sunX, sunY]) : pattern(p, rnd, [sunX, sunY]) + disc)
  );
}

/** Water below the shoreline (with the skyline's reflection and a shimmer) or plain ground. */
function waterReflection(p: CoverPalette, scene: Scene): string {
  if (scene.waterY === undefined) return '';
  return `<g clip-path="url(#water-clip)" opacity="0.28"><g transform="matrix(1 0 0 -1 0 ${2 * scene.waterY})">${scene.mid}${scene.near}</g></g>`;
}

function shimmer(p: CoverPalette, rnd: Random, waterY: number): string {
  return Array.from({ length: 26 }, () => {
    const y = between(rnd, waterY + 12, 622);
    const width = between(rnd, 30, 140) * (0.5 + (y - waterY) / 120);
    return bar(between(rnd, -20, 1180), y, width, 3, p.light, ` opacity="${n(between(rnd, 0.12, 0.32))}"`);
  }).join('');
}

/** A general post's cover: its topic's scene in its own palette, full size. */
function topicArt(topic: Topic, palette: CoverPaletteName | null | undefined): Art {
  const drawer = TOPIC_SCENES[topic];
  if (!drawer) throw new Error(`Unknown cover topic "${String(topic)}": use one of ${TOPICS.join(', ')}`);
  const p = coverPalette(palette ?? TOPIC_PALETTE[topic]);
  const scene = drawer(p, random(topic));
  const rnd = random(`${topic} sky`);
  // The moon rides higher than a low sun: it must clear the skyline.
  const [sunX, sunY] = scene.sun ? [scene.sun[0], p.night ? Math.min(scene.sun[1], 150) : scene.sun[1]] : [600, -400];
  const horizon = scene.waterY ?? scene.groundY ?? 630;
  const defs = skyDefs(p, sunX, sunY, horizon);
  const sky = scene.plain ? '' : skyLayer(p, rnd, scene.sun, sunX, sunY);
  const haze = (opacity: number) =>
    scene.plain || (!scene.far && !scene.mid)
      ? ''
      : `<rect y="${horizon - 330}" width="1200" height="332" fill="url(#haze)" opacity="${opacity}"/>`;
  let ground = '';
  if (scene.waterY !== undefined) {
    ground =
      `<rect y="${scene.waterY}" width="1200" height="${630 - scene.waterY}" fill="url(#water)"/>` +
      waterReflection(p, scene) +
      rect(0, scene.waterY, 1200, 3, p.light, ' opacity="0.25"') +
      shimmer(p, rnd, scene.waterY);
  } else if (scene.groundY !== undefined) {
    ground = rect(0, scene.groundY, 1200, 630 - scene.groundY, p.ground) + rect(0, scene.groundY, 1200, 3, mix(p.ground, p.light, 0.2));
  }
  const rim =
    p.night && scene.near && !scene.plain
      ? `<g filter="url(#rim)" opacity="0.8"><g transform="translate(${sunX < 600 ? -3 : 3} -2)">${scene.near}</g></g>`
      : '';
  const body = sky + scene.far + haze(0.9) + scene.mid + haze(scene.hazeMid ?? 0.45) + rim + scene.near + ground + (scene.front ?? '');
  return { palette: p, scene, defs, body };
}

/**
 * A Local SEO article's cover: the trade's motif large on one side, the city's skyline or landmark
 * small behind it on the other, in the trade's palette shaded per city. The motif's side and the way
 * it faces change over cities and trades, so one city's covers and one trade's covers both vary.
 */
function tradeArt({ trade, motif: motifName, palette, city, language, variant }: CoverArtInput): Art {
  const known = CITY_SKYLINES.find((name) => name.toLowerCase() === city?.trim().toLowerCase());
  // Turns start by palette, so that trades of different colours take different layouts in one city.
  const tradeIndex = palette ? COVER_PALETTES.indexOf(palette) : 0;
  // Every other turn of a trade's articles, the city is the picture and the trade its seal: one trade's covers side
  // by side are then two different drawings, not one drawing mirrored. The turn starts by trade, so one city is the
  // picture for some trades and the backdrop for others.
  if (known && variant !== undefined && (variant + tradeIndex) % 2 === 1) return cityLedArt(trade, motifName, palette, known, tradeIndex);
  const name = known ?? (city?.trim() || 'city');
  // A known city takes its place in the list; another takes independent parts of its name's hash for its
  // layout, framing and shade, so that towns whose hashes agree in one part still differ in the others.
  const cityHash = hash(`${name}/${language ?? ''}`);
  const cityIndex = known ? CITY_SKYLINES.indexOf(known) : cityHash % CITY_SHADES.length;
  const frameIndex = known ? cityIndex : variant !== undefined ? variant : (cityHash >>> 5) % FRAMES.length;
  // Sides alternate first (layouts 0 and 1 put the motif on opposite sides), then the direction it faces.
  const layoutIndex = known ? cityIndex : variant !== undefined ? variant % 4 : (cityHash >>> 9) % 4;
  // Four layouts, taken in turn over cities and trades: the motif on the left or the right, turned
  // towards the city or away from it.
  const layout = (layoutIndex + tradeIndex) % 4;
  const motifLeft = layout % 2 === 0;
  // Motifs are drawn opening to the right: mirrored when that side should face the other way.
  const mirrored = motifLeft !== layout < 2;
  const p = shaded(coverPalette(palette), CITY_SHADES[cityIndex] ?? 0);
  const seed = `${name} ${trade ?? ''}`;
  const skyline = (known ? CITY_SCENES[known] : language === 'nl' ? dutchTown(name) : genericCity(name))(p, random(seed));
  const rnd = random(`${seed} sky`);
  const motifX = motifLeft ? 410 : 790;
  const cityX = motifLeft ? 900 : 300;
  const frame = FRAMES[frameIndex % FRAMES.length] ?? { city: 0.56, motif: 0.84 };
  const s = frame.city;
  const sceneHorizon = skyline.waterY ?? skyline.groundY ?? 560;
  const tx = cityX - skyline.focusX * s;
  const ty = CITY_HORIZON - sceneHorizon * s;
  // The sun stands over the city, clear of the motif and the badge.
  const sunX = skyline.sun ? Math.min(Math.max(tx + skyline.sun[0] * s, motifLeft ? 760 : 220), motifLeft ? 1110 : 470) : 600;
  const sunY = p.night ? 120 : 140;
  const defs =
    skyDefs(p, sunX, sunY, sceneHorizon) +
    `<radialGradient id="spot" cx="${motifX}" cy="${MOTIF_Y}" r="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.night ? p.light : '#ffffff'}" stop-opacity="${p.night ? 0.2 : 0.34}"/><stop offset="1" stop-color="${p.night ? p.light : '#ffffff'}" stop-opacity="0"/></radialGradient>` +
    motifDefs(p);
  const cityLayers =
    `<g id="city" transform="translate(${n(tx)} ${n(ty)}) scale(${s})">` +
    cityDepth(p, skyline, sceneHorizon, sunX < cityX) +
    waterReflection(p, skyline) +
    (skyline.front ?? '') +
    `</g>`;
  // Lower blocks continue the skyline behind the motif, so the city reads as one horizon.
  const filler = buildings(random(`${seed} filler`), {
    from: -10,
    to: 1210,
    base: CITY_HORIZON + 2,
    minHeight: 26,
    maxHeight: 96,
    minWidth: 30,
    maxWidth: 64,
    fill: mix(p.far, p.skyBottom, 0.3),
  });
  const ground =
    skyline.waterY !== undefined
      ? `<rect y="${CITY_HORIZON}" width="1200" height="${630 - CITY_HORIZON}" fill="url(#water)"/>` + shimmer(p, rnd, CITY_HORIZON)
      : rect(0, CITY_HORIZON, 1200, 630 - CITY_HORIZON, p.ground);
  const shore = rect(0, CITY_HORIZON, 1200, 3, mix(skyline.waterY !== undefined ? p.water : p.ground, p.light, 0.3), ' opacity="0.6"');
  // The motif keeps the trade's own colours; only the sky and the city take the shade.
  const motif = MOTIF_DRAWINGS[motifName ?? 'toolbox'](coverPalette(palette));
  const body =
    skyLayer(p, rnd, skyline.sun, sunX, sunY) +
    `<circle cx="${motifX}" cy="${MOTIF_Y}" r="330" fill="url(#spot)"/>` +
    [236, 300]
      .map((r) => `<circle cx="${motifX}" cy="${MOTIF_Y}" r="${r}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.14"/>`)
      .join('') +
    filler +
    `<rect y="${CITY_HORIZON - 120}" width="1200" height="122" fill="url(#haze)" opacity="0.8"/>` +
    ground +
    cityLayers +
    shore +
    `<g id="motif" transform="translate(${motifX} ${MOTIF_Y}) scale(${mirrored ? '-' : ''}${frame.motif} ${frame.motif})"><g filter="url(#lift)">${motif}</g></g>`;
  // The social image's window centres the motif and shows a little of the city beside it.
  return { palette: p, scene: { ...skyline, focusX: motifX + (motifLeft ? 60 : -60) }, defs, body };
}

const SEAL_RADIUS = 170;
const CITY_LED_ZOOMS = [1, 1.12, 1.24];

/**
 * A Local SEO cover led by its city: the landmark skyline full size over its water or land, and the trade's motif
 * small in a round seal on the side away from the landmark.
 */
function cityLedArt(
  trade: string | null | undefined,
  motifName: TradeMotif | null | undefined,
  palette: CoverPaletteName | null | undefined,
  city: (typeof CITY_SKYLINES)[number],
  tradeIndex: number,
): Art {
  const cityIndex = CITY_SKYLINES.indexOf(city);
  const p = shaded(coverPalette(palette), CITY_SHADES[cityIndex] ?? 0);
  const seed = `${city} ${trade ?? ''} city-led`;
  const scene = CITY_SCENES[city](p, random(seed));
  const rnd = random(`${seed} sky`);
  const sealX = scene.focusX < 600 ? 950 : 250;
  const sealY = 300;
  // The sun keeps clear of the seal, on the landmark's side.
  const sunX = scene.sun ? (Math.abs(scene.sun[0] - sealX) < 260 ? 1200 - sealX : scene.sun[0]) : 600;
  const sunY = p.night ? 120 : 140;
  const horizon = scene.waterY ?? scene.groundY ?? 560;
  const defs =
    skyDefs(p, sunX, sunY, horizon) +
    motifDefs(p) +
    `<clipPath id="seal-clip"><circle cx="${sealX}" cy="${sealY}" r="${SEAL_RADIUS - 12}"/></clipPath>`;
  const ground =
    scene.waterY !== undefined
      ? `<rect y="${scene.waterY}" width="1200" height="${630 - scene.waterY}" fill="url(#water)"/>` +
        waterReflection(p, scene) +
        rect(0, scene.waterY, 1200, 3, p.light, ' opacity="0.25"') +
        shimmer(p, rnd, scene.waterY)
      : rect(0, horizon, 1200, 630 - horizon, p.ground) + rect(0, horizon, 1200, 3, mix(p.ground, p.light, 0.2));
  const motif = MOTIF_DRAWINGS[motifName ?? 'toolbox'](coverPalette(palette));
  const seal =
    `<g id="seal"><g filter="url(#lift)"><circle cx="${sealX}" cy="${sealY}" r="${SEAL_RADIUS}" fill="${mix(p.skyBottom, '#ffffff', 0.75)}"/></g>` +
    `<circle cx="${sealX}" cy="${sealY}" r="${SEAL_RADIUS - 6}" fill="none" stroke="${p.accent}" stroke-width="5"/>` +
    `<g clip-path="url(#seal-clip)"><rect x="${sealX - SEAL_RADIUS}" y="${sealY - SEAL_RADIUS}" width="${SEAL_RADIUS * 2}" height="${SEAL_RADIUS * 2}" fill="${mix(p.skyMid, '#ffffff', 0.55)}"/>` +
    `<g transform="translate(${sealX} ${sealY + 6}) scale(0.47)">${motif}</g></g></g>`;
  // One city's covers for several trades differ in framing too: the trades take turns coming closer to the landmark,
  // which then stands a little lower so that less of its top is cut.
  const zoom = CITY_LED_ZOOMS[tradeIndex % CITY_LED_ZOOMS.length] ?? 1;
  const body =
    skyLayer(p, rnd, scene.sun, sunX, sunY) +
    `<g id="city" transform="translate(${n(scene.focusX * (1 - zoom))} ${n(horizon * (1 - zoom) + (zoom - 1) * 150)}) scale(${zoom})">` +
    cityDepth(p, scene, horizon, sunX < scene.focusX) +
    ground +
    (scene.front ?? '') +
    `</g>` +
    seal;
  return { palette: p, scene, defs, body };
}

export function art(input: CoverArtInput): Art {
  return input.topic ? topicArt(input.topic, input.palette) : tradeArt(input);
}

const BADGE = { x: 52, y: 52, size: 104 };

/** The cover of an article: a 1200x630 illustration without words. */
export function coverArtSvg(input: CoverArtInput): string {
  const { palette, defs, body } = art(input);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>${defs}</defs>
${body}
${badge(input.iconSvg, palette.accent, BADGE.x, BADGE.y, BADGE.size)}
</svg>
`;
}
