import { escapeXml } from '../lib/escape-xml';
import type { PreviewTheme } from '../lib/site-preview/theme';
import { mix, n } from './covers/drawing';
import { textWidth, type FontFamily } from './svg-text';

/**
 * The pieces the portfolio's mockups are built from (src/node/case-mockup-svg.ts): words set and fitted in Inter as
 * svg-text outlines them, small icons, and the style's type (capitals and tracking for luxe).
 */

export interface TextStyle {
  size: number;
  weight?: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Letter spacing in user units. */
  spacing?: number;
  opacity?: number;
  /** The serif styles' headings; Inter otherwise. */
  family?: FontFamily;
}

const ELLIPSIS = '…';

/** Width of a line as textToPaths will draw it, letter spacing included. */
export function lineWidth(text: string, style: TextStyle): number {
  const spacing = style.spacing ?? 0;
  return textWidth(text, style.size, style.weight ?? 400, style.family) + spacing * Math.max(0, Array.from(text).length - 1);
}

/** The line, cut at a word (or a letter) with an ellipsis when it is wider than `maxWidth`. */
export function fitLine(text: string, maxWidth: number, style: TextStyle): string {
  if (lineWidth(text, style) <= maxWidth) return text;
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const candidate = `${words.join(' ').replace(/[,.;:–-]$/, '')}${ELLIPSIS}`;
    if (lineWidth(candidate, style) <= maxWidth) return candidate;
  }
  let letters = Array.from(text);
  while (letters.length > 1 && lineWidth(`${letters.join('')}${ELLIPSIS}`, style) > maxWidth) letters = letters.slice(0, -1);
  return `${letters.join('')}${ELLIPSIS}`;
}

/** Words wrapped into at most `maxLines` lines of `maxWidth`; the last ends with an ellipsis when words are left. */
export function wrapLines(text: string, maxWidth: number, style: TextStyle, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || lineWidth(candidate, style) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) return [...lines, fitLine(`${current} ${words.slice(index).join(' ')}`, maxWidth, style)];
    lines.push(current);
    current = word;
  }
  if (current) lines.push(lines.length === maxLines - 1 ? fitLine(current, maxWidth, style) : current);
  return lines.slice(0, maxLines).map((line) => fitLine(line, maxWidth, style));
}

/** One <text> element, the words escaped. */
export function text(x: number, y: number, words: string, style: TextStyle): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-size="${n(style.size)}"`,
    `font-weight="${style.weight ?? 400}"`,
    style.family === 'serif' ? 'font-family="serif"' : '',
    `fill="${style.fill}"`,
    style.anchor && style.anchor !== 'start' ? `text-anchor="${style.anchor}"` : '',
    style.spacing ? `letter-spacing="${n(style.spacing)}"` : '',
    style.opacity !== undefined ? `opacity="${style.opacity}"` : '',
  ];
  return `<text ${attributes.filter(Boolean).join(' ')}>${escapeXml(words)}</text>`;
}

/** Lines set one under the other from the first baseline `y`. */
export function paragraph(x: number, y: number, lines: readonly string[], style: TextStyle, leading = style.size * 1.3): string {
  return lines.map((line, index) => text(x, y + index * leading, line, style)).join('');
}

/** A heading in the style's type: capitals with tracking where the style sets them (luxe), its heading weight. */
export function headingStyle(theme: PreviewTheme, size: number, fill: string): TextStyle {
  const family: FontFamily = theme.serif ? 'serif' : 'sans';
  return { size, weight: theme.headingWeight, fill, spacing: theme.uppercase ? size * theme.tracking : 0, family };
}

/** The words as the style's headings show them, in the client's language (capitals for luxe). */
export function headingWords(theme: PreviewTheme, words: string, locale: string): string {
  return theme.uppercase ? words.toLocaleUpperCase(locale) : words;
}

export function box(x: number, y: number, width: number, height: number, radius: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(Math.min(radius, height / 2, width / 2))}" fill="${fill}"${extra}/>`;
}

/* Icons, each drawn around (0, 0) about 10 units across, placed with `icon`. */

