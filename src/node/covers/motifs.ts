import type { TradeMotif } from '../../lib/cover-choices';
import { circle, mix, n, polygon, rect, bar } from './drawing';
import { type CoverPalette } from './palettes';
import { sparkle } from './sky';
import { WORKSHOP_MOTIFS } from './motifs-workshop';

/* Trade motifs ------------------------------------------------------------------------------------ */

/**
 * The subject of a Local SEO cover: the trade's tools and fittings, drawn large around (0, 0) within
 * about 260 units each way, its open side (a spout, a cable, a key) to the right.
 */
type Motif = (p: CoverPalette) => string;

const METAL = { light: '#eef2f7', base: '#d5dde7', shade: '#9aaabd', dark: '#5f7189', line: '#41536b' };
const DROP = 'M0 -10C4.2 -4.3 7.5 -0.8 7.5 3.3A7.5 7.5 0 0 1 -7.5 3.3C-7.5 -0.8 -4.2 -4.3 0 -10Z';
/** An open-end wrench, jaw up, from y = -43 to 56 (the hero drawing's shape). */
const WRENCH = 'M-6 -12A16 16 0 0 1 -5 -43.2V-27H5V-43.2A16 16 0 0 1 6 -12V56A6 6 0 0 1 -6 56Z';

/** A round metal pipe along a path: outline, body, and a highlight up and to the left. */
function pipePath(d: string, width: number, colors = METAL): string {
  return (
    `<path d="${d}" stroke="${colors.dark}" stroke-width="${n(width + 8)}" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" stroke="${colors.base}" stroke-width="${n(width)}" fill="none" stroke-linejoin="round"/>` +
    `<path d="${d}" transform="translate(${n(width * 0.18)} ${n(width * 0.18)})" stroke="${colors.shade}" stroke-width="${n(width * 0.34)}" fill="none" stroke-linejoin="round" opacity="0.55"/>` +
    `<path d="${d}" transform="translate(${n(-width * 0.22)} ${n(-width * 0.22)})" stroke="${colors.light}" stroke-width="${n(width * 0.16)}" fill="none" stroke-linejoin="round" opacity="0.9"/>`
  );
}

/** A coupling band across a pipe: `vertical` for a band across a vertical pipe. */
function coupling(x: number, y: number, pipeWidth: number, vertical: boolean): string {
  const [width, height] = vertical ? [pipeWidth + 22, 26] : [26, pipeWidth + 22];
  return (
    `<rect x="${n(x - width / 2)}" y="${n(y - height / 2)}" width="${n(width)}" height="${n(height)}" rx="6" fill="${METAL.shade}" stroke="${METAL.dark}" stroke-width="4"/>` +
    (vertical
      ? rect(x - width / 2 + 6, y - height / 2 + 5, width - 12, 5, METAL.light, ' opacity="0.8"')
      : rect(x - width / 2 + 5, y - height / 2 + 6, 5, height - 12, METAL.light, ' opacity="0.8"'))
  );
}

export function drop(x: number, y: number, size: number, fill: string, extra = ''): string {
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(size / 10)})" d="${DROP}" fill="${fill}"${extra}/>`;
}

export function wrench(x: number, y: number, scale: number, rotate: number, fill: string, dark: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(scale)})">` +
    `<path d="${WRENCH}" fill="${fill}" stroke="${dark}" stroke-width="${n(3 / scale)}" stroke-linejoin="round"/>` +
    `<path d="M-2.2 -8V50" stroke="#ffffff" stroke-width="${n(2.2)}" stroke-linecap="round" opacity="0.35"/>` +
    circle(0, 48, 3.2, dark) +
    `</g>`
  );
}

