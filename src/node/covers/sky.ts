import { type Random, between, circle, n } from './drawing';
import { type CoverPalette } from './palettes';

/* ------------------------------------------------------------------------------------------------ */
/* Composition                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

export function pattern(p: CoverPalette, rnd: Random, sun: [number, number] | null): string {
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

export function sparkle(x: number, y: number, size: number, fill: string, opacity: number): string {
  const inner = size * 0.22;
  return `<path d="M${n(x)} ${n(y - size)}Q${n(x + inner)} ${n(y - inner)} ${n(x + size)} ${n(y)}Q${n(x + inner)} ${n(y + inner)} ${n(x)} ${n(y + size)}Q${n(x - inner)} ${n(y + inner)} ${n(x - size)} ${n(y)}Q${n(x - inner)} ${n(y - inner)} ${n(x)} ${n(y - size)}Z" fill="${fill}" opacity="${n(opacity)}"/>`;
}

function cloud(x: number, y: number, scale: number): string {
  return `<g opacity="0.4" transform="translate(${x} ${y}) scale(${scale})"><rect x="-110" y="-16" width="220" height="32" rx="16" fill="#ffffff"/><circle cx="-30" cy="-20" r="30" fill="#ffffff"/><circle cx="24" cy="-28" r="38" fill="#ffffff"/></g>`;
}

/** The trade or topic icon in a white rounded badge. */
export function badge(iconSvg: string, color: string, x: number, y: number, size: number): string {
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
