import { escapeXml } from './escape-xml';

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

export interface CoverPalette {
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  /** Sun, or the moon at night. */
  sun: string;
  /** Silhouette layers, from the most distant to the nearest. */
  far: string;
  mid: string;
  near: string;
  ground: string;
  water: string;
  waterDeep: string;
  /** The icon's colour and small highlights. */
  accent: string;
  /** Windows and light details on the silhouettes. */
  light: string;
  /** The social image's title panel. */
  ink: string;
  night: boolean;
  /** Strength of the sun's halo (default 0.55; 0.3 at night). */
  glow?: number;
  pattern: 'clouds' | 'stars' | 'sparkles' | 'air' | 'grid' | 'dots';
}

/** One palette per trade, each its own hue and time of day so the trades tell apart at a glance. */
const TRADE_PALETTES: Record<string, CoverPalette> = {
  // Clear morning, azure.
  plumber: {
    skyTop: '#0d5796',
    skyMid: '#48a0dc',
    skyBottom: '#d3f0fc',
    sun: '#ffffff',
    far: '#a3d3ef',
    mid: '#5d9fd0',
    near: '#15406a',
    ground: '#0f3558',
    water: '#2f7dbd',
    waterDeep: '#0f3a63',
    accent: '#0277bd',
    light: '#e0f2fe',
    ink: '#0b2a4a',
    night: false,
    pattern: 'clouds',
  },
  // Night, indigo, with electric yellow light.
  electrician: {
    skyTop: '#060a1c',
    skyMid: '#181c4d',
    skyBottom: '#3a3d8c',
    sun: '#fde68a',
    far: '#33378a',
    mid: '#23256a',
    near: '#0d0d2b',
    ground: '#09091d',
    water: '#1a1c52',
    waterDeep: '#07081a',
    accent: '#ca8a04',
    light: '#facc15',
    ink: '#0b0d26',
    night: true,
    pattern: 'stars',
  },
  // Rose and peach sunset.
  'beauty-salon': {
    skyTop: '#7a1c50',
    skyMid: '#de588b',
    skyBottom: '#ffd6b8',
    sun: '#fff5e8',
    far: '#f2a7bd',
    mid: '#c04a7c',
    near: '#58153e',
    ground: '#4a1234',
    water: '#b84d7b',
    waterDeep: '#55143c',
    accent: '#db2777',
    light: '#ffe4ec',
    ink: '#4a1236',
    night: false,
    pattern: 'sparkles',
  },
  // Fresh mint and teal air.
  hvac: {
    skyTop: '#0a5954',
    skyMid: '#35b39f',
    skyBottom: '#d8f8ec',
    sun: '#ffffff',
    far: '#a2e3d0',
    mid: '#3f9d8b',
    near: '#0f4643',
    ground: '#0c3b38',
    water: '#2b8f86',
    waterDeep: '#0c3b38',
    accent: '#0d9488',
    light: '#ccfbf1',
    ink: '#0a3633',
    night: false,
    pattern: 'air',
  },
  // Golden hour, brass and amber.
  locksmith: {
    skyTop: '#9a3a0a',
    skyMid: '#f0962a',
    skyBottom: '#fff0c2',
    sun: '#fffbeb',
    far: '#f3c57c',
    mid: '#b4621f',
    near: '#45210f',
    ground: '#3a1c0c',
    water: '#b56a2b',
    waterDeep: '#45210f',
    accent: '#c2410c',
    light: '#fef3c7',
    ink: '#3b1c0b',
    night: false,
    pattern: 'grid',
  },
};

/** The studio's own navy and orange: general posts and anything without a trade. */
const BRAND_PALETTE: CoverPalette = {
  skyTop: '#0b1f33',
  skyMid: '#1b4469',
  skyBottom: '#5b93c7',
  sun: '#fdba74',
  far: '#3a76ad',
  mid: '#245a8a',
  near: '#0e2840',
  ground: '#0b1f33',
  water: '#245a8a',
  waterDeep: '#0b1f33',
  accent: '#ea580c',
  light: '#fed7aa',
  ink: '#0b1f33',
  night: false,
  pattern: 'dots',
  glow: 0.3,
};

const TOPIC_PALETTES: Record<string, CoverPalette> = {
  brand: BRAND_PALETTE,
  steel: {
    ...BRAND_PALETTE,
    skyTop: '#1c2536',
    skyMid: '#44536a',
    skyBottom: '#c7d2df',
    far: '#94a3b8',
    mid: '#64748b',
    near: '#1e293b',
    ink: '#131b2b',
    pattern: 'grid',
  },
  violet: {
    ...BRAND_PALETTE,
    skyTop: '#2a0f5c',
    skyMid: '#6a33d0',
    skyBottom: '#c9b8fb',
    sun: '#fde68a',
    far: '#a78bfa',
    mid: '#7c3aed',
    near: '#2e1065',
    accent: '#7c3aed',
    light: '#ede9fe',
    ink: '#24104f',
    pattern: 'sparkles',
  },
  meadow: {
    ...BRAND_PALETTE,
    skyTop: '#e3f1e2',
    skyMid: '#d3eacf',
    skyBottom: '#c3e2c2',
    far: '#a9d5ac',
    mid: '#ffffff',
    near: '#12304d',
    water: '#93cbeb',
    light: '#f6fbf4',
    ink: '#0f2a44',
    pattern: 'dots',
  },
};

/** Subjects of the general posts (article-images.ts maps each post to one). */
export const TOPICS = ['checklist', 'plumber-site', 'local-map', 'maintenance', 'electric-house', 'mobile', 'studio'] as const;
export type Topic = (typeof TOPICS)[number];

const TOPIC_PALETTE: Record<Topic, string> = {
  checklist: 'brand',
  'plumber-site': 'plumber',
  'local-map': 'meadow',
  maintenance: 'steel',
  'electric-house': 'electrician',
  mobile: 'violet',
  studio: 'brand',
};

/** The palette of a trade, or of a topic's own colours; the brand's colours for anything unknown. */
export function coverPalette(key: string | null | undefined): CoverPalette {
  if (!key) return BRAND_PALETTE;
  return TRADE_PALETTES[key] ?? TOPIC_PALETTES[key] ?? (key in TOPIC_PALETTE ? coverPalette(TOPIC_PALETTE[key as Topic]) : BRAND_PALETTE);
}

/** Cities with a landmark skyline of their own; others get a skyline generated from their name. */
export const CITY_SKYLINES = [
  'Chicago',
  'New York',
  'Los Angeles',
  'Houston',
  'Phoenix',
  'London',
  'Toronto',
  'Sydney',
  'Vancouver',
] as const;

/* ------------------------------------------------------------------------------------------------ */
/* Drawing helpers                                                                                   */
/* ------------------------------------------------------------------------------------------------ */

const n = (value: number): string => String(Math.round(value * 10) / 10);

function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra}/>`;
}

/** A closed shape through the points, given flat: x1, y1, x2, y2, … */
function polygon(points: number[], fill: string, extra = ''): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2) pairs.push(`${n(points[index] ?? 0)} ${n(points[index + 1] ?? 0)}`);
  return `<path d="M${pairs.join('L')}Z" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A colour between a and b (t = 0 gives a). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const channel = (from: number, to: number) =>
    Math.round(from + (to - from) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A seeded generator (mulberry32): the same article always gets the same drawing. */
function random(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (rnd: Random, min: number, max: number) => min + (max - min) * rnd();

/** A grid of small windows on a facade, as one path; `chance` of each window being drawn. */
function windows(rnd: Random, x: number, y: number, width: number, height: number, fill: string, chance: number, opacity: number): string {
  const columns = Math.floor((width - 10) / 13);
  const rows = Math.floor((height - 16) / 17);
  if (columns < 1 || rows < 1) return '';
  const offsetX = x + (width - (columns * 13 - 7)) / 2;
  let data = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      if (rnd() < chance) data += `M${n(offsetX + column * 13)} ${n(y + 12 + row * 17)}h6v9h-6z`;
    }
  }
  return data ? `<path d="${data}" fill="${fill}" opacity="${opacity}"/>` : '';
}

interface BlockOptions {
  from: number;
  to: number;
  base: number;
  minHeight: number;
  maxHeight: number;
  minWidth: number;
  maxWidth: number;
  fill: string;
  /** x ranges to leave free for landmarks. */
  skip?: Array<[number, number]>;
  /** Window light: colour, share of windows drawn, opacity. */
  lights?: [string, number, number];
  /** Water towers on some roofs (New York). */
  waterTowers?: boolean;
}

/** A row of generic buildings: flat roofs, setbacks and the odd antenna. */
function buildings(rnd: Random, options: BlockOptions): string {
  const parts: string[] = [];
  let x = options.from;
  while (x < options.to) {
    const width = between(rnd, options.minWidth, options.maxWidth);
    const blocked = options.skip?.find(([start, end]) => x + width > start && x < end);
    if (blocked) {
      x = blocked[1] + between(rnd, 0, 8);
      continue;
    }
    const height = between(rnd, options.minHeight, options.maxHeight);
    const top = options.base - height;
    parts.push(rect(x, top, width, height + 2, options.fill));
    const roof = rnd();
    if (roof < 0.22 && width > 34) {
      const inset = width * between(rnd, 0.18, 0.3);
      parts.push(rect(x + inset, top - height * 0.12, width - inset * 2, height * 0.12 + 1, options.fill));
    } else if (roof < 0.34) {
      parts.push(rect(x + width / 2 - 1.5, top - between(rnd, 16, 34), 3, 40, options.fill));
    } else if (roof < 0.5 && options.waterTowers && width > 30) {
      const tx = x + between(rnd, 6, width - 24);
      parts.push(rect(tx + 2, top - 8, 2, 8, options.fill), rect(tx + 14, top - 8, 2, 8, options.fill));
      parts.push(polygon([tx, top - 8, tx, top - 24, tx + 9, top - 31, tx + 18, top - 24, tx + 18, top - 8], options.fill));
    }
    if (options.lights) {
      const [color, chance, opacity] = options.lights;
      parts.push(windows(rnd, x, top, width, height - 8, color, chance, opacity));
    }
    x += width + between(rnd, -4, 5);
  }
  return parts.join('');
}

/** A coniferous tree: three stacked triangles on a short trunk. */
function conifer(x: number, base: number, height: number, fill: string): string {
  const width = height * 0.46;
  const tiers = [0, 0.3, 0.55].map((start, index) => {
    const top = base - height + height * start * 0.9;
    const bottom = base - height * 0.1 - (2 - index) * height * 0.2;
    const half = (width / 2) * (0.6 + index * 0.2);
    return polygon([x, top, x + half, bottom, x - half, bottom], fill);
  });
  return rect(x - 3, base - height * 0.14, 6, height * 0.14 + 2, fill) + tiers.join('');
}

/** A palm tree: a slender curved trunk and a full crown of drooping fronds. */
function palm(x: number, base: number, height: number, lean: number, fill: string): string {
  const topX = x + lean;
  const topY = base - height;
  const midX = x + lean * 0.15;
  const midY = base - height * 0.55;
  const trunk = `<path d="M${n(x - 7)} ${n(base)}Q${n(midX - 5)} ${n(midY)} ${n(topX - 3.5)} ${n(topY)}L${n(topX + 3.5)} ${n(topY)}Q${n(midX + 5)} ${n(midY)} ${n(x + 7)} ${n(base)}Z" fill="${fill}"/>`;
  const size = Math.max(56, height * 0.28);
  // Each frond: control point and tip relative to the crown, in units of `size`, mirrored to both sides.
  const shapes: Array<[number, number, number, number, number]> = [
    [0.55, -0.38, 1.05, 0.2, 0.13],
    [0.4, -0.5, 0.82, -0.12, 0.12],
    [0.45, -0.12, 0.72, 0.5, 0.12],
    [0.12, -0.5, 0.34, -0.6, 0.1],
    [0.28, 0.0, 0.36, 0.62, 0.1],
  ];
  const fronds = shapes
    .flatMap(([cx, cy, tx, ty, w]) =>
      [-1, 1].map((side) => {
        const controlX = topX + side * cx * size;
        const controlY = topY + cy * size;
        const tipX = topX + side * tx * size;
        const tipY = topY + ty * size;
        return `<path d="M${n(topX)} ${n(topY - 3)}Q${n(controlX)} ${n(controlY - w * size)} ${n(tipX)} ${n(tipY)}Q${n(controlX)} ${n(controlY + w * size * 0.6)} ${n(topX)} ${n(topY + 4)}Z" fill="${fill}"/>`;
      }),
    )
    .join('');
  return trunk + fronds + circle(topX, topY + 2, 8, fill);
}

