import { type SceneDrawer, between, buildings, circle, mix, n, polygon, rect, bar } from './drawing';

import { type CoverPalette, type Topic } from './palettes';

/* Topic scenes for the general posts ------------------------------------------------------------- */

/** A browser window: frame, toolbar with three dots and an address bar; returns the content area's origin. */
function browserWindow(x: number, y: number, width: number, height: number, p: CoverPalette, filter = true): string {
  return (
    `<g${filter ? ' filter="url(#lift)"' : ''}><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="20" fill="#ffffff"/></g>` +
    `<path d="M${x} ${y + 46}V${y + 20}a20 20 0 0 1 20-20H${x + width - 20}a20 20 0 0 1 20 20V${y + 46}Z" fill="${mix('#ffffff', p.near, 0.08)}"/>` +
    ['#f87171', '#fbbf24', '#34d399'].map((color, index) => circle(x + 28 + index * 22, y + 23, 7, color)).join('') +
    `<rect x="${x + 110}" y="${y + 13}" width="${width - 150}" height="20" rx="10" fill="#ffffff"/>`
  );
}

function check(cx: number, cy: number, r: number, fill: string, mark = '#ffffff'): string {
  return (
    circle(cx, cy, r, fill) +
    `<path d="M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}L${n(cx - r * 0.1)} ${n(cy + r * 0.34)}L${n(cx + r * 0.45)} ${n(cy - r * 0.3)}" stroke="${mark}" stroke-width="${n(r * 0.26)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  );
}

/** A gear with a see-through hub. */
function gear(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let index = 0; index < teeth; index += 1) {
    const angle = index * step;
    const corners: Array<[number, number]> = [
      [angle - step * 0.5, r],
      [angle - step * 0.3, r],
      [angle - step * 0.18, r * 1.24],
      [angle + step * 0.18, r * 1.24],
      [angle + step * 0.3, r],
    ];
    for (const [a, radius] of corners) points.push(`${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}`);
  }
  const hole = r * 0.42;
  return `<path d="M${points.join('L')}ZM${n(cx - hole)} ${n(cy)}a${n(hole)} ${n(hole)} 0 1 0 ${n(hole * 2)} 0a${n(hole)} ${n(hole)} 0 1 0 ${n(-hole * 2)} 0Z" fill="${fill}" fill-rule="evenodd"/>`;
}

/** A solid wrench (lucide's outline, filled), `size` across, turned by `rotate` degrees. */
function wrenchShape(x: number, y: number, size: number, rotate: number, fill: string): string {
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${rotate} ${n(size / 2)} ${n(size / 2)}) scale(${n(size / 24)})" d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" fill="${fill}" stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"/>`;
}

/** A map pin with a white centre. */
function pin(x: number, y: number, size: number, fill: string, shadow = true): string {
  const head = size * 0.5;
  return (
    (shadow ? `<ellipse cx="${x}" cy="${y + 4}" rx="${n(size * 0.32)}" ry="${n(size * 0.1)}" fill="#0b1f33" opacity="0.22"/>` : '') +
    `<path d="M${x} ${y}C${n(x - head * 0.3)} ${n(y - size * 0.45)} ${n(x - head)} ${n(y - size * 0.62)} ${n(x - head)} ${n(y - size)}A${n(head)} ${n(head)} 0 1 1 ${n(x + head)} ${n(y - size)}C${n(x + head)} ${n(y - size * 0.62)} ${n(x + head * 0.3)} ${n(y - size * 0.45)} ${x} ${y}Z" fill="${fill}"/>` +
    circle(x, y - size, head * 0.42, '#ffffff')
  );
}

const checklistScene: SceneDrawer = (p) => {
  const [x, y, width, height] = [330, 118, 560, 400];
  const rows = [0, 1, 2, 3, 4]
    .map((index) => {
      const rowY = y + 96 + index * 60;
      const done = index < 4;
      return (
        (done
          ? check(x + 64, rowY, 17, p.accent)
          : `<circle cx="${x + 64}" cy="${rowY}" r="15.5" fill="none" stroke="${mix('#ffffff', p.near, 0.3)}" stroke-width="3"/>`) +
        bar(
          x + 98,
          rowY - 8,
          [300, 240, 330, 210, 270][index] ?? 240,
          16,
          done ? mix('#ffffff', p.near, 0.75) : mix('#ffffff', p.near, 0.25),
        )
      );
    })
    .join('');
  return {
    sun: [980, 150],
    focusX: 610,
    far: '',
    mid: '',
    near:
      `<g transform="rotate(-8 240 420)"><rect x="160" y="300" width="170" height="220" rx="18" fill="${mix(p.mid, p.light, 0.15)}"/>${[0, 1, 2, 3].map((i) => bar(186, 340 + i * 40, 110 - (i % 2) * 30, 12, mix(p.mid, '#ffffff', 0.45))).join('')}</g>` +
      browserWindow(x, y, width, height, p) +
      rows +
      // A pencil ticking the list.
      `<g transform="rotate(38 900 420)"><rect x="880" y="250" width="40" height="220" rx="6" fill="${p.accent}"/><rect x="880" y="250" width="40" height="34" rx="6" fill="${mix(p.accent, '#ffffff', 0.6)}"/><path d="M880 470h40l-20 44z" fill="#fde2c4"/><path d="M893 500h14l-7 14z" fill="${p.near}"/></g>`,
  };
};

const plumberSiteScene: SceneDrawer = (p) => {
  const pipe = mix(p.near, p.light, 0.15);
  const highlight = mix(p.near, p.light, 0.45);
  const [x, y, width, height] = [250, 110, 520, 360];
  const site =
    browserWindow(x, y, width, height, p) +
    rect(x, y + 46, width, 150, mix(p.water, p.near, 0.3)) +
    bar(x + 36, y + 84, 220, 18, '#ffffff') +
    bar(x + 36, y + 114, 160, 12, mix('#ffffff', p.water, 0.4)) +
    bar(x + 36, y + 148, 120, 30, '#f97316') +
    wrenchShape(x + 346, y + 62, 120, 0, '#ffffff') +
    [0, 1, 2]
      .map(
        (index) =>
          `<rect x="${x + 36 + index * 156}" y="${y + 222}" width="136" height="104" rx="14" fill="${mix('#ffffff', p.water, 0.1)}"/>` +
          circle(x + 64 + index * 156, y + 254, 14, mix(p.accent, '#ffffff', 0.75)) +
          bar(x + 52 + index * 156, y + 284, 96, 10, mix('#ffffff', p.near, 0.25)),
      )
      .join('');
  const pipes =
    `<path d="M-20 560H880Q940 560 940 500V300Q940 240 1000 240H1220" stroke="${pipe}" stroke-width="44" fill="none"/>` +
    `<path d="M-20 548H880Q928 548 928 500V300Q928 252 1000 252H1220" stroke="${highlight}" stroke-width="6" fill="none" opacity="0.6"/>` +
    [120, 420, 700]
      .map((fx) => rect(fx, 528, 22, 64, mix(pipe, '#000000', 0.2)) + rect(fx - 4, 524, 30, 8, mix(pipe, '#000000', 0.2)))
      .join('') +
    rect(918, 360, 44, 22, mix(pipe, '#000000', 0.2)) +
    // A tap on the top pipe with a falling drop.
    rect(1050, 262, 40, 70, pipe) +
    `<path d="M1050 320h70a26 26 0 0 1 26 26v14h-34v-6h-62z" fill="${pipe}"/>` +
    rect(1040, 200, 60, 14, p.accent) +
    rect(1064, 210, 12, 54, p.accent) +
    `<path d="M1129 390c0 0 16 20 16 30a16 16 0 0 1-32 0c0-10 16-30 16-30z" fill="${p.light}"/>`;
  return { sun: [1000, 120], focusX: 720, far: '', mid: '', near: pipes + site };
};

const localMapScene: SceneDrawer = (p) => {
  const road = '#ffffff';
  const blocks = [
    [40, 30, 240, 150],
    [330, 30, 190, 90],
    [330, 160, 190, 110],
    [880, 40, 280, 170],
    [620, 360, 220, 120],
    [900, 300, 280, 150],
    [40, 420, 240, 190],
  ]
    .map(
      ([x, y, width, height]) =>
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="16" fill="${mix(p.skyTop, '#ffffff', 0.55)}"/>`,
    )
    .join('');
  const parks = `<path d="M560 40h270v140c-60 40-150 40-270 0z" fill="${p.far}"/>` + `<circle cx="1030" cy="540" r="70" fill="${p.far}"/>`;
  const river = `<path d="M-20 330C140 300 260 360 380 360C520 360 560 280 700 280C860 280 900 240 1220 250" stroke="${p.water}" stroke-width="46" fill="none"/>`;
  const roads =
    `<path d="M-20 230H1220M-20 520H1220M300 -20V650M560 -20V650M860 -20V650" stroke="${road}" stroke-width="22"/>` +
    `<path d="M-20 640L1220 -10" stroke="#fde68a" stroke-width="18"/>` +
    `<path d="M-20 230H1220M300 -20V650" stroke="${mix(road, p.near, 0.12)}" stroke-width="2" stroke-dasharray="14 12"/>`;
  const pulse = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="86" ry="30" fill="${p.accent}" opacity="0.14"/><ellipse cx="${x}" cy="${y}" rx="50" ry="17" fill="${p.accent}" opacity="0.22"/>`;
  return {
    sun: [0, 0],
    focusX: 620,
    plain: true,
    far: `<rect width="1200" height="630" fill="${p.skyMid}"/>` + blocks + parks + river + roads,
    mid: pin(330, 470, 70, p.near) + pin(860, 450, 64, p.near) + pin(960, 180, 56, p.mid === '#ffffff' ? p.near : p.mid),
    near: pulse(600, 380) + pin(600, 380, 150, p.accent) + check(600, 230, 26, p.accent, '#ffffff').replace(/<circle[^>]*\/>/, ''),
  };
};

const maintenanceScene: SceneDrawer = (p) => {
  const [x, y, width, height] = [200, 130, 520, 360];
  const site =
    browserWindow(x, y, width, height, p) +
    rect(x + 32, y + 76, 200, 140, mix('#ffffff', p.mid, 0.18), ' rx="12"') +
    bar(x + 256, y + 84, 220, 16, mix('#ffffff', p.near, 0.7)) +
    bar(x + 256, y + 114, 180, 12, mix('#ffffff', p.near, 0.3)) +
    bar(x + 256, y + 138, 200, 12, mix('#ffffff', p.near, 0.3)) +
    bar(x + 256, y + 176, 110, 28, p.accent) +
    // Update progress.
    bar(x + 32, y + 262, 456, 18, mix('#ffffff', p.near, 0.12)) +
    bar(x + 32, y + 262, 320, 18, '#22c55e') +
    check(x + 60, y + 318, 16, '#22c55e') +
    bar(x + 88, y + 312, 200, 12, mix('#ffffff', p.near, 0.3));
  const big = gear(870, 330, 118, 10, p.accent);
  const small = gear(1040, 170, 56, 8, mix(p.light, '#ffffff', 0.4));
  const wrench = wrenchShape(700, 190, 300, 0, '#ffffff');
  return { sun: null, focusX: 800, far: '', mid: '', near: site + big + small + `<g filter="url(#lift)">${wrench}</g>` };
};

const electricHouseScene: SceneDrawer = (p, rnd) => {
  const base = 560;
  const house =
    rect(670, 330, 40, 70, p.near) +
    polygon([440, base, 440, 410, 600, 300, 760, 410, 760, base], p.near) +
    polygon([414, 420, 600, 290, 786, 420, 786, 398, 600, 266, 414, 398], mix(p.near, p.mid, 0.7)) +
    rect(478, 440, 84, 70, p.light, ' rx="6"') +
    rect(638, 440, 84, 70, p.light, ' rx="6"') +
    `<path d="M520 440V510M478 475H562M680 440V510M638 475H722" stroke="${p.near}" stroke-width="6"/>` +
    rect(576, 470, 48, 90, mix(p.near, p.light, 0.1), ' rx="4"') +
    circle(614, 516, 3, p.light);
  const glow = `<circle cx="612" cy="160" r="170" fill="url(#bolt-glow)"/>`;
  const bolt = polygon(
    [652, 30, 540, 172, 602, 172, 566, 276, 694, 122, 630, 122, 690, 30],
    p.light,
    ' stroke="#fff7cc" stroke-width="5" stroke-linejoin="round"',
  );
  const pole = (x: number) => rect(x - 5, 300, 10, base - 298, p.near) + rect(x - 34, 318, 68, 8, p.near);
  const wires = `<path d="M-20 340Q80 380 176 322M184 322Q420 400 600 384M600 384Q800 400 1016 322M1024 322Q1120 380 1220 340" stroke="${p.near}" stroke-width="3" fill="none"/>`;
  return {
    sun: [1020, 130],
    focusX: 600,
    groundY: base,
    far: buildings(rnd, {
      from: -10,
      to: 1210,
      base,
      minHeight: 40,
      maxHeight: 120,
      minWidth: 50,
      maxWidth: 110,
      fill: p.far,
      lights: [p.light, 0.3, 0.5],
    }),
    mid: pole(180) + pole(1020) + wires + glow,
    near: house,
    front: bolt,
  };
};

const mobileScene: SceneDrawer = (p) => {
  const phone = (x: number, y: number) =>
    `<g filter="url(#lift)"><rect x="${x}" y="${y}" width="240" height="470" rx="36" fill="${p.near}"/></g>` +
    `<rect x="${x + 12}" y="${y + 12}" width="216" height="446" rx="26" fill="#ffffff"/>` +
    bar(x + 90, y + 24, 60, 12, p.near) +
    `<rect x="${x + 12}" y="${y + 48}" width="216" height="150" fill="${mix(p.mid, p.skyTop, 0.3)}"/>` +
    bar(x + 32, y + 82, 150, 14, '#ffffff') +
    bar(x + 32, y + 106, 110, 10, mix('#ffffff', p.mid, 0.4)) +
    bar(x + 32, y + 142, 120, 32, '#f97316') +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${x + 28}" y="${y + 220 + i * 70}" width="184" height="56" rx="12" fill="${mix('#ffffff', p.mid, 0.08)}"/>` +
          circle(x + 56, y + 248 + i * 70, 14, mix(p.accent, '#ffffff', 0.7)) +
          bar(x + 80, y + 242 + i * 70, 110, 10, mix('#ffffff', p.near, 0.3)),
      )
      .join('');
  const desktop =
    browserWindow(170, 150, 520, 340, p) +
    rect(170, 196, 520, 120, mix(p.far, '#ffffff', 0.35)) +
    bar(200, 226, 200, 14, '#ffffff') +
    bar(200, 252, 140, 10, '#ffffff', ' opacity="0.7"') +
    [0, 1, 2]
      .map((i) => `<rect x="${196 + i * 156}" y="340" width="140" height="120" rx="12" fill="${mix('#ffffff', p.mid, 0.08)}"/>`)
      .join('');
  const tap = `<circle cx="810" cy="256" r="44" fill="#ffffff" opacity="0.25"/><circle cx="810" cy="256" r="24" fill="#ffffff" opacity="0.45"/>`;
  return { sun: [1010, 140], focusX: 700, far: '', mid: '', near: desktop + phone(620, 90) + tap };
};

/** The studio's home: gabled canal houses along an Amsterdam canal, with an arched bridge. */
const studioScene: SceneDrawer = (p, rnd) => {
  const base = 500;
  const colors = [p.near, mix(p.near, p.mid, 0.45), mix(p.near, p.accent, 0.22), mix(p.near, p.mid, 0.2)];
  const houses: string[] = [];
  let x = -20;
  let index = 0;
  while (x < 1210) {
    const width = between(rnd, 62, 84);
    const floors = 3 + Math.floor(rnd() * 3);
    const top = base - floors * 40 - 18;
    const fill = colors[index % colors.length] ?? p.near;
    const middle = x + width / 2;
    const gable = index % 3;
    houses.push(rect(x, top, width, base - top + 2, fill));
    if (gable === 0) {
      // Step gable.
      houses.push(
        polygon(
          [
            x + 6,
            top + 1,
            x + 6,
            top - 12,
            x + 16,
            top - 12,
            x + 16,
            top - 26,
            middle - 10,
            top - 26,
            middle - 10,
            top - 40,
            middle + 10,
            top - 40,
            middle + 10,
            top - 26,
            x + width - 16,
            top - 26,
            x + width - 16,
            top - 12,
            x + width - 6,
            top - 12,
            x + width - 6,
            top + 1,
          ],
          fill,
        ),
      );
    } else if (gable === 1) {
      // Bell gable.
      houses.push(
        `<path d="M${n(x + 4)} ${n(top + 1)}Q${n(x + 8)} ${n(top - 22)} ${n(middle - 14)} ${n(top - 26)}V${n(top - 44)}Q${n(middle)} ${n(top - 54)} ${n(middle + 14)} ${n(top - 44)}V${n(top - 26)}Q${n(x + width - 8)} ${n(top - 22)} ${n(x + width - 4)} ${n(top + 1)}Z" fill="${fill}"/>`,
      );
    } else {
      // Spout gable.
      houses.push(polygon([x + 4, top + 1, middle, top - 36, x + width - 4, top + 1], fill));
    }
    houses.push(rect(middle - 2, top - (gable === 1 ? 40 : 24), 4, 10, mix(fill, p.light, 0.5)));
    const columns = width > 72 ? 3 : 2;
    const pitch = (width - 16) / columns;
    let data = '';
    for (let floor = 0; floor < floors; floor += 1) {
      for (let column = 0; column < columns; column += 1) {
        data += `M${n(x + 8 + column * pitch + (pitch - 12) / 2)} ${n(top + 14 + floor * 40)}h12v24h-12z`;
      }
    }
    houses.push(`<path d="${data}" fill="${p.light}" opacity="${n(between(rnd, 0.45, 0.8))}"/>`);
    x += width + 1;
    index += 1;
  }
  const quay = rect(-10, base - 6, 1220, 10, mix(p.near, '#000000', 0.25)) + rect(-10, base - 8, 1220, 3, mix(p.near, p.light, 0.3));
  const boat =
    `<path d="M540 ${base + 34}H760L740 ${base + 54}H560Z" fill="${mix(p.near, '#000000', 0.2)}"/>` +
    rect(580, base + 22, 120, 14, mix(p.near, p.light, 0.2), ' rx="4"');
  return {
    sun: [800, 130],
    focusX: 600,
    waterY: base + 4,
    far: '',
    mid: houses.join(''),
    near: quay,
    front: boat,
  };
};

export const TOPIC_SCENES: Record<Topic, SceneDrawer> = {
  checklist: checklistScene,
  'plumber-site': plumberSiteScene,
  'local-map': localMapScene,
  maintenance: maintenanceScene,
  'electric-house': electricHouseScene,
  mobile: mobileScene,
  studio: studioScene,
};
