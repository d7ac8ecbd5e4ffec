import { circle, mix, n, rect } from './drawing';
import { type CoverPalette } from './palettes';
import { sparkle } from './sky';

/*
 * The motifs of the trades that used to share the toolbox: woodwork, paint, plaster, cleaning, a garden and a car,
 * each drawn around (0, 0) within about 260 units each way like the other motifs (motifs.ts).
 */

type Motif = (p: CoverPalette) => string;

const METAL = { light: '#eef2f7', base: '#d5dde7', shade: '#9aaabd', dark: '#5f7189', line: '#41536b' };
const WOOD = { light: '#f1cf9a', base: '#d9a66b', shade: '#b9803f', dark: '#7c4a1e' };

/** Grain lines along a plank: a few long, gently waving strokes. */
function grain(x: number, y: number, width: number, height: number, rows: number): string {
  return Array.from({ length: rows }, (_, index) => {
    const lineY = y + ((index + 1) * height) / (rows + 1);
    return `<path d="M${n(x + 12)} ${n(lineY)}q${n(width * 0.25)} ${index % 2 ? 6 : -6} ${n(width * 0.5)} 0t${n(width * 0.45)} 0" stroke="${WOOD.shade}" stroke-width="3" fill="none" opacity="0.7"/>`;
  }).join('');
}

/** Carpenter: a plank on a trestle, a hand saw cutting into it, a claw hammer and a square. */
const woodworkMotif: Motif = (p) => {
  const trestle =
    `<path d="M-170 110L-210 250M-170 110L-130 250M150 110L110 250M150 110L190 250" stroke="${WOOD.dark}" stroke-width="18" stroke-linecap="round"/>` +
    rect(-210, 100, 420, 16, WOOD.dark, ' rx="6"');
  const plank =
    `<rect x="-250" y="36" width="500" height="70" rx="6" fill="${WOOD.base}" stroke="${WOOD.dark}" stroke-width="5"/>` +
    rect(-246, 40, 492, 12, WOOD.light, ' opacity="0.8"') +
    grain(-250, 52, 500, 54, 3) +
    // The cut the saw has made so far, and its sawdust.
    rect(78, 36, 8, 40, WOOD.dark) +
    [
      [60, 120],
      [96, 132],
      [72, 150],
      [110, 160],
      [84, 176],
    ]
      .map(([x, y]) => circle(x ?? 0, y ?? 0, 5, WOOD.light))
      .join('');
  const teeth = Array.from({ length: 14 }, (_, index) => `L${-150 + index * 18 + 9} 12L${-150 + (index + 1) * 18} 0`).join('');
  const saw =
    `<g transform="translate(80 40) rotate(-24) translate(150 -40)">` +
    `<path d="M-150 0${teeth}L102 -8L102 -78Q-40 -70 -150 -28Z" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M-120 -30Q-20 -58 92 -64" stroke="${METAL.light}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M96 -96H176Q200 -96 200 -72V4Q200 24 176 24H96Z" fill="${p.accent}" stroke="${mix(p.accent, '#000000', 0.4)}" stroke-width="5"/>` +
    `<rect x="124" y="-64" width="48" height="56" rx="16" fill="${mix(p.accent, '#000000', 0.45)}"/>` +
    circle(108, -70, 5, METAL.dark) +
    circle(108, -8, 5, METAL.dark) +
    `</g>`;
  const hammer =
    `<g transform="translate(-150 -120) rotate(-30)">` +
    `<rect x="-10" y="-30" width="20" height="190" rx="8" fill="${WOOD.shade}" stroke="${WOOD.dark}" stroke-width="4"/>` +
    `<path d="M-70 -58H40Q62 -58 62 -36V-16H-40Q-70 -16 -86 -42Z" fill="${METAL.dark}"/>` +
    rect(-60, -56, 96, 8, METAL.light, ' opacity="0.7"') +
    `</g>`;
  const square =
    `<path d="M-20 -250H40V-90H200V-30H-20Z" fill="#facc15" stroke="#a16207" stroke-width="5" stroke-linejoin="round"/>` +
    Array.from({ length: 8 }, (_, index) => rect(8, -236 + index * 18, 18, 4, '#a16207')).join('') +
    Array.from({ length: 7 }, (_, index) => rect(60 + index * 20, -54, 4, 18, '#a16207')).join('');
  return square + trestle + plank + saw + hammer;
};