/** A saguaro cactus: a trunk and up to two raised arms, drawn as thick round strokes. */
function saguaro(x: number, base: number, height: number, fill: string, arms: Array<[number, number, number]>): string {
  const width = Math.max(18, height * 0.13);
  const stroke = `stroke="${fill}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  const armPaths = arms
    .map(([side, from, rise]) => {
      const y = base - height * from;
      const reach = width * 1.7 * side;
      return `<path d="M${n(x)} ${n(y)}H${n(x + reach)}V${n(y - height * rise)}" ${stroke}/>`;
    })
    .join('');
  return `<path d="M${n(x)} ${n(base + width)}V${n(base - height + width / 2)}" ${stroke}/>${armPaths}`;
}

/* ------------------------------------------------------------------------------------------------ */
/* Scenes                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

interface Scene {
  /** Where the sun (or moon) stands; null for none. */
  sun: [number, number] | null;
  /** Haze over the middle layer (default 0.45): less where the landmark is in that layer. */
  hazeMid?: number;
  /** x of the subject, centred in the social image's window. */
  focusX: number;
  far: string;
  mid: string;
  near: string;
  /** Drawn over the ground or water (trees, boats, cacti). */
  front?: string;
  /** The shoreline: water below it. */
  waterY?: number;
  /** Where the buildings stand when there is no water. */
  groundY?: number;
  /** Whether the layers are a skyline (atmospheric haze between them). */
  haze?: boolean;
  /** Topic scenes draw their own background instead of the sky's sun and pattern. */
  plain?: boolean;
}

type SceneDrawer = (p: CoverPalette, rnd: Random) => Scene;

function glassGradients(p: CoverPalette): string {
  const glass = (id: string, color: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${mix(color, p.skyMid, 0.1)}"/><stop offset="0.55" stop-color="${mix(color, p.skyMid, p.night ? 0.18 : 0.32)}"/><stop offset="1" stop-color="${color}"/></linearGradient>`;
  return glass('glass-near', p.near) + glass('glass-mid', p.mid);
}

function lights(p: CoverPalette, layer: 'near' | 'mid'): [string, number, number] {
  if (p.night) return [p.light, layer === 'near' ? 0.45 : 0.3, layer === 'near' ? 0.85 : 0.5];
  return [p.light, 0.7, layer === 'near' ? 0.16 : 0.12];
}

const chicago: SceneDrawer = (p, rnd) => {
  const base = 540;
  // Willis Tower: bundled tubes stepping back, two antennas.
  const wx = 600;
  const band = mix(p.near, '#000000', 0.3);
  const willis =
    rect(wx, 318, 156, base - 316, p.near) +
    rect(wx, 226, 108, 94, p.near) +
    rect(wx + 30, 128, 78, 100, p.near) +
    rect(wx + 30, 128, 38, base - 128, '#ffffff', ' opacity="0.05"') +
    rect(wx + 42, 50, 6, 80, p.near) +
    rect(wx + 88, 70, 6, 60, p.near) +
    rect(wx + 30, 150, 78, 6, band) +
    rect(wx, 246, 108, 6, band) +
    rect(wx, 340, 156, 6, band) +
    rect(wx, 440, 156, 6, band) +
    windows(rnd, wx + 30, 156, 78, 72, p.light, p.night ? 0.5 : 0.9, p.night ? 0.85 : 0.13) +
    windows(rnd, wx, 252, 108, 70, p.light, p.night ? 0.5 : 0.9, p.night ? 0.85 : 0.13) +
    windows(rnd, wx, 346, 156, base - 346, p.light, p.night ? 0.5 : 0.9, p.night ? 0.85 : 0.13);
  // John Hancock Center: tapering, X-braced, two antennas.
  const hx = 300;
  const hancockBraces = [0, 1, 2, 3, 4]
    .map((tier) => {
      const y1 = base - tier * 62;
      const y2 = y1 - 62;
      const half = (y: number) => 62 - ((base - y) / 320) * 22;
      return `<path d="M${n(hx - half(y1) + 6)} ${n(y1)}L${n(hx + half(y2) - 6)} ${n(y2)}M${n(hx + half(y1) - 6)} ${n(y1)}L${n(hx - half(y2) + 6)} ${n(y2)}" stroke="${mix(p.mid, p.light, 0.35)}" stroke-width="3" opacity="0.55"/>`;
    })
    .join('');
  const hancock =
    polygon([hx - 62, base, hx + 62, base, hx + 40, 220, hx - 40, 220], p.mid) +
    hancockBraces +
    rect(hx - 20, 140, 5, 82, p.mid) +
    rect(hx + 15, 150, 5, 72, p.mid);
  // Aon Center and Trump Tower on the right.
  const right =
    rect(930, 250, 78, base - 250, 'url(#glass-mid)') +
    rect(1050, 290, 70, base - 290, 'url(#glass-mid)') +
    rect(1060, 240, 50, 52, p.mid) +
    rect(1068, 205, 34, 37, p.mid) +
    rect(1083, 140, 4, 66, p.mid);
  return {
    sun: [960, 150],
    focusX: 620,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 70, maxHeight: 190, minWidth: 34, maxWidth: 70, fill: p.far }),
    mid:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 110,
        maxHeight: 240,
        minWidth: 40,
        maxWidth: 80,
        fill: p.mid,
        skip: [
          [230, 370],
          [920, 1130],
        ],
        lights: lights(p, 'mid'),
      }) +
      hancock +
      right,
    near:
      buildings(rnd, {
        from: 400,
        to: 840,
        base,
        minHeight: 80,
        maxHeight: 170,
        minWidth: 40,
        maxWidth: 72,
        fill: p.near,
        skip: [[590, 766]],
        lights: lights(p, 'near'),
      }) +
      buildings(rnd, {
        from: -10,
        to: 210,
        base,
        minHeight: 60,
        maxHeight: 130,
        minWidth: 40,
        maxWidth: 70,
        fill: p.near,
        lights: lights(p, 'near'),
      }) +
      willis,
  };
};

const newYork: SceneDrawer = (p, rnd) => {
  const base = 560;
  // Empire State Building: Art Deco setbacks, mast and spire.
  const ex = 640;
  const tiers: Array<[number, number]> = [
    [210, 500],
    [168, 440],
    [124, 262],
    [100, 240],
    [78, 216],
    [58, 194],
    [42, 172],
  ];
  const empire =
    tiers
      .map(([width, top], index) =>
        rect(ex - width / 2, top, width, (tiers[index - 1]?.[1] ?? base) - top + 2, index === 2 ? 'url(#glass-near)' : p.near),
      )
      .join('') +
    polygon([ex - 14, 174, ex + 14, 174, ex + 8, 118, ex - 8, 118], p.near) +
    rect(ex - 2.5, 44, 5, 76, p.near) +
    [-42, -21, 0, 21, 42].map((dx) => rect(ex + dx - 1.5, 270, 3, 170, mix(p.near, p.light, p.night ? 0.12 : 0.2))).join('') +
    (p.night ? rect(ex - 18, 172, 36, 8, p.light, ' opacity="0.8"') : '');
  // Chrysler Building: stacked arches with sunburst windows, needle spire.
  const cx = 380;
  const arches = [0, 1, 2, 3]
    .map((tier) => {
      const half = 34 - tier * 7;
      const y = 250 - tier * 24;
      return (
        `<path d="M${n(cx - half)} ${n(y + 24)}V${n(y)}Q${n(cx)} ${n(y - 40)} ${n(cx + half)} ${n(y)}V${n(y + 24)}Z" fill="${p.mid}"/>` +
        polygon([cx - 3, y - 12, cx + 3, y - 12, cx, y - 24], mix(p.mid, p.light, 0.5), ' opacity="0.7"')
      );
    })
    .join('');
  const chrysler = rect(cx - 34, 272, 68, base - 272, 'url(#glass-mid)') + arches + polygon([cx - 4, 170, cx + 4, 170, cx, 70], p.mid);
  // One World Trade Center, far right.
  const one =
    polygon([1000 - 44, base, 1000 + 44, base, 1000 + 26, 190, 1000 - 26, 190], p.far) +
    polygon([1000, base, 1000 + 26, 190, 1000 - 26, 190], mix(p.far, p.light, 0.25)) +
    rect(998, 90, 4, 102, p.far);
  return {
    sun: [240, 140],
    focusX: 600,
    groundY: base,
    far:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 150,
        maxHeight: 300,
        minWidth: 30,
        maxWidth: 62,
        fill: p.far,
        skip: [[950, 1050]],
      }) + one,
    mid:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 120,
        maxHeight: 250,
        minWidth: 36,
        maxWidth: 70,
        fill: p.mid,
        skip: [
          [340, 420],
          [520, 760],
        ],
        lights: lights(p, 'mid'),
        waterTowers: true,
      }) + chrysler,
    near:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 70,
        maxHeight: 170,
        minWidth: 38,
        maxWidth: 74,
        fill: p.near,
        skip: [[530, 750]],
        lights: lights(p, 'near'),
        waterTowers: true,
      }) + empire,
  };
};

const losAngeles: SceneDrawer = (p, rnd) => {
  const base = 560;
  const hills =
    `<path d="M-10 ${base}V430C80 400 170 360 260 372C340 382 390 330 470 322C560 312 620 372 700 380C790 390 860 350 960 342C1060 334 1120 380 1210 392V${base}Z" fill="${p.far}"/>` +
    // Griffith Observatory on the crest: a hall with three domes.
    rect(440, 314, 64, 14, p.far) +
    `<path d="M458 316a14 14 0 0 1 28 0ZM440 318a7 7 0 0 1 14 0ZM490 318a7 7 0 0 1 14 0Z" fill="${p.far}"/>`;
  // Downtown: US Bank Tower (round crown) and Wilshire Grand (sail and spire).
  const us = rect(800, 262, 70, base - 262, 'url(#glass-mid)') + rect(808, 244, 54, 20, p.mid) + rect(818, 230, 34, 16, p.mid);
  const grand = polygon([890, base, 890, 250, 950, 214, 950, base], 'url(#glass-mid)') + rect(948, 150, 4, 100, p.mid);
  return {
    sun: [640, 330],
    focusX: 620,
    groundY: base,
    far: hills,
    mid:
      buildings(rnd, {
        from: 640,
        to: 1060,
        base,
        minHeight: 90,
        maxHeight: 200,
        minWidth: 36,
        maxWidth: 64,
        fill: p.mid,
        skip: [[790, 960]],
        lights: lights(p, 'mid'),
      }) +
      us +
      grand,
    near: buildings(rnd, {
      from: 300,
      to: 1010,
      base,
      minHeight: 28,
      maxHeight: 70,
      minWidth: 50,
      maxWidth: 110,
      fill: p.near,
      lights: lights(p, 'near'),
    }),
    front:
      palm(170, base + 20, 370, 22, p.near) +
      palm(270, base + 20, 290, -16, p.near) +
      palm(1060, base + 20, 360, -22, p.near) +
      palm(1150, base + 20, 270, 16, p.near) +
      palm(590, base + 20, 190, 10, mix(p.near, p.mid, 0.35)),
  };
};

