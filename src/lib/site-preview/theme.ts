import type { Style } from './answers';

/**
 * How a style looks in the visitor's website: palette and type. Every text colour meets WCAG AA on the colours it is
 * set on (heroText and heroMuted on the hero, accentText on accent, ink and muted on page and surface): a test
 * measures them.
 */
export interface PreviewTheme {
  style: Style;
  /** The hero band and the contact band, and their text. */
  hero: string;
  heroText: string;
  heroMuted: string;
  /** Buttons and the logo's badge. */
  accent: string;
  accentText: string;
  page: string;
  surface: string;
  ink: string;
  muted: string;
  line: string;
  serif: boolean;
  headingWeight: number;
  /** Headings in capitals with letter spacing (em), as luxury brands set them. */
  uppercase: boolean;
  tracking: number;
  /** Corner radius of buttons and cards, in CSS pixels. */
  radius: number;
}

/** The five styles of the intake (spec: modern, klassiek, speels, luxe, simpel); modern until one is chosen. */
export const PREVIEW_THEMES: Record<Style, PreviewTheme> = {
  modern: {
    style: 'modern',
    hero: '#0c3b6e',
    heroText: '#ffffff',
    heroMuted: '#cfe3f7',
    accent: '#f59e0b',
    accentText: '#1f1300',
    page: '#ffffff',
    surface: '#f1f5f9',
    ink: '#0f172a',
    muted: '#475569',
    line: '#dbe3ec',
    serif: false,
    headingWeight: 800,
    uppercase: false,
    tracking: 0,
    radius: 10,
  },
  klassiek: {
    style: 'klassiek',
    hero: '#1f2a44',
    heroText: '#fbf7ef',
    heroMuted: '#d9ccb0',
    accent: '#b08d57',
    accentText: '#1f2a44',
    page: '#fbf7ef',
    surface: '#f1e9da',
    ink: '#1f2a44',
    muted: '#5b5446',
    line: '#e2d6bf',
    serif: true,
    headingWeight: 700,
    uppercase: false,
    tracking: 0,
    radius: 3,
  },
  speels: {
    style: 'speels',
    hero: '#b8324a',
    heroText: '#ffffff',
    heroMuted: '#fff1dc',
    accent: '#6d28d9',
    accentText: '#ffffff',
    page: '#fffaf3',
    surface: '#fdeede',
    ink: '#3b1d4a',
    muted: '#6b4a63',
    line: '#f6d9c4',
    serif: false,
    headingWeight: 800,
    uppercase: false,
    tracking: 0,
    radius: 22,
  },
  luxe: {
    style: 'luxe',
    hero: '#0d0d0d',
    heroText: '#f5efe4',
    heroMuted: '#c9b48a',
    accent: '#c9a86a',
    accentText: '#141414',
    page: '#faf8f4',
    surface: '#f0ebe2',
    ink: '#141414',
    muted: '#5c554c',
    line: '#e4dccd',
    serif: true,
    headingWeight: 600,
    uppercase: true,
    tracking: 0.08,
    radius: 0,
  },
  simpel: {
    style: 'simpel',
    hero: '#f1f5f9',
    heroText: '#0f172a',
    heroMuted: '#475569',
    accent: '#0f172a',
    accentText: '#ffffff',
    page: '#ffffff',
    surface: '#f8fafc',
    ink: '#0f172a',
    muted: '#475569',
    line: '#e2e8f0',
    serif: false,
    headingWeight: 600,
    uppercase: false,
    tracking: 0,
    radius: 6,
  },
};

export function previewTheme(style: Style | ''): PreviewTheme {
  return PREVIEW_THEMES[style || 'modern'];
}
