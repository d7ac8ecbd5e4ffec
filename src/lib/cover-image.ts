import { escapeXml } from './escape-xml';

/**
 * The cover of an article as an SVG document (1200x630): shown on cards and the article page, and
 * rendered to PNG for social previews. Pure string building; the caller supplies the trade icon's SVG.
 */
export interface CoverTheme {
  background: string;
  accent: string;
}

const THEMES: Record<string, CoverTheme> = {
  plumber: { background: '#12304d', accent: '#38bdf8' },
  electrician: { background: '#1f2937', accent: '#facc15' },
  'beauty-salon': { background: '#4a1d3f', accent: '#f9a8d4' },
  hvac: { background: '#0f3b3a', accent: '#5eead4' },
  locksmith: { background: '#2d2a4a', accent: '#fdba74' },
  'website-tips': { background: '#1b4469', accent: '#f97316' },
  'industry-specific': { background: '#3b2f1e', accent: '#fbbf24' },
};

export function coverTheme(key: string): CoverTheme {
  return THEMES[key] ?? { background: '#12304d', accent: '#f97316' };
}

/** Greedy word wrap by character budget; the last kept line gets an ellipsis when text is cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? '';
      lines[maxLines - 1] = `${last.replace(/[\s,.:;!?-]+$/, '')}…`;
      return index < words.length ? lines : lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface CoverInput {
  title: string;
  label: string;
  brand: string;
  themeKey: string;
  /** An <svg> element (24x24 viewBox) drawn with currentColor, e.g. a lucide icon. */
  iconSvg: string;
}

export function coverSvg({ title, label, brand, themeKey, iconSvg }: CoverInput): string {
  const theme = coverTheme(themeKey);
  // Inter Bold runs about 0.6 em a character: 22 characters of 58 px fit left of the icon.
  const lines = wrapText(title, 22, 4);
  const fontSize = lines.length > 3 ? 54 : 58;
  const lineHeight = fontSize * 1.18;
  const firstBaseline = 315 - ((lines.length - 1) * lineHeight) / 2;
  const icon = iconSvg
    .replace(/\s(width|height|class)="[^"]*"/g, '')
    .replace('<svg', `<svg x="900" y="190" width="220" height="220" color="${theme.accent}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${theme.background}"/>
<circle cx="1010" cy="300" r="230" fill="${theme.accent}" opacity="0.12"/>
<circle cx="1010" cy="300" r="160" fill="${theme.accent}" opacity="0.10"/>
${icon}
<rect x="72" y="72" width="${Math.min(560, 24 + label.length * 15)}" height="48" rx="24" fill="${theme.accent}"/>
<text x="96" y="104" font-family="Inter, sans-serif" font-size="24" font-weight="700" fill="${theme.background}">${escapeXml(label)}</text>
${lines
  .map(
    (line, index) =>
      `<text x="72" y="${Math.round(firstBaseline + index * lineHeight)}" font-family="Inter, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
  )
  .join('\n')}
<rect x="72" y="540" width="56" height="6" rx="3" fill="${theme.accent}"/>
<text x="144" y="550" font-family="Inter, sans-serif" font-size="26" font-weight="700" fill="#ffffff" opacity="0.9">${escapeXml(brand)}</text>
</svg>
`;
}