const houston: SceneDrawer = (p, rnd) => {
  const base = 540;
  // JPMorgan Chase Tower: the tallest, a chamfered corner.
  const chase = polygon([560, base, 560, 176, 584, 150, 660, 150, 660, base], 'url(#glass-near)');
  // Wells Fargo Plaza: curved glass shoulders.
  const wells = `<path d="M440 ${base}V238Q440 200 478 196H506Q540 200 540 238V${base}Z" fill="url(#glass-mid)"/>`;
  // Pennzoil Place: twin trapezoids with 45-degree tops.
  const pennzoil =
    polygon([690, base, 690, 300, 740, 250, 740, base], 'url(#glass-near)') +
    polygon([752, base, 752, 250, 802, 300, 802, base], 'url(#glass-near)');
  // Bank of America Center: stepped Dutch gables.
  const gable = (x: number, width: number, top: number) =>
    polygon([x, top + 40, x, top + 14, x + width / 2, top - 18, x + width, top + 14, x + width, top + 40], p.mid) +
    rect(x + width / 2 - 1.5, top - 40, 3, 24, p.mid);
  const bofa =
    rect(840, 330, 120, base - 330, 'url(#glass-mid)') +
    gable(840, 120, 300) +
    gable(858, 84, 250) +
    rect(858, 288, 84, 44, p.mid) +
    gable(878, 44, 204) +
    rect(878, 242, 44, 50, p.mid);
  // Elevated freeway across the flat horizon.
  const freeway =
    rect(-10, 506, 1220, 12, p.near) +
    rect(-10, 503, 1220, 3, mix(p.near, p.light, 0.3)) +
    [60, 200, 340, 480, 620, 760, 900, 1040, 1180].map((x) => rect(x, 516, 12, base - 516, p.near)).join('');
  const reflections = `<path d="M560 330L660 200V290L560 420ZM690 470L740 400V440L690 510Z" fill="${p.light}" opacity="${p.night ? 0.05 : 0.1}"/>`;
  return {
    sun: [280, 150],
    focusX: 660,
    hazeMid: 0.3,
    groundY: base,
    far:
      buildings(rnd, { from: -10, to: 1210, base, minHeight: 24, maxHeight: 64, minWidth: 50, maxWidth: 120, fill: p.far }) +
      [1060, 1084, 1130].map((x, index) => rect(x, 420 - index * 14, 7, 140, p.far)).join(''),
    mid:
      buildings(rnd, {
        from: 360,
        to: 1000,
        base,
        minHeight: 120,
        maxHeight: 230,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        skip: [
          [430, 550],
          [830, 970],
        ],
        lights: lights(p, 'mid'),
      }) +
      wells +
      bofa,
    near:
      chase +
      pennzoil +
      reflections +
      windows(rnd, 560, 180, 100, 320, p.light, p.night ? 0.45 : 0.8, p.night ? 0.8 : 0.12) +
      buildings(rnd, {
        from: 230,
        to: 1000,
        base,
        minHeight: 40,
        maxHeight: 110,
        minWidth: 50,
        maxWidth: 90,
        fill: p.near,
        skip: [[550, 815]],
        lights: lights(p, 'near'),
      }) +
      freeway,
  };
};

const phoenix: SceneDrawer = (p, rnd) => {
  const base = 566;
  const range = `<path d="M-10 ${base}V470L90 446L180 462L290 430L380 452L470 436L560 456L700 440L820 458L930 428L1040 450L1130 436L1210 456V${base}Z" fill="${p.far}"/>`;
  // Camelback Mountain: the kneeling camel's head (with the Praying Monk rock), the neck, the long hump.
  const rock = mix(p.mid, p.near, 0.25);
  const camelback =
    `<path d="M210 ${base}C260 530 300 470 336 436C352 420 364 398 384 392C398 388 408 390 416 398L420 382L428 380L434 400C446 414 452 436 474 444C496 452 520 446 540 428C580 392 606 330 656 302C690 284 730 284 766 306C806 332 836 376 880 410C944 460 1010 510 1090 ${base}Z" fill="${rock}"/>` +
    `<path d="M656 302C690 284 730 284 766 306C806 332 836 376 880 410C944 460 1010 510 1090 ${base}H820C800 470 760 380 700 300Z" fill="${mix(rock, p.near, 0.3)}" opacity="0.55"/>` +
    `<path d="M560 420C590 380 620 340 656 312M700 340L716 380M330 480L350 506" stroke="${mix(rock, p.light, 0.3)}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.4"/>`;
  const town = buildings(rnd, {
    from: 160,
    to: 1140,
    base,
    minHeight: 10,
    maxHeight: 30,
    minWidth: 30,
    maxWidth: 80,
    fill: mix(p.mid, p.near, 0.55),
  });
  const dunes =
    `<path d="M-10 ${base}C200 550 420 560 640 570C860 580 1040 560 1210 556V640H-10Z" fill="${p.near}"/>` +
    `<path d="M-10 604C240 588 500 610 760 600C960 592 1100 606 1210 600" stroke="${mix(p.near, p.light, 0.16)}" stroke-width="3" fill="none"/>`;
  const shrub = (x: number, y: number, size: number) =>
    `<path d="M${x - size} ${y}Q${x - size * 0.9} ${y - size * 0.9} ${x} ${y - size}Q${x + size * 0.9} ${y - size * 0.9} ${x + size} ${y}Z" fill="${mix(p.near, p.mid, 0.3)}"/>`;
  return {
    sun: [720, 270],
    focusX: 650,
    groundY: base,
    hazeMid: 0.15,
    far: range,
    mid: camelback + town,
    near: dunes,
    front:
      shrub(70, 614, 12) +
      shrub(96, 614, 18) +
      shrub(820, 610, 14) +
      shrub(842, 610, 9) +
      saguaro(180, 604, 280, p.near, [
        [-1, 0.42, 0.26],
        [1, 0.58, 0.22],
      ]) +
      saguaro(1070, 600, 230, p.near, [
        [1, 0.4, 0.27],
        [-1, 0.56, 0.17],
      ]) +
      saguaro(950, 596, 130, p.near, [[-1, 0.46, 0.24]]),
  };
};

const london: SceneDrawer = (p, rnd) => {
  const base = 540;
  // The Shard and St Paul's, far.
  const shard = polygon([960, base, 1052, base, 1010, 150, 1004, 130, 1000, 160], p.far);
  const paul =
    rect(730, 460, 100, 80, p.far) +
    rect(760, 420, 40, 42, p.far) +
    `<path d="M754 422a26 30 0 0 1 52 0Z" fill="${p.far}"/>` +
    rect(775, 370, 10, 30, p.far) +
    polygon([776, 372, 784, 372, 780, 356], p.far);
  // London Eye: rim, spokes, capsules and the leaning support.
  const [ex, ey, er] = [880, 332, 176];
  const spokes = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * Math.PI * 2;
    return `M${ex} ${ey}L${n(ex + Math.cos(angle) * er)} ${n(ey + Math.sin(angle) * er)}`;
  }).join('');
  const capsules = Array.from({ length: 32 }, (_, index) => {
    const angle = (index / 32) * Math.PI * 2;
    return `<ellipse cx="${n(ex + Math.cos(angle) * (er + 9))}" cy="${n(ey + Math.sin(angle) * (er + 9))}" rx="8" ry="5.5" fill="${p.mid}"/>`;
  }).join('');
  const eye =
    (p.night ? `<circle cx="${ex}" cy="${ey}" r="${er}" stroke="${p.light}" stroke-width="11" fill="none" opacity="0.25"/>` : '') +
    `<circle cx="${ex}" cy="${ey}" r="${er}" stroke="${p.mid}" stroke-width="7" fill="none"/>` +
    `<circle cx="${ex}" cy="${ey}" r="${er - 12}" stroke="${p.mid}" stroke-width="2.5" fill="none"/>` +
    `<path d="${spokes}" stroke="${p.mid}" stroke-width="1.6"/>` +
    capsules +
    circle(ex, ey, 12, p.mid) +
    polygon([ex - 4, ey, ex + 4, ey, ex - 70, base, ex - 92, base], p.mid) +
    polygon([ex - 4, ey, ex + 4, ey, ex + 44, base, ex + 26, base], p.mid);
  // Elizabeth Tower (Big Ben) with its clock, and the Palace of Westminster.
  const bx = 300;
  const clockFace = p.night ? p.light : mix(p.light, '#ffffff', 0.5);
  const bigBen =
    rect(bx - 28, 250, 56, base - 248, p.near) +
    rect(bx - 34, 176, 68, 76, p.near) +
    circle(bx, 214, 24, clockFace, p.night ? ' opacity="0.95"' : ' opacity="0.9"') +
    `<path d="M${bx} 214V198M${bx} 214L${bx + 10} 220" stroke="${p.near}" stroke-width="3" stroke-linecap="round"/>` +
    rect(bx - 30, 146, 60, 32, p.near) +
    [bx - 20, bx - 5, bx + 10].map((x) => rect(x, 152, 10, 18, mix(p.near, p.light, p.night ? 0.4 : 0.25))).join('') +
    polygon([bx - 32, 148, bx + 32, 148, bx, 64], p.near) +
    rect(bx - 1.5, 38, 3, 30, p.near) +
    polygon([bx - 36, 150, bx - 28, 150, bx - 32, 118], p.near) +
    polygon([bx + 28, 150, bx + 36, 150, bx + 32, 118], p.near) +
    [bx - 16, bx + 12].map((x) => rect(x, 262, 4, 270, mix(p.near, p.light, 0.1))).join('');
  const pinnacles = Array.from({ length: 16 }, (_, index) => {
    const x = 344 + index * 20;
    return polygon([x - 3, 474, x + 3, 474, x, 456], p.near);
  }).join('');
  const palace =
    rect(330, 472, 340, base - 470, p.near) +
    pinnacles +
    rect(500, 440, 26, 34, p.near) +
    polygon([498, 442, 528, 442, 513, 396], p.near) +
    rect(640, 390, 58, base - 388, p.near) +
    [640, 694].map((x) => polygon([x - 2, 392, x + 6, 392, x + 2, 370], p.near)).join('') +
    windows(rnd, 330, 478, 340, 60, p.light, p.night ? 0.55 : 1, p.night ? 0.8 : 0.12);
  return {
    sun: [1090, 130],
    focusX: 440,
    waterY: base,
    far:
      buildings(rnd, {
        from: 560,
        to: 1210,
        base,
        minHeight: 60,
        maxHeight: 150,
        minWidth: 40,
        maxWidth: 80,
        fill: p.far,
        skip: [
          [720, 840],
          [950, 1060],
        ],
      }) +
      paul +
      shard,
    mid:
      buildings(rnd, {
        from: -10,
        to: 300,
        base,
        minHeight: 60,
        maxHeight: 140,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }) + eye,
    near:
      bigBen +
      palace +
      buildings(rnd, {
        from: -10,
        to: 240,
        base,
        minHeight: 40,
        maxHeight: 90,
        minWidth: 50,
        maxWidth: 90,
        fill: p.near,
        lights: lights(p, 'near'),
      }),
  };
};

const toronto: SceneDrawer = (p, rnd) => {
  const base = 545;
  const tx = 560;
  // CN Tower: tapering shaft, main pod, SkyPod, antenna.
  const cn =
    polygon([tx - 34, base, tx + 34, base, tx + 12, 262, tx - 12, 262], p.near) +
    polygon([tx - 28, 270, tx + 28, 270, tx + 50, 250, tx - 50, 250], p.near) +
    `<rect x="${tx - 52}" y="232" width="104" height="20" rx="10" fill="${p.near}"/>` +
    rect(tx - 40, 222, 80, 12, p.near) +
    rect(tx - 44, 240, 88, 5, mix(p.near, p.light, p.night ? 0.8 : 0.3), p.night ? ' opacity="0.9"' : '') +
    rect(tx - 9, 150, 18, 76, p.near) +
    `<rect x="${tx - 17}" y="140" width="34" height="16" rx="6" fill="${p.near}"/>` +
    polygon([tx - 6, 142, tx + 6, 142, tx + 1.5, 36, tx - 1.5, 36], p.near);
  // Rogers Centre: the ribbed dome.
  const rogers =
    rect(300, 500, 200, base - 498, p.mid) +
    `<path d="M304 502A96 60 0 0 1 496 502Z" fill="${p.mid}"/>` +
    `<path d="M352 502Q360 452 400 442M448 502Q440 452 400 442M400 442V502" stroke="${mix(p.mid, p.light, 0.3)}" stroke-width="3" fill="none" opacity="0.7"/>`;
  return {
    sun: [300, 150],
    focusX: 600,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 80, maxHeight: 200, minWidth: 34, maxWidth: 66, fill: p.far }),
    mid:
      buildings(rnd, {
        from: 620,
        to: 1210,
        base,
        minHeight: 140,
        maxHeight: 300,
        minWidth: 40,
        maxWidth: 70,
        fill: 'url(#glass-mid)',
        lights: lights(p, 'mid'),
      }) +
      buildings(rnd, {
        from: -10,
        to: 300,
        base,
        minHeight: 90,
        maxHeight: 180,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }) +
      rogers,
    near:
      buildings(rnd, {
        from: 640,
        to: 1210,
        base,
        minHeight: 70,
        maxHeight: 180,
        minWidth: 44,
        maxWidth: 80,
        fill: p.near,
        lights: lights(p, 'near'),
      }) +
      buildings(rnd, {
        from: -10,
        to: 250,
        base,
        minHeight: 40,
        maxHeight: 100,
        minWidth: 44,
        maxWidth: 80,
        fill: p.near,
        lights: lights(p, 'near'),
      }) +
      cn,
  };
};