const ICONS = {
  phone:
    'M-3.2 -4.6C-4.2 -4.6 -4.8 -3.8 -4.7 -3C-4.3 0.6 -0.8 4.2 3 4.6C3.9 4.7 4.7 4 4.7 3.2V2.1L2.3 1.2L1.3 2.2C0.1 1.6 -1 0.5 -1.6 -0.7L-0.6 -1.7L-1.5 -4.6Z',
  star: 'M0 -5 1.3 -1.8 4.8 -1.5 2.1 0.7 2.9 4 0 2.2 -2.9 4 -2.1 0.7 -4.8 -1.5 -1.3 -1.8Z',
  pin: 'M0 5C-2.5 2.2 -4 0 -4 -1.6A4 4 0 0 1 4 -1.6C4 0 2.5 2.2 0 5ZM0 -0.2A1.4 1.4 0 1 0 0 -3A1.4 1.4 0 1 0 0 -0.2Z',
  check: 'M-3.6 0.2L-1.2 2.6L3.8 -2.6',
  shield: 'M0 -5L4.2 -3.4V0C4.2 2.6 2.4 4.4 0 5.2C-2.4 4.4 -4.2 2.6 -4.2 0V-3.4Z',
  camera: 'M-4.6 -2.4H-2.4L-1.4 -3.8H1.4L2.4 -2.4H4.6V3.6H-4.6ZM0 2.4A1.9 1.9 0 1 0 0 -1.4A1.9 1.9 0 1 0 0 2.4Z',
  clock: 'M0 -4.6A4.6 4.6 0 1 1 0 4.6A4.6 4.6 0 1 1 0 -4.6ZM0 -2.6V0L1.8 1.4',
  arrow: 'M-3.6 0H3.4M0.6 -2.8L3.4 0L0.6 2.8',
  person: 'M0 -0.6A2.6 2.6 0 1 0 0 -5.8A2.6 2.6 0 1 0 0 -0.6ZM-4.4 5C-4.4 1.9 -2.4 0.6 0 0.6C2.4 0.6 4.4 1.9 4.4 5Z',
  pencil: 'M-4 4L-3.4 1.4L2.2 -4.2L4.2 -2.2L-1.4 3.4ZM1 -3L3 -1',
  quote:
    'M-4.6 3.4V0.6C-4.6 -2 -3.4 -3.6 -1 -4.2L-0.6 -3.2C-1.8 -2.7 -2.3 -1.9 -2.3 -0.8H-0.6V3.4ZM0.8 3.4V0.6C0.8 -2 2 -3.6 4.4 -4.2L4.8 -3.2C3.6 -2.7 3.1 -1.9 3.1 -0.8H4.8V3.4Z',
} as const;
export type IconName = keyof typeof ICONS;
/** Icons drawn as lines rather than filled shapes. */
const STROKED: ReadonlySet<IconName> = new Set(['check', 'clock', 'arrow']);

export function icon(name: IconName, x: number, y: number, size: number, colour: string): string {
  const scale = size / 10;
  const paint = STROKED.has(name)
    ? `fill="none" stroke="${colour}" stroke-width="${n(1.6)}" stroke-linecap="round" stroke-linejoin="round"`
    : `fill="${colour}"${name === 'camera' ? ' fill-rule="evenodd"' : ''}`;
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" d="${ICONS[name]}" ${paint}/>`;
}

/** Five stars in a row from (x, y), their centres `gap` apart. */
export function stars(x: number, y: number, size: number, colour: string): string {
  return Array.from({ length: 5 }, (_, index) => icon('star', x + index * size * 1.15, y, size, colour)).join('');
}

/** A soft drop shadow that sits under a frame: an offset blurred copy is too costly at 1200 px, a shaded rect is not. */
export function shadow(x: number, y: number, width: number, height: number, radius: number, colour: string): string {
  return [0.05, 0.05, 0.06]
    .map((opacity, index) =>
      box(x - index * 3, y + 6 + index * 5, width + index * 6, height, radius + index * 3, colour, ` opacity="${opacity}"`),
    )
    .join('');
}

/** A colour for lines and quiet fills on `background`, from the style's own. */
export function quiet(background: string, ink: string, amount = 0.12): string {
  return mix(background, ink, amount);
}
