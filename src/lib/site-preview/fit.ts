/**
 * Fitting the visitor's words into the sketch. SVG text does not wrap, so lines are broken here, from widths that
 * err on the wide side: a name of any length wraps, then shrinks, then ends in an ellipsis, and never runs out of its
 * box. Widths are in em, close to Inter's (the site's font, and the metrics its fallback is sized to).
 */

const NARROW = new Set("iljI!|.,:;'`");
const SEMI = new Set('frt()[]{}-"/ ');
const WIDE = new Set('mwMW@%&');

/** The width of one character in em, rounded up. */
function charWidth(char: string, bold: boolean): number {
  let width: number;
  if (NARROW.has(char)) width = 0.3;
  else if (SEMI.has(char)) width = 0.4;
  else if (WIDE.has(char)) width = 0.95;
  else if (/[0-9]/.test(char)) width = 0.64;
  else if (/[A-Z]/.test(char)) width = 0.74;
  else if (/[a-z]/.test(char) || /\p{L}/u.test(char)) width = char.codePointAt(0)! < 0x2e80 ? 0.6 : 1.05;
  else width = 1.05;
  return bold ? width * 1.07 : width;
}

export interface TextStyle {
  bold?: boolean;
  /** A serif face runs wider than Inter. */
  serif?: boolean;
  uppercase?: boolean;
  /** Letter spacing in em. */
  tracking?: number;
}

/** The width of a text in em, at most a little over what the browser draws. */
export function textWidth(text: string, style: TextStyle = {}): number {
  const shown = style.uppercase ? text.toUpperCase() : text;
  const chars = Array.from(shown);
  const glyphs = chars.reduce((sum, char) => sum + charWidth(char, Boolean(style.bold)), 0);
  return glyphs * (style.serif ? 1.1 : 1) + chars.length * (style.tracking ?? 0);
}

export interface FitOptions extends TextStyle {
  /** The box's width, in the drawing's units. */
  width: number;
  /** The size to use when it fits, and the smallest to shrink to. */
  size: number;
  minSize: number;
  maxLines: number;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * Words over lines of at most `room` em. A word longer than a line is cut where it must when `cut` is set; otherwise
 * such a word makes the size too large (null).
 */
function wrap(text: string, room: number, style: TextStyle, cut: boolean): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, style) <= room) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let rest = word;
    while (textWidth(rest, style) > room) {
      if (!cut) return null;
      const chars = Array.from(rest);
      let end = chars.length - 1;
      while (end > 1 && textWidth(chars.slice(0, end).join(''), style) > room) end -= 1;
      lines.push(chars.slice(0, end).join(''));
      rest = chars.slice(end).join('');
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The lines and size that fit a text into a box: as large as it can be with whole words, on as few lines as it needs;
 * only a word too long for the box at the smallest size is cut, and what still does not fit ends in an ellipsis.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return { lines: [], size: options.size };
  for (let size = options.size; size >= options.minSize; size -= 0.5) {
    const lines = wrap(clean, options.width / size, options, false);
    if (lines && lines.length <= options.maxLines) return { lines, size };
  }
  const size = options.minSize;
  const room = options.width / size;
  const all = wrap(clean, room, options, true) ?? [];
  if (all.length <= options.maxLines) return { lines: all, size };
  const lines = all.slice(0, options.maxLines);
  let last = lines[lines.length - 1] ?? '';
  while (last && textWidth(`${last}…`, options) > room) last = Array.from(last).slice(0, -1).join('').trimEnd();
  lines[lines.length - 1] = `${last}…`;
  return { lines, size };
}