const sydney: SceneDrawer = (p, rnd) => {
  const base = 540;
  // Harbour Bridge: the steel arch between granite pylons, hangers, the deck.
  const [left, right, deck] = [690, 1130, 468];
  const span = right - left;
  const archTop = (t: number) => deck - 4 - Math.sin(Math.PI * t) * 210;
  const archBottom = (t: number) => deck - 4 - Math.sin(Math.PI * t) * 150;
  const steps = 24;
  const top = Array.from({ length: steps + 1 }, (_, index) => [left + (span * index) / steps, archTop(index / steps)] as [number, number]);
  const bottom = Array.from(
    { length: steps + 1 },
    (_, index) => [left + (span * (steps - index)) / steps, archBottom((steps - index) / steps)] as [number, number],
  );
  const truss = Array.from({ length: steps - 1 }, (_, index) => {
    const t = (index + 1) / steps;
    const x = left + span * t;
    const next = left + span * (t + 1 / steps);
    return (
      `M${n(x)} ${n(archTop(t))}L${n(x)} ${n(archBottom(t))}L${n(next)} ${n(archTop(t + 1 / steps))}` +
      (archBottom(t) < deck - 8 ? `M${n(x)} ${n(archBottom(t))}V${deck}` : '')
    );
  }).join('');
  const bridge =
    polygon([...top, ...bottom].flat(), 'none', ` stroke="${p.mid}" stroke-width="5" stroke-linejoin="round"`) +
    `<path d="${truss}" stroke="${p.mid}" stroke-width="2.6" fill="none"/>` +
    rect(560, deck, 660, 12, p.mid) +
    [
      [left - 50, 46],
      [right + 4, 46],
    ]
      .map(
        ([x, width]) =>
          rect(x as number, 400, width as number, base - 398, p.mid) + rect((x as number) - 3, 396, (width as number) + 6, 8, p.mid),
      )
      .join('') +
    [600, 1180].map((x) => rect(x, deck, 14, base - deck, p.mid)).join('');
  // Opera House: white shells on a podium, facing the water.
  const shellFill = p.night ? mix(p.light, '#ffffff', 0.7) : '#fbf8f3';
  const shellShade = mix(shellFill, p.skyMid, 0.28);
  const shell = (x0: number, x1: number, apexX: number, apexY: number, podium: number) =>
    `<path d="M${x0} ${podium}Q${n(x0 + (apexX - x0) * 0.1)} ${n(apexY + (podium - apexY) * 0.25)} ${apexX} ${apexY}Q${n(apexX + (x1 - apexX) * 0.55)} ${n(apexY + (podium - apexY) * 0.55)} ${x1} ${podium}Z" fill="${shellFill}"/>` +
    `<path d="M${n(apexX)} ${n(apexY)}Q${n(apexX + (x1 - apexX) * 0.55)} ${n(apexY + (podium - apexY) * 0.55)} ${x1} ${podium}H${n(x1 - (x1 - x0) * 0.28)}Q${n(apexX + (x1 - apexX) * 0.3)} ${n(apexY + (podium - apexY) * 0.6)} ${n(apexX)} ${n(apexY)}Z" fill="${shellShade}"/>`;
  const podium = 512;
  const opera =
    polygon([130, base, 150, podium, 600, podium, 620, base], p.near) +
    shell(470, 590, 492, 420, podium) +
    shell(404, 520, 430, 370, podium) +
    shell(326, 452, 352, 322, podium) +
    shell(252, 376, 276, 352, podium) +
    shell(180, 290, 196, 410, podium) +
    rect(146, podium - 2, 458, 6, mix(p.near, p.light, 0.25));
  return {
    sun: [340, 150],
    focusX: 420,
    waterY: base,
    far:
      buildings(rnd, { from: 560, to: 1210, base, minHeight: 80, maxHeight: 220, minWidth: 36, maxWidth: 70, fill: p.far }) +
      rect(866, 220, 10, 320, p.far) +
      `<rect x="852" y="196" width="38" height="40" rx="10" fill="${p.far}"/>` +
      rect(869, 150, 4, 50, p.far),
    mid:
      bridge +
      buildings(rnd, {
        from: -10,
        to: 170,
        base,
        minHeight: 60,
        maxHeight: 150,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }),
    near: opera,
  };
};

const vancouver: SceneDrawer = (p, rnd) => {
  const base = 550;
  const snow = mix('#ffffff', p.skyBottom, p.night ? 0.55 : 0.15);
  const mountains =
    `<path d="M-10 ${base}V360L110 290L200 330L330 200L440 300L520 270L600 320L720 180L860 300L960 250L1080 320L1210 260V${base}Z" fill="${p.far}"/>` +
    polygon([330, 200, 372, 238, 350, 236, 330, 250, 310, 232, 292, 236], snow) +
    polygon([720, 180, 770, 222, 746, 220, 724, 236, 702, 222, 676, 226], snow) +
    polygon([110, 290, 140, 310, 112, 316, 88, 304], snow) +
    polygon([960, 250, 996, 274, 966, 280, 940, 266], snow);
  const front = `<path d="M-10 ${base}V420C120 400 220 380 340 400C460 420 540 410 640 430C760 452 900 400 1020 410C1100 416 1160 430 1210 440V${base}Z" fill="${mix(p.far, p.mid, 0.5)}"/>`;
  // Harbour Centre: a slim tower with its lookout ring.
  const hx = 640;
  const harbour =
    rect(hx - 20, 250, 40, base - 248, p.near) +
    `<rect x="${hx - 50}" y="222" width="100" height="26" rx="12" fill="${p.near}"/>` +
    `<path d="M${hx - 30} 224a30 16 0 0 1 60 0Z" fill="${p.near}"/>` +
    rect(hx - 2, 160, 4, 52, p.near) +
    rect(hx - 46, 232, 92, 4, mix(p.near, p.light, p.night ? 0.8 : 0.35), p.night ? ' opacity="0.9"' : '');
  const sail = (x: number, size: number) =>
    polygon([x, 590 - size, x, 584, x + size * 0.7, 584], '#ffffff', ' opacity="0.92"') +
    polygon([x - 3, 590 - size * 0.8, x - 3, 584, x - size * 0.45, 584], '#ffffff', ' opacity="0.8"') +
    `<path d="M${x - size * 0.5} 588H${x + size * 0.8}L${x + size * 0.65} 598H${x - size * 0.38}Z" fill="${p.near}"/>`;
  return {
    sun: [1000, 130],
    focusX: 620,
    waterY: base,
    far: mountains + front,
    mid: buildings(rnd, {
      from: 380,
      to: 1060,
      base,
      minHeight: 150,
      maxHeight: 280,
      minWidth: 34,
      maxWidth: 54,
      fill: 'url(#glass-mid)',
      skip: [[600, 680]],
      lights: lights(p, 'mid'),
    }),
    near:
      buildings(rnd, {
        from: 420,
        to: 980,
        base,
        minHeight: 60,
        maxHeight: 200,
        minWidth: 36,
        maxWidth: 58,
        fill: 'url(#glass-near)',
        skip: [[606, 676]],
        lights: lights(p, 'near'),
      }) +
      harbour +
      [40, 90, 130, 180, 230, 280, 330].map((x, index) => conifer(x, base + 2, 150 + ((index * 37) % 70), p.near)).join('') +
      [1080, 1130, 1180].map((x, index) => conifer(x, base + 2, 120 + ((index * 29) % 50), p.near)).join(''),
    front: sail(960, 56) + sail(820, 34),
  };
};

/** Any other city: a skyline generated from its name. */
function genericCity(seed: string): SceneDrawer {
  return (p, rnd) => {
    const base = 550;
    const towers = [0, 1, 2]
      .map((index) => {
        const x = 380 + index * 170 + between(rnd, -30, 30);
        const height = between(rnd, 260, 380);
        return rect(x, base - height, between(rnd, 56, 84), height, 'url(#glass-near)') + rect(x + 24, base - height - 50, 4, 52, p.near);
      })
      .join('');
    return {
      sun: [hash(seed) % 2 ? 300 : 940, 150],
      focusX: 600,
      groundY: base,
      far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 100, maxHeight: 240, minWidth: 34, maxWidth: 70, fill: p.far }),
      mid: buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 80,
        maxHeight: 200,
        minWidth: 40,
        maxWidth: 80,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }),
      near:
        buildings(rnd, {
          from: -10,
          to: 1210,
          base,
          minHeight: 50,
          maxHeight: 150,
          minWidth: 44,
          maxWidth: 90,
          fill: p.near,
          lights: lights(p, 'near'),
        }) + towers,
    };
  };
}

const CITY_SCENES: Record<(typeof CITY_SKYLINES)[number], SceneDrawer> = {
  Chicago: chicago,
  'New York': newYork,
  'Los Angeles': losAngeles,
  Houston: houston,
  Phoenix: phoenix,
  London: london,
  Toronto: toronto,
  Sydney: sydney,
  Vancouver: vancouver,
};

/* Topic scenes for the general posts ------------------------------------------------------------- */

/** A browser window: frame, toolbar with three dots and an address bar; returns the content area's origin. */
function browserWindow(x: number, y: number, width: number, height: number, p: CoverPalette, filter = true): string {
  return (
    `<g${filter ? ' filter="url(#lift)"' : ''}><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="20" fill="#ffffff"/></g>` +
    `<path d="M${x} ${y + 46}V${y + 20}a20 20 0 0 1 20-20H${x + width - 20}a20 20 0 0 1 20 20V${y + 46}Z" fill="${mix('#ffffff', p.near, 0.08)}"/>` +
    ['#f87171', '#fbbf24', '#34d399'].map((color, index) => circle(x + 28 + index * 22, y + 23, 7, color)).join('') +
    `<rect x="${x + 110}" y="${y + 13}" width="${width - 150}" height="20" rx="10" fill="#ffffff"/>`
  );
}

const bar = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${fill}"${extra}/>`;