/** House painter: a wall with a fresh stripe of colour, the roller that laid it, and an open paint tin. */
const paintMotif: Motif = (p) => {
  const paint = p.accent;
  const wall = `<rect x="-250" y="-230" width="420" height="400" rx="14" fill="#f8fafc" stroke="${METAL.shade}" stroke-width="4"/>`;
  // The stripe the roller has laid, with a drip or two.
  const stripe =
    `<path d="M-250 -170H60V-60H-250Z" fill="${paint}"/>` +
    `<path d="M-250 -60H-200V-20Q-190 0 -180 -20V-60H-90V-36Q-80 -16 -70 -36V-60" fill="${paint}"/>` +
    rect(-250, -170, 310, 14, mix(paint, '#ffffff', 0.35), ' opacity="0.7"');
  const roller =
    `<g transform="translate(96 -118)">` +
    `<rect x="-42" y="-66" width="84" height="132" rx="20" fill="${paint}" stroke="${mix(paint, '#000000', 0.4)}" stroke-width="5"/>` +
    rect(-30, -58, 16, 116, mix(paint, '#ffffff', 0.35), ' rx="8" opacity="0.8"') +
    `<path d="M42 0H86V150H60" stroke="${METAL.dark}" stroke-width="10" fill="none" stroke-linejoin="round"/>` +
    `<rect x="40" y="150" width="40" height="130" rx="16" fill="#1e293b"/>` +
    rect(48, 160, 8, 110, '#475569', ' rx="4"') +
    `</g>`;
  const tin =
    `<g transform="translate(-110 170)">` +
    `<path d="M-90 -40V80Q-90 100 -70 100H70Q90 100 90 80V-40Z" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
    `<ellipse cx="0" cy="-40" rx="90" ry="22" fill="${paint}" stroke="${METAL.dark}" stroke-width="5"/>` +
    `<path d="M-90 -40Q-96 20 -76 30Q-66 34 -66 10V-30" fill="${paint}"/>` +
    rect(-60, 10, 120, 44, '#ffffff', ' rx="6" opacity="0.9"') +
    rect(-44, 24, 88, 16, paint, ' rx="4"') +
    `<path d="M-90 -40Q0 -150 90 -40" stroke="${METAL.dark}" stroke-width="6" fill="none"/>` +
    `</g>`;
  return wall + stripe + roller + tin + sparkle(210, -220, 16, '#ffffff', 0.85);
};

/** Plasterer: a brick wall half covered in smooth plaster, a trowel spreading it, a hawk with fresh plaster. */
const plasterMotif: Motif = () => {
  const brick = '#b45a3c';
  const mortar = '#e7d3c3';
  const rows = Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 7 }, (_, column) =>
      rect(-250 + column * 70 + (row % 2) * 35 - 35, -230 + row * 50, 64, 44, column % 3 === row % 2 ? mix(brick, '#000000', 0.12) : brick),
    ).join(''),
  ).join('');
  const wall =
    `<clipPath id="plaster-wall"><rect x="-250" y="-230" width="460" height="400" rx="10"/></clipPath>` +
    `<g clip-path="url(#plaster-wall)">${rect(-250, -230, 460, 400, mortar)}${rows}` +
    // The plaster: smooth, pale, with a wavy leading edge.
    `<path d="M-250 -230H-10Q20 -150 -16 -70T0 90Q-14 140 10 170H-250Z" fill="#efe9e1"/>` +
    `<path d="M-250 -230H-10Q20 -150 -16 -70T0 90Q-14 140 10 170" stroke="#d6cdc1" stroke-width="6" fill="none"/>` +
    `<path d="M-220 -180Q-140 -190 -60 -176M-230 -40Q-150 -50 -70 -36" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.7"/>` +
    `</g>`;
  const trowel =
    `<g transform="translate(40 -20) rotate(-12)">` +
    `<rect x="-110" y="0" width="220" height="24" rx="6" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
    rect(-100, 4, 200, 6, METAL.light, ' opacity="0.9"') +
    `<path d="M-10 0V-40H40V-70" stroke="${METAL.dark}" stroke-width="10" fill="none" stroke-linejoin="round"/>` +
    `<rect x="16" y="-140" width="48" height="80" rx="20" fill="#b45309" stroke="#78350f" stroke-width="5"/>` +
    `</g>`;
  const hawk =
    `<g transform="translate(150 150)">` +
    `<rect x="-16" y="0" width="32" height="110" rx="12" fill="#1e293b"/>` +
    `<rect x="-120" y="-14" width="240" height="18" rx="4" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
    `<path d="M-80 -14Q-60 -70 0 -66Q60 -72 80 -14Z" fill="#efe9e1" stroke="#d6cdc1" stroke-width="4"/>` +
    `</g>`;
  return wall + trowel + hawk;
};

