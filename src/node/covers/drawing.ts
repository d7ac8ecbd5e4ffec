import { type CoverPalette } from './palettes';

/* ------------------------------------------------------------------------------------------------ */
/* Drawing helpers                                                                                   */
/* ------------------------------------------------------------------------------------------------ */

export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra}/>`;
}

/** A closed shape through the points, given flat: x1, y1, x2, y2, … */
export function polygon(points: number[], fill: string, extra = ''): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2) pairs.push(`${n(points[index] ?? 0)} ${n(points[index + 1] ?? 0)}`);
  return `<path d="M${pairs.join('L')}Z" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
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

export function hash(text: string): number {
  let value = 2166136261;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A seeded generator (mulberry32): the same article always gets the same drawing. */
export function random(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const between = (rnd: Random, min: number, max: number) => min + (max - min) * rnd();

/** A grid of small windows on a facade, as one path; `chance` of each window being drawn. */
export function windows(
  rnd: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  chance: number,
  opacity: number,
): string {
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
export function buildings(rnd: Random, options: BlockOptions): string {
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
export function conifer(x: number, base: number, height: number, fill: string): string {
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
export function palm(x: number, base: number, height: number, lean: number, fill: string): string {
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
export function saguaro(x: number, base: number, height: number, fill: string, arms: Array<[number, number, number]>): string {
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

export interface Scene {
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

export type SceneDrawer = (p: CoverPalette, rnd: Random) => Scene;

export function glassGradients(p: CoverPalette): string {
  const glass = (id: string, color: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${mix(color, p.skyMid, 0.1)}"/><stop offset="0.55" stop-color="${mix(color, p.skyMid, p.night ? 0.18 : 0.32)}"/><stop offset="1" stop-color="${color}"/></linearGradient>`;
  return glass('glass-near', p.near) + glass('glass-mid', p.mid);
}

export function lights(p: CoverPalette, layer: 'near' | 'mid'): [string, number, number] {
  if (p.night) return [p.light, layer === 'near' ? 0.45 : 0.3, layer === 'near' ? 0.85 : 0.5];
  return [p.light, 0.7, layer === 'near' ? 0.16 : 0.12];
}

export const bar = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${fill}"${extra}/>`;