/** Plumber: a supply pipe rising into a tap with a red valve wheel, water dripping, an orange wrench. */
const plumberMotif: Motif = () => {
  const water = '#7dd3fc';
  const pipe = pipePath('M-150 330V-10Q-150 -80 -80 -80H-10', 64);
  const spout = pipePath('M110 -92H150Q214 -92 214 -28V-6', 46);
  const body =
    `<rect x="-30" y="-138" width="150" height="104" rx="30" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="4"/>` +
    `<rect x="-18" y="-126" width="124" height="22" rx="11" fill="${METAL.light}" opacity="0.9"/>` +
    `<rect x="-30" y="-64" width="150" height="30" rx="15" fill="${METAL.shade}" opacity="0.55"/>`;
  const nozzle = `<rect x="188" y="-14" width="52" height="26" rx="7" fill="${METAL.shade}" stroke="${METAL.dark}" stroke-width="4"/>`;
  const valve =
    `<rect x="34" y="-196" width="22" height="62" fill="${METAL.shade}" stroke="${METAL.dark}" stroke-width="4"/>` +
    `<circle cx="45" cy="-206" r="58" fill="none" stroke="#b91c1c" stroke-width="23"/>` +
    `<circle cx="45" cy="-206" r="58" fill="none" stroke="#ef4444" stroke-width="17"/>` +
    `<path d="M-13 -206H103M45 -264V-148" stroke="#ef4444" stroke-width="12" stroke-linecap="round"/>` +
    circle(45, -206, 17, '#b91c1c') +
    `<path d="M8 -244A52 52 0 0 1 40 -260" stroke="#fecaca" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.8"/>`;
  const drops =
    drop(214, 66, 36, water, ` stroke="#0369a1" stroke-width="0.3"`) +
    drop(214, 160, 24, water, ' opacity="0.85"') +
    drop(214, 226, 14, water, ' opacity="0.7"');
  return (
    pipe +
    coupling(-150, 150, 64, true) +
    coupling(-20, -80, 64, false) +
    valve +
    spout +
    body +
    nozzle +
    drops +
    wrench(-10, 118, 3.4, 52, '#f97316', '#9a3412')
  );
};

/** Electrician: a consumer unit with a row of breakers, a glowing bolt behind it, a cable to a plug. */
const electricianMotif: Motif = (p) => {
  const glow = `<circle cx="150" cy="-110" r="190" fill="url(#motif-glow)"/>`;
  const bolt = polygon(
    [206, -270, 60, -80, 140, -80, 92, 60, 260, -140, 176, -140, 254, -270],
    p.light,
    ' stroke="#fff7cc" stroke-width="7" stroke-linejoin="round"',
  );
  const box =
    `<rect x="-236" y="-176" width="340" height="330" rx="28" fill="${METAL.dark}"/>` +
    `<rect x="-236" y="-186" width="340" height="330" rx="28" fill="${METAL.light}"/>` +
    `<rect x="-214" y="-164" width="296" height="286" rx="18" fill="none" stroke="${METAL.base}" stroke-width="4"/>`;
  // The label strip, the rail of breakers behind its window, and the row of circuit labels.
  const labels = [0, 1, 2, 3, 4, 5].map((index) => rect(-186 + index * 41, -132, 30, 8, METAL.shade, ' rx="4"')).join('');
  const breaker = (x: number, on: boolean, main: boolean) => {
    const width = main ? 58 : 34;
    const toggle = main ? '#dc2626' : '#1e293b';
    return (
      `<rect x="${x}" y="-96" width="${width}" height="112" rx="6" fill="#f8fafc" stroke="${METAL.shade}" stroke-width="2"/>` +
      rect(x + 6, -88, width - 12, 8, METAL.base, ' rx="3"') +
      `<rect x="${x + width / 2 - 9}" y="-64" width="18" height="52" rx="5" fill="${mix(toggle, '#000000', 0.15)}"/>` +
      `<rect x="${x + width / 2 - 9}" y="${on ? -64 : -38}" width="18" height="26" rx="5" fill="${toggle}"/>` +
      circle(x + width / 2, 4, 3.5, on ? '#22c55e' : '#f59e0b')
    );
  };
  const rail =
    `<rect x="-200" y="-108" width="268" height="136" rx="12" fill="#334155"/>` +
    breaker(-192, true, true) +
    [0, 1, 2, 3, 4].map((index) => breaker(-126 + index * 38.4, index !== 3, false)).join('');
  const warning =
    `<path d="M-182 106L-146 44L-110 106Z" fill="#facc15" stroke="#1e293b" stroke-width="5" stroke-linejoin="round"/>` +
    polygon([-142, 58, -156, 84, -146, 84, -152, 100, -134, 74, -144, 74, -138, 58], '#1e293b');
  const vents = [0, 1, 2].map((index) => bar(-70 + index * 0, 58 + index * 16, 120, 7, METAL.base)).join('');
  const cable =
    `<path d="M10 144C10 214 80 240 150 210S250 130 236 200" stroke="#1e293b" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M10 144C10 214 80 240 150 210S250 130 236 200" stroke="#f97316" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M4 150C6 206 70 230 142 204" stroke="#fed7aa" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>` +
    rect(-8, 132, 36, 24, '#1e293b', ' rx="5"');
  const plug =
    `<g transform="translate(236 214) rotate(10)">` +
    `<rect x="-30" y="0" width="60" height="62" rx="14" fill="#f8fafc" stroke="#1e293b" stroke-width="5"/>` +
    rect(-16, 60, 9, 30, METAL.shade, ' rx="3"') +
    rect(7, 60, 9, 30, METAL.shade, ' rx="3"') +
    rect(-20, 14, 40, 6, METAL.base, ' rx="3"') +
    `</g>`;
  return glow + bolt + box + labels + rail + vents + warning + cable + plug;
};

