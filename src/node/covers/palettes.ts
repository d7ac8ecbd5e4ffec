import { COVER_TOPICS } from '../../lib/cover-choices';

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

import type { CoverPaletteName } from '../../lib/cover-choices';

/**
 * The trades' palettes, by the names a trade's `cover.palette` chooses from (src/lib/cover-choices.ts): each its own
 * hue and time of day, so that trades of different palettes tell apart at a glance.
 */
const TRADE_PALETTES = {
  // Clear morning, azure (the plumber's).
  azure: {
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
  // Night, indigo, with electric yellow light (the electrician's).
  'indigo-night': {
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
  // Rose and peach sunset (the beauty salon's).
  'rose-sunset': {
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
  // Fresh mint and teal air (the HVAC technician's).
  mint: {
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
  // Golden hour, brass and amber (the locksmith's).
  golden: {
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
  // Clearing storm at dusk, sea green, terracotta tiles (the roofer's).
  storm: {
    skyTop: '#134e4a',
    skyMid: '#2f8f83',
    skyBottom: '#d5f5ee',
    sun: '#f0fdfa',
    far: '#93d5c8',
    mid: '#3a8f82',
    near: '#0f3d38',
    ground: '#0c332f',
    water: '#2a7f74',
    waterDeep: '#0f3d38',
    accent: '#b4532a',
    light: '#e6fffa',
    ink: '#0b2f2b',
    night: false,
    pattern: 'air',
  },
} satisfies Partial<Record<CoverPaletteName, CoverPalette>>;

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

/** Every palette by its name: the trades' and the studio's own, which general posts and any trade may take too. */
const PALETTES: Record<CoverPaletteName, CoverPalette> = {
  ...TRADE_PALETTES,
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

/** Subjects of the drawings: a general post's motif (its front matter's `cover`), and the studio, the site's own social image. */
export const TOPICS = [...COVER_TOPICS, 'studio'] as const;
export type Topic = (typeof TOPICS)[number];

export const TOPIC_PALETTE: Record<Topic, CoverPaletteName> = {
  checklist: 'brand',
  'plumber-site': 'azure',
  'local-map': 'meadow',
  maintenance: 'steel',
  'electric-house': 'indigo-night',
  mobile: 'violet',
  studio: 'brand',
};

/** A palette by its name; the brand's colours without one. */
export function coverPalette(name: CoverPaletteName | null | undefined): CoverPalette {
  return name ? PALETTES[name] : BRAND_PALETTE;
}