function check(cx: number, cy: number, r: number, fill: string, mark = '#ffffff'): string {
  return (
    circle(cx, cy, r, fill) +
    `<path d="M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}L${n(cx - r * 0.1)} ${n(cy + r * 0.34)}L${n(cx + r * 0.45)} ${n(cy - r * 0.3)}" stroke="${mark}" stroke-width="${n(r * 0.26)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  );
}

/** A gear with a see-through hub. */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let index = 0; index < teeth; index += 1) {
    const angle = index * step;
    const corners: Array<[number, number]> = [
      [angle - step * 0.5, r],
      [angle - step * 0.3, r],
      [angle - step * 0.18, r * 1.24],
      [angle + step * 0.18, r * 1.24],
      [angle + step * 0.3, r],
    ];
    for (const [a, radius] of corners) points.push(`${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}`);
  }
  const hole = r * 0.42;
  return `<path d="M${points.join('L')}ZM${n(cx - hole)} ${n(cy)}a${n(hole)} ${n(hole)} 0 1 0 ${n(hole * 2)} 0a${n(hole)} ${n(hole)} 0 1 0 ${n(-hole * 2)} 0Z" fill="${fill}" fill-rule="evenodd"/>`;
}

/** A solid wrench (lucide's outline, filled), `size` across, turned by `rotate` degrees. */
function wrenchShape(x: number, y: number, size: number, rotate: number, fill: string): string {
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${rotate} ${n(size / 2)} ${n(size / 2)}) scale(${n(size / 24)})" d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" fill="${fill}" stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"/>`;
}

/** A map pin with a white centre. */
function pin(x: number, y: number, size: number, fill: string, shadow = true): string {
  const head = size * 0.5;
  return (
    (shadow ? `<ellipse cx="${x}" cy="${y + 4}" rx="${n(size * 0.32)}" ry="${n(size * 0.1)}" fill="#0b1f33" opacity="0.22"/>` : '') +
    `<path d="M${x} ${y}C${n(x - head * 0.3)} ${n(y - size * 0.45)} ${n(x - head)} ${n(y - size * 0.62)} ${n(x - head)} ${n(y - size)}A${n(head)} ${n(head)} 0 1 1 ${n(x + head)} ${n(y - size)}C${n(x + head)} ${n(y - size * 0.62)} ${n(x + head * 0.3)} ${n(y - size * 0.45)} ${x} ${y}Z" fill="${fill}"/>` +
    circle(x, y - size, head * 0.42, '#ffffff')
  );
}

const checklistScene: SceneDrawer = (p) => {
  const [x, y, width, height] = [330, 118, 560, 400];
  const rows = [0, 1, 2, 3, 4]
    .map((index) => {
      const rowY = y + 96 + index * 60;
      const done = index < 4;
      return (
        (done
          ? check(x + 64, rowY, 17, p.accent)
          : `<circle cx="${x + 64}" cy="${rowY}" r="15.5" fill="none" stroke="${mix('#ffffff', p.near, 0.3)}" stroke-width="3"/>`) +
        bar(
          x + 98,
          rowY - 8,
          [300, 240, 330, 210, 270][index] ?? 240,
          16,
          done ? mix('#ffffff', p.near, 0.75) : mix('#ffffff', p.near, 0.25),
        )
      );
    })
    .join('');
  return {
    sun: [980, 150],
    focusX: 610,
    far: '',
    mid: '',
    near:
      `<g transform="rotate(-8 240 420)"><rect x="160" y="300" width="170" height="220" rx="18" fill="${mix(p.mid, p.light, 0.15)}"/>${[0, 1, 2, 3].map((i) => bar(186, 340 + i * 40, 110 - (i % 2) * 30, 12, mix(p.mid, '#ffffff', 0.45))).join('')}</g>` +
      browserWindow(x, y, width, height, p) +
      rows +
      // A pencil ticking the list.
      `<g transform="rotate(38 900 420)"><rect x="880" y="250" width="40" height="220" rx="6" fill="${p.accent}"/><rect x="880" y="250" width="40" height="34" rx="6" fill="${mix(p.accent, '#ffffff', 0.6)}"/><path d="M880 470h40l-20 44z" fill="#fde2c4"/><path d="M893 500h14l-7 14z" fill="${p.near}"/></g>`,
  };
};

const plumberSiteScene: SceneDrawer = (p) => {
  const pipe = mix(p.near, p.light, 0.15);
  const highlight = mix(p.near, p.light, 0.45);
  const [x, y, width, height] = [250, 110, 520, 360];
  const site =
    browserWindow(x, y, width, height, p) +
    rect(x, y + 46, width, 150, mix(p.water, p.near, 0.3)) +
    bar(x + 36, y + 84, 220, 18, '#ffffff') +
    bar(x + 36, y + 114, 160, 12, mix('#ffffff', p.water, 0.4)) +
    bar(x + 36, y + 148, 120, 30, '#f97316') +
    wrenchShape(x + 346, y + 62, 120, 0, '#ffffff') +
    [0, 1, 2]
      .map(
        (index) =>
          `<rect x="${x + 36 + index * 156}" y="${y + 222}" width="136" height="104" rx="14" fill="${mix('#ffffff', p.water, 0.1)}"/>` +
          circle(x + 64 + index * 156, y + 254, 14, mix(p.accent, '#ffffff', 0.75)) +
          bar(x + 52 + index * 156, y + 284, 96, 10, mix('#ffffff', p.near, 0.25)),
      )
      .join('');
  const pipes =
    `<path d="M-20 560H880Q940 560 940 500V300Q940 240 1000 240H1220" stroke="${pipe}" stroke-width="44" fill="none"/>` +
    `<path d="M-20 548H880Q928 548 928 500V300Q928 252 1000 252H1220" stroke="${highlight}" stroke-width="6" fill="none" opacity="0.6"/>` +
    [120, 420, 700]
      .map((fx) => rect(fx, 528, 22, 64, mix(pipe, '#000000', 0.2)) + rect(fx - 4, 524, 30, 8, mix(pipe, '#000000', 0.2)))
      .join('') +
    rect(918, 360, 44, 22, mix(pipe, '#000000', 0.2)) +
    // A tap on the top pipe with a falling drop.
    rect(1050, 262, 40, 70, pipe) +
    `<path d="M1050 320h70a26 26 0 0 1 26 26v14h-34v-6h-62z" fill="${pipe}"/>` +
    rect(1040, 200, 60, 14, p.accent) +
    rect(1064, 210, 12, 54, p.accent) +
    `<path d="M1129 390c0 0 16 20 16 30a16 16 0 0 1-32 0c0-10 16-30 16-30z" fill="${p.light}"/>`;
  return { sun: [1000, 120], focusX: 720, far: '', mid: '', near: pipes + site };
};

const localMapScene: SceneDrawer = (p) => {
  const road = '#ffffff';
  const blocks = [
    [40, 30, 240, 150],
    [330, 30, 190, 90],
    [330, 160, 190, 110],
    [880, 40, 280, 170],
    [620, 360, 220, 120],
    [900, 300, 280, 150],
    [40, 420, 240, 190],
  ]
    .map(
      ([x, y, width, height]) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="16" fill="${mix(p.skyTop, '#ffffff', 0.55)}"/>`,
    )
    .join('');
  const parks = `<path d="M560 40h270v140c-60 40-150 40-270 0z" fill="${p.far}"/>` + `<circle cx="1030" cy="540" r="70" fill="${p.far}"/>`;
  const river = `<path d="M-20 330C140 300 260 360 380 360C520 360 560 280 700 280C860 280 900 240 1220 250" stroke="${p.water}" stroke-width="46" fill="none"/>`;
  const roads =
    `<path d="M-20 230H1220M-20 520H1220M300 -20V650M560 -20V650M860 -20V650" stroke="${road}" stroke-width="22"/>` +
    `<path d="M-20 640L1220 -10" stroke="#fde68a" stroke-width="18"/>` +
    `<path d="M-20 230H1220M300 -20V650" stroke="${mix(road, p.near, 0.12)}" stroke-width="2" stroke-dasharray="14 12"/>`;
  const pulse = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="86" ry="30" fill="${p.accent}" opacity="0.14"/><ellipse cx="${x}" cy="${y}" rx="50" ry="17" fill="${p.accent}" opacity="0.22"/>`;
  return {
    sun: [0, 0],
    focusX: 620,
    plain: true,
    far: `<rect width="1200" height="630" fill="${p.skyMid}"/>` + blocks + parks + river + roads,
    mid: pin(330, 470, 70, p.near) + pin(860, 450, 64, p.near) + pin(960, 180, 56, p.mid === '#ffffff' ? p.near : p.mid),
    near: pulse(600, 380) + pin(600, 380, 150, p.accent) + check(600, 230, 26, p.accent, '#ffffff').replace(/<circle[^>]*\/>/, ''),
  };
};

const maintenanceScene: SceneDrawer = (p) => {
  const [x, y, width, height] = [200, 130, 520, 360];
  const site =
    browserWindow(x, y, width, height, p) +
    rect(x + 32, y + 76, 200, 140, mix('#ffffff', p.mid, 0.18), ' rx="12"') +
    bar(x + 256, y + 84, 220, 16, mix('#ffffff', p.near, 0.7)) +
    bar(x + 256, y + 114, 180, 12, mix('#ffffff', p.near, 0.3)) +
    bar(x + 256, y + 138, 200, 12, mix('#ffffff', p.near, 0.3)) +
    bar(x + 256, y + 176, 110, 28, p.accent) +
    // Update progress.
    bar(x + 32, y + 262, 456, 18, mix('#ffffff', p.near, 0.12)) +
    bar(x + 32, y + 262, 320, 18, '#22c55e') +
    check(x + 60, y + 318, 16, '#22c55e') +
    bar(x + 88, y + 312, 200, 12, mix('#ffffff', p.near, 0.3));
  const big = gear(870, 330, 118, 10, p.accent);
  const small = gear(1040, 170, 56, 8, mix(p.light, '#ffffff', 0.4));
  const wrench = wrenchShape(700, 190, 300, 0, '#ffffff');
  return { sun: null, focusX: 800, far: '', mid: '', near: site + big + small + `<g filter="url(#lift)">${wrench}</g>` };
};

const electricHouseScene: SceneDrawer = (p, rnd) => {
  const base = 560;
  const house =
    rect(670, 330, 40, 70, p.near) +
    polygon([440, base, 440, 410, 600, 300, 760, 410, 760, base], p.near) +
    polygon([414, 420, 600, 290, 786, 420, 786, 398, 600, 266, 414, 398], mix(p.near, p.mid, 0.7)) +
    rect(478, 440, 84, 70, p.light, ' rx="6"') +
    rect(638, 440, 84, 70, p.light, ' rx="6"') +
    `<path d="M520 440V510M478 475H562M680 440V510M638 475H722" stroke="${p.near}" stroke-width="6"/>` +
    rect(576, 470, 48, 90, mix(p.near, p.light, 0.1), ' rx="4"') +
    circle(614, 516, 3, p.light);
  const glow = `<circle cx="612" cy="160" r="170" fill="url(#bolt-glow)"/>`;
  const bolt = polygon(
    [652, 30, 540, 172, 602, 172, 566, 276, 694, 122, 630, 122, 690, 30],
    p.light,
    ' stroke="#fff7cc" stroke-width="5" stroke-linejoin="round"',
  );
  const pole = (x: number) => rect(x - 5, 300, 10, base - 298, p.near) + rect(x - 34, 318, 68, 8, p.near);
  const wires = `<path d="M-20 340Q80 380 176 322M184 322Q420 400 600 384M600 384Q800 400 1016 322M1024 322Q1120 380 1220 340" stroke="${p.near}" stroke-width="3" fill="none"/>`;
  return {
    sun: [1020, 130],
    focusX: 600,
    groundY: base,
    far: buildings(rnd, {
      from: -10,
      to: 1210,
      base,
      minHeight: 40,
      maxHeight: 120,
      minWidth: 50,
      maxWidth: 110,
      fill: p.far,
      lights: [p.light, 0.3, 0.5],
    }),
    mid: pole(180) + pole(1020) + wires + glow,
    near: house,
    front: bolt,
  };
};

const mobileScene: SceneDrawer = (p) => {
  const phone = (x: number, y: number) =>
    `<g filter="url(#lift)"><rect x="${x}" y="${y}" width="240" height="470" rx="36" fill="${p.near}"/></g>` +
    `<rect x="${x + 12}" y="${y + 12}" width="216" height="446" rx="26" fill="#ffffff"/>` +
    bar(x + 90, y + 24, 60, 12, p.near) +
    `<rect x="${x + 12}" y="${y + 48}" width="216" height="150" fill="${mix(p.mid, p.skyTop, 0.3)}"/>` +
    bar(x + 32, y + 82, 150, 14, '#ffffff') +
    bar(x + 32, y + 106, 110, 10, mix('#ffffff', p.mid, 0.4)) +
    bar(x + 32, y + 142, 120, 32, '#f97316') +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${x + 28}" y="${y + 220 + i * 70}" width="184" height="56" rx="12" fill="${mix('#ffffff', p.mid, 0.08)}"/>` +
          circle(x + 56, y + 248 + i * 70, 14, mix(p.accent, '#ffffff', 0.7)) +
          bar(x + 80, y + 242 + i * 70, 110, 10, mix('#ffffff', p.near, 0.3)),
      )
      .join('');
  const desktop =
    browserWindow(170, 150, 520, 340, p) +
    rect(170, 196, 520, 120, mix(p.far, '#ffffff', 0.35)) +
    bar(200, 226, 200, 14, '#ffffff') +
    bar(200, 252, 140, 10, '#ffffff', ' opacity="0.7"') +
    [0, 1, 2]
      .map((i) => `<rect x="${196 + i * 156}" y="340" width="140" height="120" rx="12" fill="${mix('#ffffff', p.mid, 0.08)}"/>`)
      .join('');
  const tap = `<circle cx="810" cy="256" r="44" fill="#ffffff" opacity="0.25"/><circle cx="810" cy="256" r="24" fill="#ffffff" opacity="0.45"/>`;
  return { sun: [1010, 140], focusX: 700, far: '', mid: '', near: desktop + phone(620, 90) + tap };
};

/** The studio's home: gabled canal houses along an Amsterdam canal, with an arched bridge. */
const studioScene: SceneDrawer = (p, rnd) => {
  const base = 500;
  const colors = [p.near, mix(p.near, p.mid, 0.45), mix(p.near, p.accent, 0.22), mix(p.near, p.mid, 0.2)];
  const houses: string[] = [];
  let x = -20;
  let index = 0;
  while (x < 1210) {
    const width = between(rnd, 62, 84);
    const floors = 3 + Math.floor(rnd() * 3);
    const top = base - floors * 40 - 18;
    const fill = colors[index % colors.length] ?? p.near;
    const middle = x + width / 2;
    const gable = index % 3;
    houses.push(rect(x, top, width, base - top + 2, fill));
    if (gable === 0) {
      // Step gable.
      houses.push(
        polygon(
          [
            x + 6,
            top + 1,
            x + 6,
            top - 12,
            x + 16,
            top - 12,
            x + 16,
            top - 26,
            middle - 10,
            top - 26,
            middle - 10,
            top - 40,
            middle + 10,
            top - 40,
            middle + 10,
            top - 26,
            x + width - 16,
            top - 26,
            x + width - 16,
            top - 12,
            x + width - 6,
            top - 12,
            x + width - 6,
            top + 1,
          ],
          fill,
        ),
      );
    } else if (gable === 1) {
      // Bell gable.
      houses.push(
        `<path d="M${n(x + 4)} ${n(top + 1)}Q${n(x + 8)} ${n(top - 22)} ${n(middle - 14)} ${n(top - 26)}V${n(top - 44)}Q${n(middle)} ${n(top - 54)} ${n(middle + 14)} ${n(top - 44)}V${n(top - 26)}Q${n(x + width - 8)} ${n(top - 22)} ${n(x + width - 4)} ${n(top + 1)}Z" fill="${fill}"/>`,
      );
    } else {
      // Spout gable.
      houses.push(polygon([x + 4, top + 1, middle, top - 36, x + width - 4, top + 1], fill));
    }
    houses.push(rect(middle - 2, top - (gable === 1 ? 40 : 24), 4, 10, mix(fill, p.light, 0.5)));
    const columns = width > 72 ? 3 : 2;
    const pitch = (width - 16) / columns;
    let data = '';
    for (let floor = 0; floor < floors; floor += 1) {
      for (let column = 0; column < columns; column += 1) {
        data += `M${n(x + 8 + column * pitch + (pitch - 12) / 2)} ${n(top + 14 + floor * 40)}h12v24h-12z`;
      }
    }
    houses.push(`<path d="${data}" fill="${p.light}" opacity="${n(between(rnd, 0.45, 0.8))}"/>`);
    x += width + 1;
    index += 1;
  }
  const quay = rect(-10, base - 6, 1220, 10, mix(p.near, '#000000', 0.25)) + rect(-10, base - 8, 1220, 3, mix(p.near, p.light, 0.3));
  const boat =
    `<path d="M540 ${base + 34}H760L740 ${base + 54}H560Z" fill="${mix(p.near, '#000000', 0.2)}"/>` +
    rect(580, base + 22, 120, 14, mix(p.near, p.light, 0.2), ' rx="4"');
  return {
    sun: [800, 130],
    focusX: 600,
    waterY: base + 4,
    far: '',
    mid: houses.join(''),
    near: quay,
    front: boat,
  };
};

const TOPIC_SCENES: Record<Topic, SceneDrawer> = {
  checklist: checklistScene,
  'plumber-site': plumberSiteScene,
  'local-map': localMapScene,
  maintenance: maintenanceScene,
  'electric-house': electricHouseScene,
  mobile: mobileScene,
  studio: studioScene,
};

/* ------------------------------------------------------------------------------------------------ */
/* Composition                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

function pattern(p: CoverPalette, rnd: Random, sun: [number, number] | null): string {
  switch (p.pattern) {
    case 'stars':
      return (
        Array.from({ length: 90 }, () =>
          circle(
            between(rnd, 0, 1200),
            between(rnd, 0, 420),
            between(rnd, 0.8, 2.2),
            '#ffffff',
            ` opacity="${n(between(rnd, 0.25, 0.9))}"`,
          ),
        ).join('') +
        Array.from({ length: 5 }, () => sparkle(between(rnd, 180, 1150), between(rnd, 30, 300), between(rnd, 6, 10), '#ffffff', 0.85)).join(
          '',
        )
      );
    case 'sparkles':
      return Array.from({ length: 14 }, () =>
        sparkle(between(rnd, 160, 1160), between(rnd, 30, 340), between(rnd, 6, 16), '#ffffff', between(rnd, 0.35, 0.7)),
      ).join('');
    case 'clouds':
      // A cloud drifting across the lower edge of the sun, the others spread over the open sky.
      return [
        [(sun?.[0] ?? 900) + 40, (sun?.[1] ?? 150) + 64, 0.85],
        [(sun?.[0] ?? 900) > 600 ? 220 : 980, 240, 1],
        [(sun?.[0] ?? 900) > 600 ? 480 : 720, 110, 0.7],
      ]
        .map(([x, y, scale]) => cloud(x as number, y as number, scale as number))
        .join('');
    case 'air':
      return [110, 170, 230, 300]
        .map(
          (y, index) =>
            `<path d="M${-40 + index * 60} ${y}C${160 + index * 40} ${y - 50} ${360 + index * 30} ${y + 50} ${560 + index * 50} ${y}S${900 + index * 20} ${y - 40} ${1240} ${y + 10}" stroke="#ffffff" stroke-width="${3 - index * 0.4}" fill="none" opacity="${0.32 - index * 0.05}" stroke-linecap="round"/>`,
        )
        .join('');
    case 'grid':
    case 'dots': {
      let data = '';
      const step = p.pattern === 'grid' ? 30 : 26;
      for (let y = 20; y < 420; y += step) for (let x = 20; x < 1200; x += step) data += `M${x} ${y}h2v2h-2z`;
      return `<path d="${data}" fill="#ffffff" opacity="${p.pattern === 'grid' ? 0.16 : 0.1}"/>`;
    }
  }
}

function sparkle(x: number, y: number, size: number, fill: string, opacity: number): string {
  const inner = size * 0.22;
  return `<path d="M${n(x)} ${n(y - size)}Q${n(x + inner)} ${n(y - inner)} ${n(x + size)} ${n(y)}Q${n(x + inner)} ${n(y + inner)} ${n(x)} ${n(y + size)}Q${n(x - inner)} ${n(y + inner)} ${n(x - size)} ${n(y)}Q${n(x - inner)} ${n(y - inner)} ${n(x)} ${n(y - size)}Z" fill="${fill}" opacity="${n(opacity)}"/>`;
}

function cloud(x: number, y: number, scale: number): string {
  return `<g opacity="0.4" transform="translate(${x} ${y}) scale(${scale})"><rect x="-110" y="-16" width="220" height="32" rx="16" fill="#ffffff"/><circle cx="-30" cy="-20" r="30" fill="#ffffff"/><circle cx="24" cy="-28" r="38" fill="#ffffff"/></g>`;
}

/** The trade or topic icon in a white rounded badge. */
function badge(iconSvg: string, color: string, x: number, y: number, size: number): string {
  const inset = size * 0.22;
  const icon = iconSvg.replace(/<svg\b[^>]*>/, (root) =>
    root
      .replace(/\s(width|height|class|color|x|y)="[^"]*"/g, '')
      .replace(/stroke-width="[^"]*"/, 'stroke-width="2.25"')
      .replace(
        '<svg',
        `<svg x="${n(x + inset)}" y="${n(y + inset)}" width="${n(size - inset * 2)}" height="${n(size - inset * 2)}" color="${color}"`,
      ),
  );
  return `<g filter="url(#badge-shadow)"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${n(size * 0.28)}" fill="#ffffff"/></g>${icon}`;
}

export interface CoverArtInput {
  /** Trade of a Local SEO article (plumber, electrician, beauty-salon, hvac, locksmith): the motif and palette. */
  trade?: string | null;
  /** City of a Local SEO article: the skyline behind the motif, its shade and the motif's side. */
  city?: string | null;
  /** Subject of a general post: drawn instead of a skyline (its palette unless a trade is given). */
  topic?: Topic | null;
  /** An <svg> element (24x24 viewBox) drawn with currentColor, e.g. a lucide icon, shown in a badge. */
  iconSvg: string;
}

interface Art {
  palette: CoverPalette;
  scene: Scene;
  defs: string;
  body: string;
}

/* Trade motifs ------------------------------------------------------------------------------------ */

/**
 * The subject of a Local SEO cover: the trade's tools and fittings, drawn large around (0, 0) within
 * about 260 units each way, its open side (a spout, a cable, a key) to the right.
 */
type Motif = (p: CoverPalette) => string;

const METAL = { light: '#eef2f7', base: '#d5dde7', shade: '#9aaabd', dark: '#5f7189', line: '#41536b' };
const DROP = 'M0 -10C4.2 -4.3 7.5 -0.8 7.5 3.3A7.5 7.5 0 0 1 -7.5 3.3C-7.5 -0.8 -4.2 -4.3 0 -10Z';
/** An open-end wrench, jaw up, from y = -43 to 56 (the hero drawing's shape). */
const WRENCH = 'M-6 -12A16 16 0 0 1 -5 -43.2V-27H5V-43.2A16 16 0 0 1 6 -12V56A6 6 0 0 1 -6 56Z';

/** A round metal pipe along a path: outline, body, and a highlight up and to the left. */
function pipePath(d: string, width: number, colors = METAL): string {
  return (
    `<path d="${d}" stroke="${colors.dark}" stroke-width="${n(width + 8)}" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" stroke="${colors.base}" stroke-width="${n(width)}" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" transform="translate(${n(width * 0.18)} ${n(width * 0.18)})" stroke="${colors.shade}" stroke-width="${n(width * 0.34)}" fill="none" stroke-linejoin="round" opacity="0.55"/>` +
    `<path d="${d}" transform="translate(${n(-width * 0.22)} ${n(-width * 0.22)})" stroke="${colors.light}" stroke-width="${n(width * 0.16)}" fill="none" stroke-linejoin="round" opacity="0.9"/>`
  );
}

/** A coupling band across a pipe: `vertical` for a band across a vertical pipe. */
function coupling(x: number, y: number, pipeWidth: number, vertical: boolean): string {
  const [width, height] = vertical ? [pipeWidth + 22, 26] : [26, pipeWidth + 22];
  return (
    `<rect x="${n(x - width / 2)}" y="${n(y - height / 2)}" width="${n(width)}" height="${n(height)}" rx="6" fill="${METAL.shade}" stroke="${METAL.dark}" stroke-width="4"/>` +
    (vertical
      ? rect(x - width / 2 + 6, y - height / 2 + 5, width - 12, 5, METAL.light, ' opacity="0.8"')
      : rect(x - width / 2 + 5, y - height / 2 + 6, 5, height - 12, METAL.light, ' opacity="0.8"'))
  );
}

function drop(x: number, y: number, size: number, fill: string, extra = ''): string {
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(size / 10)})" d="${DROP}" fill="${fill}"${extra}/>`;
}