/** Beauty salon: a round mirror ringed with bulbs, a styling chair in front of it, open scissors. */
const beautySalonMotif: Motif = (p) => {
  const [mx, my, mr] = [0, -70, 196];
  const frame = '#f6d7b0';
  const bulbs = Array.from({ length: 14 }, (_, index) => {
    const angle = (index / 14) * Math.PI * 2 - Math.PI / 2;
    const [x, y] = [mx + Math.cos(angle) * (mr + 2), my + Math.sin(angle) * (mr + 2)];
    return circle(x, y, 20, '#fff7e6', ' opacity="0.35"') + circle(x, y, 11, '#fffbeb') + circle(x - 3, y - 3, 4, '#ffffff');
  }).join('');
  const mirror =
    `<circle cx="${mx}" cy="${my}" r="${mr + 16}" fill="${mix(frame, p.near, 0.25)}"/>` +
    `<circle cx="${mx}" cy="${my}" r="${mr}" fill="${frame}"/>` +
    `<circle cx="${mx}" cy="${my}" r="${mr - 22}" fill="url(#mirror-glass)"/>` +
    `<g clip-path="url(#mirror-clip)">` +
    `<path d="M-160 -70L-40 -250H10L-110 -70ZM-80 20L70 -210H100L-50 20Z" fill="#ffffff" opacity="0.45"/>` +
    `</g>` +
    bulbs;
  const chair =
    // Base: a disc, the hydraulic column and the footrest.
    `<ellipse cx="0" cy="252" rx="128" ry="20" fill="${mix(p.near, '#000000', 0.25)}"/>` +
    `<ellipse cx="0" cy="246" rx="120" ry="16" fill="${METAL.base}"/>` +
    rect(-14, 150, 28, 96, METAL.shade) +
    rect(-14, 150, 8, 96, METAL.light, ' opacity="0.7"') +
    `<rect x="-64" y="196" width="128" height="14" rx="7" fill="${METAL.shade}"/>` +
    // Back, seat and arms.
    `<path d="M-112 110V-22Q-112 -78 -56 -78H56Q112 -78 112 -22V110Z" fill="${p.near}"/>` +
    `<path d="M-84 96V-14Q-84 -54 -44 -54H44Q84 -54 84 -14V96Z" fill="${mix(p.near, p.mid, 0.35)}"/>` +
    `<path d="M-66 -36Q-60 -46 -44 -46H10" stroke="${mix(p.mid, '#ffffff', 0.4)}" stroke-width="6" stroke-linecap="round" fill="none" opacity="0.6"/>` +
    `<rect x="-140" y="96" width="280" height="62" rx="28" fill="${p.near}"/>` +
    `<rect x="-126" y="102" width="252" height="18" rx="9" fill="${mix(p.near, p.mid, 0.45)}"/>` +
    `<rect x="-170" y="52" width="58" height="30" rx="15" fill="${mix(p.near, '#000000', 0.2)}"/>` +
    `<rect x="112" y="52" width="58" height="30" rx="15" fill="${mix(p.near, '#000000', 0.2)}"/>` +
    rect(-150, 80, 14, 30, METAL.shade) +
    rect(136, 80, 14, 30, METAL.shade);
  // Open scissors: each blade runs through the pivot into the ring handle on the other side.
  const blade = (sign: number) =>
    `<path d="M-4 ${-10 * sign}L164 ${-46 * sign}Q172 ${-42 * sign} 164 ${-36 * sign}L6 ${12 * sign}Z" fill="${sign > 0 ? '#f8fafc' : METAL.base}" stroke="${METAL.dark}" stroke-width="4" stroke-linejoin="round"/>`;
  const handle = (sign: number) =>
    `<path d="M0 0L-58 ${34 * sign}" stroke="${p.accent}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="-86" cy="${50 * sign}" r="28" fill="none" stroke="${p.accent}" stroke-width="15"/>`;
  const scissors =
    `<g transform="translate(186 -190) rotate(-32)">` +
    handle(1) +
    handle(-1) +
    blade(-1) +
    blade(1) +
    circle(0, 0, 10, METAL.dark) +
    circle(0, 0, 4.5, METAL.light) +
    `</g>`;
  const sparkles = sparkle(-226, -206, 22, '#ffffff', 0.9) + sparkle(226, 40, 14, '#ffffff', 0.8);
  return mirror + chair + scissors + sparkles;
};

