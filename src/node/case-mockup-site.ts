import type { CaseLogoMark } from '../lib/case-site/features';
import type { PreviewTheme } from '../lib/site-preview/theme';
import type { TradeMotif } from '../lib/cover-choices';
import { mix, n } from './covers/drawing';
import { MOTIF_DRAWINGS } from './covers/motifs';
import type { CoverPalette } from './covers/palettes';
import { box, headingStyle, headingWords, icon, lineWidth, text, type TextStyle } from './case-mockup-parts';

/**
 * The client's site as the mockups draw it: its logo treatment, its call button and the trade's picture in the style's
 * colours. Shared by the desktop and the phone views, so both show the same site.
 */

export interface MockupSite {
  client: string;
  tagline: string;
  logo: CaseLogoMark;
  theme: PreviewTheme;
  /** The phone as the client's site prints it. */
  phone: string;
  /** The client's language, for capitals and week days. */
  locale: string;
  motif: TradeMotif;
  /** Varies the drawing between cases of one style: a number from the case's slug. */
  variant: number;
}

/** The initials a monogram or an emblem draws: the first letters of the name's first two words. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length ? words : [name])
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('');
}

/** The logo of the client's name as its style and `site.logo` draw it, left edge at x, centred on y; returns its width. */
export function logo(site: MockupSite, x: number, y: number, scale: number, maxWidth = Infinity): { svg: string; width: number } {
  const drawn = logoAt(site, x, y, scale);
  // A long name is set smaller rather than cut: the logo is the one place the whole name must show.
  return drawn.width <= maxWidth ? drawn : logoAt(site, x, y, (scale * maxWidth) / drawn.width);
}

function logoAt(site: MockupSite, x: number, y: number, scale: number): { svg: string; width: number } {
  const { theme } = site;
  const ink = theme.ink;
  const muted = theme.muted;
  const nameStyle: TextStyle = { ...headingStyle(theme, 13 * scale, ink), weight: Math.max(theme.headingWeight, 700) };
  const taglineStyle: TextStyle = { size: 7.5 * scale, weight: 500, fill: muted, spacing: theme.uppercase ? 0.6 * scale : 0 };
  const name = headingWords(theme, site.client, site.locale);
  const tagline = theme.uppercase ? site.tagline.toLocaleUpperCase(site.locale) : site.tagline;
  const mark = 28 * scale;
  const words = (left: number, style = nameStyle) =>
    text(left, y - 1 * scale, name, style) + text(left, y + 10 * scale, tagline, taglineStyle);
  const wordsWidth = (style = nameStyle) => Math.max(lineWidth(name, style), lineWidth(tagline, taglineStyle));
  /** A square mark with the name and tagline beside it. */
  const besideMark = (markSvg: string) => ({ svg: markSvg + words(x + mark + 8 * scale), width: mark + 8 * scale + wordsWidth() });
  switch (site.logo) {
    case 'monogram': {
      const letters = initials(site.client);
      return besideMark(
        box(x, y - mark / 2, mark, mark, theme.radius * 0.8 * scale, theme.accent) +
          text(x + mark / 2, y + 4.6 * scale, letters, {
            size: (letters.length > 1 ? 12 : 15) * scale,
            weight: 800,
            fill: theme.accentText,
            anchor: 'middle',
          }),
      );
    }
    case 'emblem': {
      const r = mark / 2;
      return besideMark(
        `<circle cx="${n(x + r)}" cy="${n(y)}" r="${n(r)}" fill="${theme.hero}" stroke="${theme.accent}" stroke-width="${n(2 * scale)}"/>` +
          `<circle cx="${n(x + r)}" cy="${n(y)}" r="${n(r - 4 * scale)}" fill="none" stroke="${theme.accent}" stroke-width="${n(0.8 * scale)}" opacity="0.8"/>` +
          text(x + r, y + 4.8 * scale, Array.from(site.client)[0] ?? '', {
            size: 13 * scale,
            weight: 700,
            fill: theme.accent,
            anchor: 'middle',
          }),
      );
    }
    case 'badge': {
      const style: TextStyle = { ...nameStyle, size: 11 * scale, fill: theme.accentText };
      const width = lineWidth(name, style) + 18 * scale;
      const svg =
        box(x, y - 17 * scale, width, 20 * scale, theme.radius * 0.6 * scale, theme.accent) +
        text(x + 9 * scale, y - 3 * scale, name, style) +
        text(x, y + 14 * scale, tagline, taglineStyle);
      return { svg, width: Math.max(width, lineWidth(tagline, taglineStyle)) };
    }
    case 'script': {
      // No script face is bundled: Inter, slanted and lighter, reads as a signature beside the style's other type.
      const style: TextStyle = { size: 16 * scale, weight: 500, fill: ink };
      const svg =
        `<g transform="translate(${n(x)} ${n(y)}) skewX(-12)">${text(0, 1 * scale, site.client, style)}</g>` +
        `<path d="M${n(x)} ${n(y + 5 * scale)}h${n(lineWidth(site.client, style) * 0.6)}" stroke="${theme.accent}" stroke-width="${n(1.4 * scale)}" stroke-linecap="round"/>` +
        text(x, y + 15 * scale, tagline, taglineStyle);
      return { svg, width: Math.max(lineWidth(site.client, style), lineWidth(tagline, taglineStyle)) };
    }
    case 'wordmark': {
      const style: TextStyle = { ...nameStyle, size: 15 * scale, weight: 800 };
      const svg =
        text(x, y + 1 * scale, name, style) +
        box(x, y + 5 * scale, 18 * scale, 2.4 * scale, 1, theme.accent) +
        text(x + 24 * scale, y + 8 * scale, tagline, { ...taglineStyle, size: 7 * scale });
      return { svg, width: Math.max(lineWidth(name, style), 24 * scale + lineWidth(tagline, taglineStyle)) };
    }
  }
}