function wrench(x: number, y: number, scale: number, rotate: number, fill: string, dark: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(scale)})">` +
    `<path d="${WRENCH}" fill="${fill}" stroke="${dark}" stroke-width="${n(3 / scale)}" stroke-linejoin="round"/>` +
    `<path d="M-2.2 -8V50" stroke="#ffffff" stroke-width="${n(2.2)}" stroke-linecap="round" opacity="0.35"/>` +
    circle(0, 48, 3.2, dark) +
    `</g>`
  );
}

/** Plumber: a supply pipe rising into a tap with a red valve wheel, water dripping, an orange wrench. */
const plumberMotif: Motif = () => {
  const water = '#7dd3fc';
  const pipe = pipePath('M-150 330V-10Q-150 -80 -80 -80H-10', 64);
  const spout = pipePath('M110 -92H150Q214 -92 214 -28V-6', 46);
  const body =
    `<rect x="-30" y="-138" width="150" height="104" rx="30" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="4"/>` +
    `<rect x="-18" y="-126" width="124" height="22" rx="11" fill="${METAL.light}" opacity="0.9"/>` +
    `<rect x="-30" y="-64" width="150" height="30" rx="15" fill="${METAL.shade}" opacity="0.55"/>`;
  const nozzle = `<rect x="188" y="-14" width="52" height="26" rx="7" fill="${METAL.shade}" stroke="${METAL.dark}" stroke-width="4"/>`;
  const valve =
    `<rect x="34" y="-196" width="22" height="62" fill="${METAL.shade}" stroke="${METAL.dark}" stroke-width="4"/>` +
    `<circle cx="45" cy="-206" r="58" fill="none" stroke="#b91c1c" stroke-width="23"/>` +
    `<circle cx="45" cy="-206" r="58" fill="none" stroke="#ef4444" stroke-width="17"/>` +
    `<path d="M-13 -206H103M45 -264V-148" stroke="#ef4444" stroke-width="12" stroke-linecap="round"/>` +
    circle(45, -206, 17, '#b91c1c') +
    `<path d="M8 -244A52 52 0 0 1 40 -260" stroke="#fecaca" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.8"/>`;
  const drops =
    drop(214, 66, 36, water, ` stroke="#0369a1" stroke-width="0.3"`) +
    drop(214, 160, 24, water, ' opacity="0.85"') +
    drop(214, 226, 14, water, ' opacity="0.7"');
  return (
    pipe +
    coupling(-150, 150, 64, true) +
    coupling(-20, -80, 64, false) +
    valve +
    spout +
    body +
    nozzle +
    drops +
    wrench(-10, 118, 3.4, 52, '#f97316', '#9a3412')
  );
};