/** Locksmith: a heavy padlock with a brass keyhole plate and a big key across it. */
const locksmithMotif: Motif = (p) => {
  const body = mix(p.near, '#000000', 0.1);
  const shackle =
    `<path d="M-112 -6V-118A112 112 0 0 1 112 -118V-6" stroke="${METAL.dark}" stroke-width="58" fill="none"/>` +
    `<path d="M-112 -6V-118A112 112 0 0 1 112 -118V-6" stroke="${METAL.base}" stroke-width="46" fill="none"/>` +
    `<path d="M-124 -20V-118A124 124 0 0 1 -40 -236" stroke="${METAL.light}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="M108 -118A108 108 0 0 0 60 -208" stroke="${METAL.shade}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  const lock =
    `<rect x="-186" y="-30" width="372" height="290" rx="46" fill="${mix(body, '#000000', 0.3)}"/>` +
    `<rect x="-186" y="-40" width="372" height="290" rx="46" fill="${body}"/>` +
    `<rect x="-164" y="-22" width="328" height="22" rx="11" fill="${mix(body, p.light, 0.22)}"/>` +
    [52, 150].map((y) => rect(-186, y, 372, 6, mix(body, '#000000', 0.25))).join('') +
    `<circle cx="0" cy="104" r="62" fill="#f5b83d" stroke="#92400e" stroke-width="5"/>` +
    `<circle cx="0" cy="104" r="50" fill="none" stroke="#fde68a" stroke-width="4" opacity="0.7"/>` +
    `<path d="M0 68A20 20 0 0 1 11 105L18 146H-18L-11 105A20 20 0 0 1 0 68Z" fill="${mix(body, '#000000', 0.4)}"/>` +
    [-150, 150].flatMap((x) => [circle(x, -6, 7, mix(body, p.light, 0.3)), circle(x, 216, 7, mix(body, p.light, 0.3))]).join('');
  const brass = '#fcd34d';
  const edge = '#92400e';
  // One outline: the bow (with its hole), the shaft and the bit.
  const keyShape =
    'M-38.8 -24H190V24H170V60H150V42H130V64H110V24H-38.8A62 62 0 1 1 -38.8 -24ZM-134 0A22 22 0 1 0 -90 0A22 22 0 1 0 -134 0Z';
  const key =
    `<g transform="translate(150 160) rotate(-38)">` +
    `<path d="${keyShape}" fill="${brass}" fill-rule="evenodd" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M-20 -11H176" stroke="#fef3c7" stroke-width="6" stroke-linecap="round" opacity="0.8"/>` +
    `<path d="M-144 -22A52 52 0 0 1 -104 -54" stroke="#fef3c7" stroke-width="7" stroke-linecap="round" fill="none" opacity="0.8"/>` +
    `</g>`;
  return shackle + lock + key;
};

