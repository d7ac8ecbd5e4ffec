import { escapeXml } from '../../lib/escape-xml';
import { type CoverArtInput, art } from './compose';
import { mix, n } from './drawing';
import { badge } from './sky';

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