/** Electrician: a consumer unit with a row of breakers, a glowing bolt behind it, a cable to a plug. */
const electricianMotif: Motif = (p) => {
  const glow = `<circle cx="150" cy="-110" r="190" fill="url(#motif-glow)"/>`;
  const bolt = polygon(
    [206, -270, 60, -80, 140, -80, 92, 60, 260, -140, 176, -140, 254, -270],
    p.light,
    ' stroke="#fff7cc" stroke-width="7" stroke-linejoin="round"',
  );
  const box =
    `<rect x="-236" y="-176" width="340" height="330" rx="28" fill="${METAL.dark}"/>` +
    `<rect x="-236" y="-186" width="340" height="330" rx="28" fill="${METAL.light}"/>` +
    `<rect x="-214" y="-164" width="296" height="286" rx="18" fill="none" stroke="${METAL.base}" stroke-width="4"/>`;
  // The label strip, the rail of breakers behind its window, and the row of circuit labels.
  const labels = [0, 1, 2, 3, 4, 5].map((index) => rect(-186 + index * 41, -132, 30, 8, METAL.shade, ' rx="4"')).join('');
  const breaker = (x: number, on: boolean, main: boolean) => {
    const width = main ? 58 : 34;
    const toggle = main ? '#dc2626' : '#1e293b';
    return (
      `<rect x="${x}" y="-96" width="${width}" height="112" rx="6" fill="#f8fafc" stroke="${METAL.shade}" stroke-width="2"/>` +
      rect(x + 6, -88, width - 12, 8, METAL.base, ' rx="3"') +
      `<rect x="${x + width / 2 - 9}" y="-64" width="18" height="52" rx="5" fill="${mix(toggle, '#000000', 0.15)}"/>` +
      `<rect x="${x + width / 2 - 9}" y="${on ? -64 : -38}" width="18" height="26" rx="5" fill="${toggle}"/>` +
      circle(x + width / 2, 4, 3.5, on ? '#22c55e' : '#f59e0b')
    );
  };
  const rail =
    `<rect x="-200" y="-108" width="268" height="136" rx="12" fill="#334155"/>` +
    breaker(-192, true, true) +
    [0, 1, 2, 3, 4].map((index) => breaker(-126 + index * 38.4, index !== 3, false)).join('');
  const warning =
    `<path d="M-182 106L-146 44L-110 106Z" fill="#facc15" stroke="#1e293b" stroke-width="5" stroke-linejoin="round"/>` +
    polygon([-142, 58, -156, 84, -146, 84, -152, 100, -134, 74, -144, 74, -138, 58], '#1e293b');
  const vents = [0, 1, 2].map((index) => bar(-70 + index * 0, 58 + index * 16, 120, 7, METAL.base)).join('');
  const cable =
    `<path d="M10 144C10 214 80 240 150 210S250 130 236 200" stroke="#1e293b" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M10 144C10 214 80 240 150 210S250 130 236 200" stroke="#f97316" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M4 150C6 206 70 230 142 204" stroke="#fed7aa" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    rect(-8, 132, 36, 24, '#1e293b', ' rx="5"');
  const plug =
    `<g transform="translate(236 214) rotate(10)">` +
    `<rect x="-30" y="0" width="60" height="62" rx="14" fill="#f8fafc" stroke="#1e293b" stroke-width="5"/>` +
    rect(-16, 60, 9, 30, METAL.shade, ' rx="3"') +
    rect(7, 60, 9, 30, METAL.shade, ' rx="3"') +
    rect(-20, 14, 40, 6, METAL.base, ' rx="3"') +
    `</g>`;
  return glow + bolt + box + labels + rail + vents + warning + cable + plug;
};

/** Beauty salon: a round mirror ringed with bulbs, a styling chair in front of it, open scissors. */
const beautySalonMotif: Motif = (p) => {
  const [mx, my, mr] = [0, -70, 196];
  const frame = '#f6d7b0';
  const bulbs = Array.from({ length: 14 }, (_, index) => {
    const angle = (index / 14) * Math.PI * 2 - Math.PI / 2;
    const [x, y] = [mx + Math.cos(angle) * (mr + 2), my + Math.sin(angle) * (mr + 2)];
    return circle(x, y, 20, '#fff7e6', ' opacity="0.35"') + circle(x, y, 11, '#fffbeb') + circle(x - 3, y - 3, 4, '#ffffff');
  }).join('');
  const mirror =
    `<circle cx="${mx}" cy="${my}" r="${mr + 16}" fill="${mix(frame, p.near, 0.25)}"/>` +
    `<circle cx="${mx}" cy="${my}" r="${mr}" fill="${frame}"/>` +
    `<circle cx="${mx}" cy="${my}" r="${mr - 22}" fill="url(#mirror-glass)"/>` +
    `<g clip-path="url(#mirror-clip)">` +
    `<path d="M-160 -70L-40 -250H10L-110 -70ZM-80 20L70 -210H100L-50 20Z" fill="#ffffff" opacity="0.45"/>` +
    `</g>` +
    bulbs;
  const chair =
    // Base: a disc, the hydraulic column and the footrest.
    `<ellipse cx="0" cy="252" rx="128" ry="20" fill="${mix(p.near, '#000000', 0.25)}"/>` +
    `<ellipse cx="0" cy="246" rx="120" ry="16" fill="${METAL.base}"/>` +
    rect(-14, 150, 28, 96, METAL.shade) +
    rect(-14, 150, 8, 96, METAL.light, ' opacity="0.7"') +
    `<rect x="-64" y="196" width="128" height="14" rx="7" fill="${METAL.shade}"/>` +
    // Back, seat and arms.
    `<path d="M-112 110V-22Q-112 -78 -56 -78H56Q112 -78 112 -22V110Z" fill="${p.near}"/>` +
    `<path d="M-84 96V-14Q-84 -54 -44 -54H44Q84 -54 84 -14V96Z" fill="${mix(p.near, p.mid, 0.35)}"/>` +
    `<path d="M-66 -36Q-60 -46 -44 -46H10" stroke="${mix(p.mid, '#ffffff', 0.4)}" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.6"/>` +
    `<rect x="-140" y="96" width="280" height="62" rx="28" fill="${p.near}"/>` +
    `<rect x="-126" y="102" width="252" height="18" rx="9" fill="${mix(p.near, p.mid, 0.45)}"/>` +
    `<rect x="-170" y="52" width="58" height="30" rx="15" fill="${mix(p.near, '#000000', 0.2)}"/>` +
    `<rect x="112" y="52" width="58" height="30" rx="15" fill="${mix(p.near, '#000000', 0.2)}"/>` +
    rect(-150, 80, 14, 30, METAL.shade) +
    rect(136, 80, 14, 30, METAL.shade);
  // Open scissors: each blade runs through the pivot into the ring handle on the other side.
  const blade = (sign: number) =>
    `<path d="M-4 ${-10 * sign}L164 ${-46 * sign}Q172 ${-42 * sign} 164 ${-36 * sign}L6 ${12 * sign}Z" fill="${sign > 0 ? '#f8fafc' : METAL.base}" stroke="${METAL.dark}" stroke-width="4" stroke-linejoin="round"/>`;
  const handle = (sign: number) =>
    `<path d="M0 0L-58 ${34 * sign}" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="-86" cy="${50 * sign}" r="28" fill="none" stroke="${p.accent}" stroke-width="15"/>`;
  const scissors =
    `<g transform="translate(186 -190) rotate(-32)">` +
    handle(1) +
    handle(-1) +
    blade(-1) +
    blade(1) +
    circle(0, 0, 10, METAL.dark) +
    circle(0, 0, 4.5, METAL.light) +
    `</g>`;
  const sparkles = sparkle(-226, -206, 22, '#ffffff', 0.9) + sparkle(226, 40, 14, '#ffffff', 0.8);
  return mirror + chair + scissors + sparkles;
};

/** Locksmith: a heavy padlock with a brass keyhole plate and a big key across it. */
const locksmithMotif: Motif = (p) => {
  const body = mix(p.near, '#000000', 0.1);
  const shackle =
    `<path d="M-112 -6V-118A112 112 0 0 1 112 -118V-6" stroke="${METAL.dark}" stroke-width="58" fill="none"/>` +
    `<path d="M-112 -6V-118A112 112 0 0 1 112 -118V-6" stroke="${METAL.base}" stroke-width="46" fill="none"/>` +
    `<path d="M-124 -20V-118A124 124 0 0 1 -40 -236" stroke="${METAL.light}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="M108 -118A108 108 0 0 0 60 -208" stroke="${METAL.shade}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  const lock =
    `<rect x="-186" y="-30" width="372" height="290" rx="46" fill="${mix(body, '#000000', 0.3)}"/>` +
    `<rect x="-186" y="-40" width="372" height="290" rx="46" fill="${body}"/>` +
    `<rect x="-164" y="-22" width="328" height="22" rx="11" fill="${mix(body, p.light, 0.22)}"/>` +
    [52, 150].map((y) => rect(-186, y, 372, 6, mix(body, '#000000', 0.25))).join('') +
    `<circle cx="0" cy="104" r="62" fill="#f5b83d" stroke="#92400e" stroke-width="5"/>` +
    `<circle cx="0" cy="104" r="50" fill="none" stroke="#fde68a" stroke-width="4" opacity="0.7"/>` +
    `<path d="M0 68A20 20 0 0 1 11 105L18 146H-18L-11 105A20 20 0 0 1 0 68Z" fill="${mix(body, '#000000', 0.4)}"/>` +
    [-150, 150].flatMap((x) => [circle(x, -6, 7, mix(body, p.light, 0.3)), circle(x, 216, 7, mix(body, p.light, 0.3))]).join('');
  const brass = '#fcd34d';
  const edge = '#92400e';
  // One outline: the bow (with its hole), the shaft and the bit.
  const keyShape =
    'M-38.8 -24H190V24H170V60H150V42H130V64H110V24H-38.8A62 62 0 1 1 -38.8 -24ZM-134 0A22 22 0 1 0 -90 0A22 22 0 1 0 -134 0Z';
  const key =
    `<g transform="translate(150 160) rotate(-38)">` +
    `<path d="${keyShape}" fill="${brass}" fill-rule="evenodd" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M-20 -11H176" stroke="#fef3c7" stroke-width="6" stroke-linecap="round" opacity="0.8"/>` +
    `<path d="M-144 -22A52 52 0 0 1 -104 -54" stroke="#fef3c7" stroke-width="7" stroke-linecap="round" fill="none" opacity="0.8"/>` +
    `</g>`;
  return shackle + lock + key;
};