/** The call button: the phone as the site prints it, in the accent colour. */
export function callButton(
  site: MockupSite,
  x: number,
  y: number,
  height: number,
  size: number,
  width?: number,
): { svg: string; width: number } {
  const { theme } = site;
  const style: TextStyle = { size, weight: 700, fill: theme.accentText };
  const inner = size + 6 + lineWidth(site.phone, style);
  const buttonWidth = width ?? inner + height;
  const left = x + (buttonWidth - inner) / 2;
  const svg =
    box(x, y, buttonWidth, height, theme.radius, theme.accent) +
    icon('phone', left + size / 2, y + height / 2, size, theme.accentText) +
    text(left + size + 6, y + height / 2 + size * 0.36, site.phone, style);
  return { svg, width: buttonWidth };
}

/** A strong fill for chosen things (a time, a submit button): the hero, or the ink where the hero is pale (simpel). */
export function strong(theme: PreviewTheme): { fill: string; text: string } {
  const pale = luminance(theme.hero) > 0.6;
  return pale ? { fill: theme.ink, text: theme.page } : { fill: theme.hero, text: theme.heroText };
}

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255)) / 255;
}

/** The cover palette the trade's motif is drawn in: the style's hero, accent and ink instead of the trade's sky. */
export function motifPalette(theme: PreviewTheme): CoverPalette {
  return {
    skyTop: theme.hero,
    skyMid: mix(theme.hero, theme.accent, 0.2),
    skyBottom: mix(theme.hero, theme.page, 0.4),
    sun: theme.accent,
    far: mix(theme.hero, theme.page, 0.35),
    mid: mix(theme.hero, theme.accent, 0.35),
    near: mix(theme.ink, theme.hero, 0.3),
    ground: mix(theme.ink, theme.hero, 0.5),
    water: mix(theme.hero, '#7dd3fc', 0.5),
    waterDeep: mix(theme.hero, '#0b1f33', 0.4),
    accent: theme.accent,
    light: mix(theme.accent, '#ffffff', 0.55),
    ink: theme.ink,
    night: false,
    pattern: 'dots',
  };
}

/** Definitions the motifs refer to by id (their glow and mirror glass), once per SVG. */
export function motifDefinitions(theme: PreviewTheme, id: string): string {
  const p = motifPalette(theme);
  return (
    `<radialGradient id="motif-glow"><stop offset="0" stop-color="${p.light}" stop-opacity="0.6"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="mirror-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${mix(p.skyBottom, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(p.far, p.skyMid, 0.3)}"/></linearGradient>` +
    `<clipPath id="mirror-clip"><circle cx="0" cy="-70" r="174"/></clipPath>` +
    `<linearGradient id="${id}-picture" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(theme.hero, theme.accent, 0.22)}"/><stop offset="1" stop-color="${mix(theme.hero, theme.page, 0.28)}"/></linearGradient>`
  );
}

/**
 * The trade's picture in a frame of the style's corners: its motif on the style's colours, with rings behind it. The
 * drawing turns to face the other way on every other case, so two cases of one trade and style do not look alike.
 */
export function picture(
  site: MockupSite,
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  options: { greyscale?: boolean; radius?: number } = {},
): string {
  const { theme } = site;
  const clip = `${id}-clip-${n(x)}-${n(y)}`.replace(/\./g, '_');
  // The motif (about 520 units across, a little more high) whole inside the frame, with room around it.
  const scale = Math.min(width / 540, height / 470);
  const [cx, cy] = [x + width / 2, y + height * 0.52];
  const mirrored = site.variant % 2 === 1;
  const rings = [0.32, 0.44]
    .map(
      (r) =>
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(width, height) * r)}" fill="none" stroke="#ffffff" stroke-width="${n(1.2)}" opacity="0.18"/>`,
    )
    .join('');
  const motif = MOTIF_DRAWINGS[site.motif](motifPalette(theme));
  return (
    `<clipPath id="${clip}">${box(x, y, width, height, options.radius ?? theme.radius * 1.2, '#000')}</clipPath>` +
    `<g clip-path="url(#${clip})"${options.greyscale ? ' filter="url(#' + id + '-grey)"' : ''}>` +
    box(x, y, width, height, 0, `url(#${id}-picture)`) +
    rings +
    `<ellipse cx="${n(cx)}" cy="${n(y + height * 0.92)}" rx="${n(width * 0.36)}" ry="${n(height * 0.05)}" fill="#000000" opacity="0.16"/>` +
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${mirrored ? '-' : ''}${scale.toFixed(3)} ${scale.toFixed(3)})">${motif}</g>` +
    `</g>`
  );
}