/** Cleaners: a spray bottle, a bucket with a sponge, bubbles and a shine. */
const cleaningMotif: Motif = (p) => {
  const bottle = p.accent;
  const spray =
    `<g transform="translate(-110 -20)">` +
    `<path d="M-70 -40Q-70 -70 -40 -70H40Q70 -70 70 -40V200Q70 230 40 230H-40Q-70 230 -70 200Z" fill="${bottle}" stroke="${mix(bottle, '#000000', 0.4)}" stroke-width="5"/>` +
    rect(-50, 20, 100, 110, '#ffffff', ' rx="10" opacity="0.92"') +
    rect(-30, 44, 60, 12, bottle, ' rx="6"') +
    rect(-30, 70, 40, 10, METAL.shade, ' rx="5"') +
    rect(-30, 92, 52, 10, METAL.shade, ' rx="5"') +
    rect(-48, -56, 14, 180, mix(bottle, '#ffffff', 0.4), ' rx="7" opacity="0.5"') +
    `<rect x="-30" y="-120" width="60" height="52" rx="8" fill="#f8fafc" stroke="${METAL.dark}" stroke-width="5"/>` +
    `<path d="M-30 -150H60L80 -124H-30Z" fill="#f8fafc" stroke="${METAL.dark}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M20 -68Q30 -30 60 -40" stroke="${METAL.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `</g>`;
  const mist = [
    [40, -300, 10],
    [80, -270, 14],
    [60, -230, 8],
    [120, -250, 9],
    [100, -300, 6],
  ]
    .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, '#ffffff', ' opacity="0.8"'))
    .join('');
  const bucket =
    `<g transform="translate(130 110)">` +
    `<path d="M-110 -60L-90 130Q-88 146 -70 146H70Q88 146 90 130L110 -60Z" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5" stroke-linejoin="round"/>` +
    `<ellipse cx="0" cy="-60" rx="110" ry="24" fill="#bae6fd" stroke="${METAL.dark}" stroke-width="5"/>` +
    `<path d="M-104 -40Q0 -190 104 -40" stroke="${METAL.dark}" stroke-width="7" fill="none"/>` +
    `<rect x="-60" y="-100" width="110" height="62" rx="16" fill="#facc15" stroke="#a16207" stroke-width="5" transform="rotate(-10)"/>` +
    `<rect x="-60" y="-100" width="110" height="22" rx="10" fill="#22c55e" transform="rotate(-10)"/>` +
    rect(-96, 0, 190, 10, METAL.light, ' opacity="0.8"') +
    `</g>`;
  const bubbles = [
    [190, -40, 26],
    [240, -90, 16],
    [40, 40, 14],
    [-10, -10, 10],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="4"/>` +
        circle((x ?? 0) - (r ?? 0) * 0.35, (y ?? 0) - (r ?? 0) * 0.35, (r ?? 0) * 0.22, '#ffffff'),
    )
    .join('');
  return spray + mist + bucket + bubbles + sparkle(230, -200, 26, '#ffffff', 0.95) + sparkle(-240, -200, 16, '#ffffff', 0.85);
};

/** Landscaper: a tree and a shrub on a lawn, a border of flowers and a spade in the soil. */
const gardenMotif: Motif = (p) => {
  const leaf = '#2f855a';
  const leafLight = '#48bb78';
  const lawn =
    `<path d="M-270 150Q0 110 270 150V260H-270Z" fill="#4ca56b"/>` +
    `<path d="M-270 150Q0 110 270 150" stroke="#86d19f" stroke-width="6" fill="none"/>`;
  const tree =
    rect(-150, -20, 34, 190, '#7c4a1e', ' rx="10"') +
    circle(-132, -110, 120, leaf) +
    circle(-190, -60, 80, mix(leaf, '#000000', 0.12)) +
    circle(-70, -70, 86, leaf) +
    circle(-150, -160, 70, leafLight, ' opacity="0.8"') +
    circle(-100, -130, 40, '#9ae6b4', ' opacity="0.5"');
  const shrub =
    circle(120, 120, 66, leaf) + circle(180, 130, 50, mix(leaf, '#000000', 0.15)) + circle(100, 100, 30, leafLight, ' opacity="0.8"');
  const flowers = [-40, 0, 40, 210, 250]
    .map((x, index) => {
      const color = [p.accent, '#f472b6', '#facc15', '#f97316', '#f472b6'][index] ?? '#f472b6';
      const y = 178 + (index % 2) * 16;
      return (
        `<path d="M${x} ${y}V${y + 50}" stroke="${leaf}" stroke-width="6"/>` +
        [0, 72, 144, 216, 288]
          .map((angle) => `<ellipse cx="${x}" cy="${y - 14}" rx="8" ry="15" fill="${color}" transform="rotate(${angle} ${x} ${y})"/>`)
          .join('') +
        circle(x, y, 7, '#fef3c7')
      );
    })
    .join('');
  const spade =
    `<g transform="translate(40 130) rotate(14)">` +
    `<rect x="-9" y="-250" width="18" height="200" rx="6" fill="${WOOD.shade}" stroke="${WOOD.dark}" stroke-width="4"/>` +
    `<path d="M-36 -270H36" stroke="${WOOD.dark}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M-44 -60H44V20Q44 60 0 76Q-44 60 -44 20Z" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
    rect(-34, -52, 12, 70, METAL.light, ' rx="6" opacity="0.8"') +
    `</g>`;
  return lawn + tree + shrub + spade + flowers;
};

/** Auto repair: a car on a lift, a wheel beside it and a wrench. */
const carMotif: Motif = (p) => {
  const body = p.accent;
  const dark = mix(body, '#000000', 0.35);
  const car =
    `<g transform="translate(0 -40)">` +
    `<path d="M-250 60V10Q-250 -20 -220 -26L-150 -40L-90 -110Q-76 -124 -56 -124H90Q112 -124 126 -108L186 -40L230 -30Q256 -24 256 4V60Q256 76 240 76H-234Q-250 76 -250 60Z" fill="${body}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M-126 -44L-76 -102H-6V-44Z" fill="#dbeafe" stroke="${dark}" stroke-width="5"/>` +
    `<path d="M14 -102H84Q96 -102 104 -92L148 -44H14Z" fill="#dbeafe" stroke="${dark}" stroke-width="5"/>` +
    `<path d="M-110 -52L-70 -96" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.7"/>` +
    rect(-240, 0, 480, 10, mix(body, '#ffffff', 0.3), ' opacity="0.7"') +
    rect(-30, -10, 40, 8, dark, ' rx="4"') +
    rect(100, -10, 40, 8, dark, ' rx="4"') +
    `<path d="M236 -6H256V22H232Z" fill="#fde68a"/>` +
    `<path d="M-250 -6H-236V20H-250Z" fill="#f87171"/>` +
    `</g>`;
  const wheel = (x: number) =>
    circle(x, 40, 58, '#1f2937') + circle(x, 40, 30, METAL.base) + circle(x, 40, 12, METAL.dark) + circle(x - 10, 30, 6, METAL.light);
  const lift =
    rect(-200, 110, 400, 22, METAL.dark, ' rx="6"') +
    rect(-20, 132, 40, 120, METAL.shade) +
    rect(-20, 132, 10, 120, METAL.light, ' opacity="0.6"') +
    rect(-90, 250, 180, 18, METAL.dark, ' rx="6"');
  const wrench =
    `<g transform="translate(200 200) rotate(-40)">` +
    `<path d="M-8 -60V60A8 8 0 0 0 8 60V-60A30 30 0 1 0 -8 -60Z" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
    `<path d="M-10 -112H10V-80H-10Z" fill="${METAL.dark}"/>` +
    `</g>`;
  return lift + car + wheel(-150) + wheel(160) + wrench;
};

/** The workshop motifs by the name a trade's `cover.motif` chooses them by (src/lib/cover-choices.ts). */
export const WORKSHOP_MOTIFS = {
  woodwork: woodworkMotif,
  paint: paintMotif,
  plaster: plasterMotif,
  cleaning: cleaningMotif,
  garden: gardenMotif,
  car: carMotif,
} as const;