/** HVAC: an outdoor air-conditioning unit with its big fan, cool air and a snowflake. */
const hvacMotif: Motif = (p) => {
  const grille = mix(p.near, '#000000', 0.2);
  const unit =
    `<rect x="-246" y="-150" width="470" height="330" rx="26" fill="${METAL.dark}"/>` +
    `<rect x="-246" y="-160" width="470" height="330" rx="26" fill="${METAL.light}"/>` +
    rect(-246, 136, 470, 34, METAL.base, ' rx="0"') +
    `<rect x="-246" y="136" width="470" height="34" rx="0" fill="${METAL.base}"/>` +
    rect(-226, 186, 44, 22, METAL.dark, ' rx="4"') +
    rect(160, 186, 44, 22, METAL.dark, ' rx="4"') +
    // Louvres on the left, a service panel with screws.
    [0, 1, 2, 3, 4, 5, 6, 7].map((index) => bar(-214, -118 + index * 30, 118, 12, METAL.base)).join('') +
    [0, 1, 2, 3, 4, 5, 6, 7].map((index) => bar(-214, -114 + index * 30, 118, 4, METAL.shade, ' opacity="0.8"')).join('') +
    circle(-208, -140, 5, METAL.shade) +
    circle(-88, -140, 5, METAL.shade);
  const [fx, fy, fr] = [84, -10, 128];
  const blades = [0, 90, 180, 270]
    .map(
      (angle) =>
        `<path transform="translate(${fx} ${fy}) rotate(${angle + 20})" d="M0 -12C30 -70 82 -88 100 -66C112 -50 86 -20 12 6Z" fill="${mix(p.light, '#ffffff', 0.3)}" opacity="0.92"/>`,
    )
    .join('');
  const fan =
    `<circle cx="${fx}" cy="${fy}" r="${fr + 14}" fill="${METAL.base}"/>` +
    `<circle cx="${fx}" cy="${fy}" r="${fr}" fill="${grille}"/>` +
    blades +
    [0.4, 0.62, 0.84]
      .map((t) => `<circle cx="${fx}" cy="${fy}" r="${n(fr * t)}" fill="none" stroke="${METAL.shade}" stroke-width="4" opacity="0.8"/>`)
      .join('') +
    `<path d="M${fx - fr} ${fy}H${fx + fr}M${fx} ${fy - fr}V${fy + fr}" stroke="${METAL.shade}" stroke-width="4" opacity="0.8"/>` +
    circle(fx, fy, 24, METAL.base) +
    circle(fx, fy, 10, METAL.dark);
  const pipes =
    `<path d="M224 90H250Q264 90 264 104V250" stroke="#b45309" stroke-width="14" fill="none"/>` +
    `<path d="M224 120H238Q246 120 246 128V250" stroke="#d97706" stroke-width="10" fill="none"/>`;
  // Cool air: wind lines curling at their ends.
  const air = [
    [-150, -196, 60],
    [-104, -234, 6],
    [-176, -272, 36],
  ]
    .map(
      ([from, y, to]) =>
        `<path d="M${from} ${y}H${to}a15 15 0 1 0 -15 -15" stroke="#ffffff" stroke-width="11" stroke-linecap="round" fill="none" opacity="0.9"/>`,
    )
    .join('');
  const flake = (x: number, y: number, size: number) =>
    `<g transform="translate(${x} ${y})" stroke="#ffffff" stroke-width="${n(size * 0.16)}" stroke-linecap="round">` +
    [0, 60, 120]
      .map(
        (angle) =>
          `<path transform="rotate(${angle})" d="M0 ${-size}V${size}M${n(-size * 0.32)} ${n(-size * 0.78)}L0 ${n(-size * 0.5)}L${n(size * 0.32)} ${n(-size * 0.78)}M${n(-size * 0.32)} ${n(size * 0.78)}L0 ${n(size * 0.5)}L${n(size * 0.32)} ${n(size * 0.78)}"/>`,
      )
      .join('') +
    `</g>`;
  return air + pipes + unit + fan + flake(196, -236, 40);
};

/** Any other trade: a toolbox with a hammer and a screwdriver. */
const toolboxMotif: Motif = (p) =>
  `<g transform="translate(0 50)">` +
  `<g transform="rotate(-16 -40 -120)"><rect x="-60" y="-250" width="40" height="200" rx="8" fill="${METAL.shade}"/><rect x="-84" y="-264" width="88" height="54" rx="12" fill="${METAL.dark}"/></g>` +
  `<g transform="rotate(18 80 -120)"><rect x="70" y="-230" width="18" height="180" fill="${METAL.base}"/><rect x="56" y="-270" width="46" height="90" rx="14" fill="${p.accent}"/></g>` +
  `<path d="M-110 -70V-110Q-110 -140 -80 -140H80Q110 -140 110 -110V-70" stroke="${METAL.dark}" stroke-width="22" fill="none"/>` +
  `<rect x="-240" y="-70" width="480" height="260" rx="26" fill="${mix(p.accent, '#000000', 0.25)}"/>` +
  `<rect x="-240" y="-80" width="480" height="260" rx="26" fill="${p.accent}"/>` +
  rect(-240, -10, 480, 20, mix(p.accent, '#000000', 0.2)) +
  `<rect x="-44" y="-24" width="88" height="48" rx="10" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
  `</g>`;

const TRADE_MOTIFS: Record<string, Motif> = {
  plumber: plumberMotif,
  electrician: electricianMotif,
  'beauty-salon': beautySalonMotif,
  hvac: hvacMotif,
  locksmith: locksmithMotif,
};

/* Composition ------------------------------------------------------------------------------------ */

const TRADES = Object.keys(TRADE_PALETTES);
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
const CITY_SHADES = [0, -0.14, 0.1, 0.12, -0.1, -0.08, 0.06, 0.1, -0.12];

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
function topicArt(topic: Topic, trade: string | null | undefined): Art {
  const drawer = TOPIC_SCENES[topic];
  if (!drawer) throw new Error(`Unknown cover topic "${String(topic)}": use one of ${TOPICS.join(', ')}`);
  const p = coverPalette(trade ?? TOPIC_PALETTE[topic]);
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
function tradeArt(trade: string | null | undefined, city: string | null | undefined): Art {
  const known = CITY_SKYLINES.find((name) => name.toLowerCase() === city?.trim().toLowerCase());
  const name = known ?? (city?.trim() || 'city');
  const cityIndex = known ? CITY_SKYLINES.indexOf(known) : hash(name) % CITY_SHADES.length;
  const tradeIndex = trade && TRADES.includes(trade) ? TRADES.indexOf(trade) : 0;
  // Four layouts, taken in turn over cities and trades: the motif on the left or the right, turned
  // towards the city or away from it.
  const layout = (cityIndex + tradeIndex) % 4;
  const motifLeft = layout % 2 === 0;
  // Motifs are drawn opening to the right: mirrored when that side should face the other way.
  const mirrored = motifLeft !== layout < 2;
  const p = shaded(coverPalette(trade), CITY_SHADES[cityIndex] ?? 0);
  const seed = `${name} ${trade ?? ''}`;
  const skyline = (known ? CITY_SCENES[known] : genericCity(name))(p, random(seed));
  const rnd = random(`${seed} sky`);
  const motifX = motifLeft ? 410 : 790;
  const cityX = motifLeft ? 900 : 300;
  const frame = FRAMES[cityIndex % FRAMES.length] ?? { city: 0.56, motif: 0.84 };
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
    `<radialGradient id="motif-glow"><stop offset="0" stop-color="${p.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="mirror-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${mix(p.skyBottom, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(p.far, p.skyMid, 0.3)}"/></linearGradient>` +
    `<clipPath id="mirror-clip"><circle cx="0" cy="-70" r="174"/></clipPath>`;
  const haze = (opacity: number) => `<rect y="${sceneHorizon - 330}" width="1200" height="332" fill="url(#haze)" opacity="${opacity}"/>`;
  const rim = p.night
    ? `<g filter="url(#rim)" opacity="0.8"><g transform="translate(${sunX < cityX ? -3 : 3} -2)">${skyline.near}</g></g>`
    : '';
  const cityLayers =
    `<g id="city" transform="translate(${n(tx)} ${n(ty)}) scale(${s})">` +
    skyline.far +
    haze(0.9) +
    skyline.mid +
    haze(skyline.hazeMid ?? 0.45) +
    rim +
    skyline.near +
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
  const motif = (TRADE_MOTIFS[trade ?? ''] ?? toolboxMotif)(coverPalette(trade));
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

function art(input: CoverArtInput): Art {
  return input.topic ? topicArt(input.topic, input.trade) : tradeArt(input.trade, input.city);
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

/* Social image ----------------------------------------------------------------------------------- */

/** Width of a line in user units; the default estimates Inter Bold from character classes. */
export type MeasureText = (text: string, fontSize: number) => number;

const estimateWidth: MeasureText = (text, fontSize) => {
  let ems = 0;
  for (const character of text) {
    if (/[ijl.,:;'!|]/.test(character)) ems += 0.28;
    else if (/[ frt()-]/.test(character)) ems += 0.38;
    else if (/[mwMW]/.test(character)) ems += 0.9;
    else if (/[A-Z]/.test(character)) ems += 0.7;
    else ems += 0.6;
  }
  return ems * fontSize;
};

/**
 * Greedy word wrap: lines no wider than maxWidth as `measure` counts (characters by default), at most
 * maxLines; when words are left over, the last line ends in an ellipsis that fits too.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (line: string) => number = (line) => line.length,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    let current = words[index] ?? '';
    index += 1;
    while (index < words.length && measure(`${current} ${words[index]}`) <= maxWidth) {
      current = `${current} ${words[index]}`;
      index += 1;
    }
    lines.push(current);
  }
  if (index < words.length && lines.length > 0) {
    let last = lines.pop() ?? '';
    const ellipsized = () => `${last.replace(/[\s,.:;!?–-]+$/, '')}…`;
    while (last.includes(' ') && measure(ellipsized()) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
    lines.push(ellipsized());
  }
  return lines;
}

export interface SocialImageInput extends CoverArtInput {
  title: string;
  /** The brand name, printed at the foot of the panel. */
  brand: string;
  /** A second line of small print beside the brand, e.g. the site's address. */
  note?: string;
  /** Measures a line of Inter Bold (e.g. textWidth from src/node/svg-text); estimated when absent. */
  measureText?: MeasureText;
}

const PANEL = 660;

/** The logo's mark (a T and an orange W in a rounded square), white on the dark panel. */
function brandMark(x: number, y: number, size: number, ink: string): string {
  const scale = size / 36;
  return `<g transform="translate(${x} ${y}) scale(${n(scale)})"><rect width="36" height="36" rx="9" fill="#ffffff"/><path d="M9 11h18v4h-7v13h-4V15H9z" fill="${ink}"/><path d="M22 22l3.2 6 2.6-5.2 2.6 5.2L33.6 22" fill="none" stroke="#f97316" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

/** The 1200x630 social preview (og:image): the cover art beside a panel with the title and the brand. */
export function socialImageSvg({ title, brand, note, measureText = estimateWidth, ...input }: SocialImageInput): string {
  const { palette: p, scene, defs, body } = art(input);
  const textWidth = PANEL - 64 - 56;
  // The largest type that holds the whole title: three lines, then four at smaller sizes; cut only after that.
  let fontSize = 0;
  let lines: string[] = [];
  for (const [size, maxLines] of [
    [56, 3],
    [50, 4],
    [44, 4],
  ] as const) {
    fontSize = size;
    lines = wrapText(title, textWidth, maxLines, (text) => measureText(text, size));
    // A single long word (Dutch compounds) can be wider than the panel too.
    if (!lines.at(-1)?.endsWith('…') && lines.every((line) => measureText(line, size) <= textWidth)) break;
  }
  const lineHeight = Math.round(fontSize * 1.16);
  const firstBaseline = Math.round(318 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36);
  const windowWidth = 1200 - PANEL;
  const viewX = Math.max(0, Math.min(1200 - windowWidth, scene.focusX - windowWidth / 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>${defs}<linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.ink, '#ffffff', 0.06)}"/><stop offset="1" stop-color="${p.ink}"/></linearGradient></defs>
<svg x="${PANEL}" y="0" width="${windowWidth}" height="630" viewBox="${n(viewX)} 0 ${windowWidth} 630">${body}</svg>
<rect width="${PANEL}" height="630" fill="url(#panel)"/>
<rect x="${PANEL}" width="6" height="630" fill="${p.light}" opacity="0.9"/>
${badge(input.iconSvg, p.accent, 64, 60, 76)}
${lines
  .map(
    (text, index) =>
      `<text x="64" y="${firstBaseline + index * lineHeight}" font-family="Inter, sans-serif" font-size="${fontSize}" font-weight="700" letter-spacing="-1" fill="#ffffff">${escapeXml(text)}</text>`,
  )
  .join('\n')}
${brandMark(64, 522, 40, p.ink)}
<text x="120" y="552" font-family="Inter, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(brand)}</text>
${note ? `<text x="${PANEL - 56}" y="552" font-family="Inter, sans-serif" font-size="22" font-weight="500" text-anchor="end" fill="#ffffff" opacity="0.7">${escapeXml(note)}</text>` : ''}
</svg>
`;
}