/** HVAC: an outdoor air-conditioning unit with its big fan, cool air and a snowflake. */
const hvacMotif: Motif = (p) => {
  const grille = mix(p.near, '#000000', 0.2);
  const unit =
    `<rect x="-246" y="-150" width="470" height="330" rx="26" fill="${METAL.dark}"/>` +
    `<rect x="-246" y="-160" width="470" height="330" rx="26" fill="${METAL.light}"/>` +
    rect(-246, 136, 470, 34, METAL.base, ' rx="0"') +
    `<rect x="-246" y="136" width="470" height="34" rx="0" fill="${METAL.base}"/>` +
    rect(-226, 186, 44, 22, METAL.dark, ' rx="4"') +
    rect(160, 186, 44, 22, METAL.dark, ' rx="4"') +
    // Louvres on the left, a service panel with screws.
    [0, 1, 2, 3, 4, 5, 6, 7].map((index) => bar(-214, -118 + index * 30, 118, 12, METAL.base)).join('') +
    [0, 1, 2, 3, 4, 5, 6, 7].map((index) => bar(-214, -114 + index * 30, 118, 4, METAL.shade, ' opacity="0.8"')).join('') +
    circle(-208, -140, 5, METAL.shade) +
    circle(-88, -140, 5, METAL.shade);
  const [fx, fy, fr] = [84, -10, 128];
  const blades = [0, 90, 180, 270]
    .map(
      (angle) =>
        `<path transform="translate(${fx} ${fy}) rotate(${angle + 20})" d="M0 -12C30 -70 82 -88 100 -66C112 -50 86 -20 12 6Z" fill="${mix(p.light, '#ffffff', 0.3)}" opacity="0.92"/>`,
    )
    .join('');
  const fan =
    `<circle cx="${fx}" cy="${fy}" r="${fr + 14}" fill="${METAL.base}"/>` +
    `<circle cx="${fx}" cy="${fy}" r="${fr}" fill="${grille}"/>` +
    blades +
    [0.4, 0.62, 0.84]
      .map((t) => `<circle cx="${fx}" cy="${fy}" r="${n(fr * t)}" fill="none" stroke="${METAL.shade}" stroke-width="4" opacity="0.8"/>`)
      .join('') +
    `<path d="M${fx - fr} ${fy}H${fx + fr}M${fx} ${fy - fr}V${fy + fr}" stroke="${METAL.shade}" stroke-width="4" opacity="0.8"/>` +
    circle(fx, fy, 24, METAL.base) +
    circle(fx, fy, 10, METAL.dark);
  const pipes =
    `<path d="M224 90H250Q264 90 264 104V250" stroke="#b45309" stroke-width="14" fill="none"/>` +
    `<path d="M224 120H238Q246 120 246 128V250" stroke="#d97706" stroke-width="10" fill="none"/>`;
  // Cool air: wind lines curling at their ends.
  const air = [
    [-150, -196, 60],
    [-104, -234, 6],
    [-176, -272, 36],
  ]
    .map(
      ([from, y, to]) =>
        `<path d="M${from} ${y}H${to}a15 15 0 1 0 -15 -15" stroke="#ffffff" stroke-width="11" stroke-linecap="round" fill="none" opacity="0.9"/>`,
    )
    .join('');
  const flake = (x: number, y: number, size: number) =>
    `<g transform="translate(${x} ${y})" stroke="#ffffff" stroke-width="${n(size * 0.16)}" stroke-linecap="round">` +
    [0, 60, 120]
      .map(
        (angle) =>
          `<path transform="rotate(${angle})" d="M0 ${-size}V${size}M${n(-size * 0.32)} ${n(-size * 0.78)}L0 ${n(-size * 0.5)}L${n(size * 0.32)} ${n(-size * 0.78)}M${n(-size * 0.32)} ${n(size * 0.78)}L0 ${n(size * 0.5)}L${n(size * 0.32)} ${n(size * 0.78)}"/>`,
      )
      .join('') +
    `</g>`;
  return air + pipes + unit + fan + flake(196, -236, 40);
};

/** Roofer: a pitched roof of terracotta tiles with a chimney, a ladder against its gutter, a hammer. */
const rooferMotif: Motif = (p) => {
  const tile = '#c2562b';
  const tileDark = mix(tile, '#000000', 0.28);
  const tileLight = mix(tile, '#ffffff', 0.22);
  // The roof: a slope from the ridge (top left) to the gutter (bottom right), in rows of tiles.
  const rows = Array.from({ length: 6 }, (_, row) => {
    const y = -150 + row * 52;
    const x0 = -250 + row * 34;
    const tiles = Array.from({ length: 9 }, (_, index) => {
      const x = x0 + index * 52 + (row % 2) * 26;
      return `<path d="M${n(x)} ${n(y)}h48v40q-24 14 -48 0z" fill="${index % 3 === 1 ? tileLight : tile}" stroke="${tileDark}" stroke-width="3"/>`;
    }).join('');
    return tiles;
  }).join('');
  const chimney =
    rect(-150, -250, 70, 120, '#9a3412') +
    rect(-160, -262, 90, 20, '#7c2d12') +
    Array.from({ length: 4 }, (_, index) => rect(-150, -230 + index * 26, 70, 3, '#7c2d12', ' opacity="0.6"')).join('');
  const gutter = rect(-80, 162, 430, 18, METAL.shade) + rect(-80, 162, 430, 5, METAL.light, ' opacity="0.8"');
  const ladder =
    `<g transform="rotate(-14 250 140)">` +
    rect(214, -40, 14, 330, '#e2c17a') +
    rect(290, -40, 14, 330, '#e2c17a') +
    Array.from({ length: 7 }, (_, index) => rect(214, -10 + index * 44, 90, 10, '#caa45a')).join('') +
    `</g>`;
  const hammer =
    `<g transform="translate(-200 190) rotate(-28)">` +
    `<rect x="-8" y="-20" width="16" height="150" rx="6" fill="#a16207"/>` +
    `<path d="M-52 -44H40Q58 -44 58 -28V-8H-52Z" fill="${METAL.dark}"/>` +
    rect(-52, -44, 92, 8, METAL.light, ' opacity="0.7"') +
    `</g>`;
  return (
    chimney +
    `<path d="M-270 -160L-110 -175L330 175L-80 185Z" fill="${mix(p.near, '#000000', 0.2)}" opacity="0.35"/>` +
    `<g clip-path="url(#roof-clip)">${rows}</g>` +
    `<clipPath id="roof-clip"><path d="M-260 -150L-100 -160L340 162L-90 172Z"/></clipPath>` +
    `<path d="M-262 -156L-100 -166" stroke="${tileDark}" stroke-width="14" stroke-linecap="round"/>` +
    gutter +
    ladder +
    hammer +
    sparkle(300, -140, 14, '#ffffff', 0.8)
  );
};

/** Any other trade: a toolbox with a hammer and a screwdriver. */
export const toolboxMotif: Motif = (p) =>
  `<g transform="translate(0 50)">` +
  `<g transform="rotate(-16 -40 -120)"><rect x="-60" y="-250" width="40" height="200" rx="8" fill="${METAL.shade}"/><rect x="-84" y="-264" width="88" height="54" rx="12" fill="${METAL.dark}"/></g>` +
  `<g transform="rotate(18 80 -120)"><rect x="70" y="-230" width="18" height="180" fill="${METAL.base}"/><rect x="56" y="-270" width="46" height="90" rx="14" fill="${p.accent}"/></g>` +
  `<path d="M-110 -70V-110Q-110 -140 -80 -140H80Q110 -140 110 -110V-70" stroke="${METAL.dark}" stroke-width="22" fill="none"/>` +
  `<rect x="-240" y="-70" width="480" height="260" rx="26" fill="${mix(p.accent, '#000000', 0.25)}"/>` +
  `<rect x="-240" y="-80" width="480" height="260" rx="26" fill="${p.accent}"/>` +
  rect(-240, -10, 480, 20, mix(p.accent, '#000000', 0.2)) +
  `<rect x="-44" y="-24" width="88" height="48" rx="10" fill="${METAL.base}" stroke="${METAL.dark}" stroke-width="5"/>` +
  `</g>`;

/** Each drawing by the name a trade's `cover.motif` chooses it by (src/lib/cover-choices.ts). */
export const MOTIF_DRAWINGS: Record<TradeMotif, Motif> = {
  pipes: plumberMotif,
  electrical: electricianMotif,
  salon: beautySalonMotif,
  air: hvacMotif,
  lock: locksmithMotif,
  roof: rooferMotif,
  ...WORKSHOP_MOTIFS,
  toolbox: toolboxMotif,
};
