import { type Random, type SceneDrawer, between, buildings, circle, lights, mix, n, polygon, rect, windows } from './drawing';
import { type CoverPalette } from './palettes';

/**
 * The Dutch cities of the Local SEO articles, each with the landmark a local knows it by: the Westertoren over
 * Amsterdam's canal houses, Rotterdam's Erasmus Bridge and Euromast, Utrecht's Dom Tower above the wharves, The
 * Hague's Ridderzaal on the Hofvijver, Groningen's Martinitoren, Eindhoven's Evoluon and Light Tower. All flat land.
 */

/** A row of narrow town houses with step, bell and spout gables (lit windows at night). */
export function gableRow(
  p: CoverPalette,
  rnd: Random,
  options: { from: number; to: number; base: number; minHeight: number; maxHeight: number; fill: string; skip?: Array<[number, number]> },
): string {
  const parts: string[] = [];
  let x = options.from;
  while (x < options.to) {
    const width = between(rnd, 44, 70);
    const blocked = options.skip?.find(([start, end]) => x + width > start && x < end);
    if (blocked) {
      x = blocked[1] + between(rnd, 0, 4);
      continue;
    }
    const height = between(rnd, options.minHeight, options.maxHeight);
    const top = options.base - height;
    const kind = Math.floor(rnd() * 3);
    parts.push(rect(x, top, width, height + 2, options.fill));
    if (kind === 0) {
      // Step gable: three steps up to the ridge.
      const step = width / 6;
      const steps = [0, 14, 14, 28, 28, 42, 42, 28, 28, 14, 14, 0];
      const xs = [0, 0, 1, 1, 2, 2, 4, 4, 5, 5, 6, 6];
      parts.push(
        polygon(
          xs.flatMap((column, index) => [x + column * step, top - (steps[index] ?? 0)]),
          options.fill,
        ),
      );
    } else if (kind === 1) {
      // Bell gable: a rounded top.
      parts.push(
        `<path d="M${n(x + 4)} ${n(top)}Q${n(x + 4)} ${n(top - 40)} ${n(x + width / 2)} ${n(top - 46)}Q${n(x + width - 4)} ${n(top - 40)} ${n(x + width - 4)} ${n(top)}Z" fill="${options.fill}"/>`,
      );
    } else {
      // Spout gable: a narrow top.
      parts.push(
        polygon(
          [
            x,
            top,
            x + width * 0.3,
            top - 24,
            x + width * 0.3,
            top - 40,
            x + width * 0.7,
            top - 40,
            x + width * 0.7,
            top - 24,
            x + width,
            top,
          ],
          options.fill,
        ),
      );
    }
    const [color, chance, opacity] = lights(p, 'near');
    parts.push(windows(rnd, x + 4, top + 6, width - 8, height - 30, color, chance, opacity));
    x += width + between(rnd, 0, 3);
  }
  return parts.join('');
}

/** A Lombardy poplar, the tree of Dutch roads and parks: a tall narrow crown on a short trunk. */
function poplar(x: number, base: number, height: number, fill: string): string {
  return (
    rect(x - 2.5, base - height * 0.2, 5, height * 0.2 + 2, fill) +
    `<ellipse cx="${n(x)}" cy="${n(base - height * 0.58)}" rx="${n(height * 0.13)}" ry="${n(height * 0.42)}" fill="${fill}"/>`
  );
}

/** Tall lancet windows on a tower's stage, lighter than the stone. */
function lancets(x: number, y: number, width: number, height: number, count: number, fill: string): string {
  const gap = width / count;
  return Array.from({ length: count }, (_, index) => {
    const cx = x + gap * (index + 0.5);
    const half = Math.min(6, gap * 0.22);
    return `<path d="M${n(cx - half)} ${n(y + height)}V${n(y + half * 2)}Q${n(cx)} ${n(y - half)} ${n(cx + half)} ${n(y + half * 2)}V${n(y + height)}Z" fill="${fill}"/>`;
  }).join('');
}

const stoneLight = (p: CoverPalette, layer: string) => mix(layer, p.light, p.night ? 0.45 : 0.22);

export const amsterdam: SceneDrawer = (p, rnd) => {
  const base = 545;
  // The Westertoren: a brick tower, its stone stages narrowing up to the blue imperial crown.
  const tx = 800;
  const openings = stoneLight(p, p.mid);
  const church = polygon([600, base, 600, 430, 680, 372, 760, 430, 760, base], p.mid);
  const tower =
    rect(tx - 38, 300, 76, base - 298, p.mid) +
    rect(tx - 32, 238, 64, 64, p.mid) +
    circle(tx, 272, 16, openings) +
    rect(tx - 26, 190, 52, 50, p.mid) +
    lancets(tx - 26, 198, 52, 36, 3, openings) +
    rect(tx - 19, 150, 38, 42, p.mid) +
    lancets(tx - 19, 156, 38, 30, 2, openings) +
    `<path d="M${tx - 22} 152Q${tx - 20} 118 ${tx} 112Q${tx + 20} 118 ${tx + 22} 152Z" fill="${p.mid}"/>` +
    circle(tx, 104, 10, p.mid) +
    rect(tx - 1.5, 64, 3, 40, p.mid) +
    rect(tx - 7, 78, 14, 3, p.mid);
  // A canal bridge with its arch over the water, in front of the houses.
  const bridge =
    `<path d="M120 ${base + 6}V${base - 26}H470V${base + 6}H400A105 30 0 0 0 190 ${base + 6}Z" fill="${p.near}"/>` +
    rect(120, base - 40, 350, 4, p.near) +
    Array.from({ length: 15 }, (_, index) => rect(124 + index * 24, base - 38, 3, 12, p.near)).join('');
  return {
    sun: [300, 150],
    focusX: 700,
    hazeMid: 0.25,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 60, maxHeight: 130, minWidth: 40, maxWidth: 80, fill: p.far }),
    mid: church + tower,
    near: gableRow(p, rnd, { from: -10, to: 1210, base, minHeight: 110, maxHeight: 175, fill: p.near, skip: [[760, 840]] }),
    front: bridge,
  };
};

export const rotterdam: SceneDrawer = (p, rnd) => {
  const base = 545;
  // The Erasmus Bridge: the bent white pylon ("the Swan") on two legs, its fan of stays, the long deck.
  const deck = 468;
  const [px, py] = [720, 128];
  const cable = mix(p.near, p.light, 0.35);
  const stays = [
    ...[380, 430, 480, 530, 580, 630].map((x, index) => `M${n(px - 4 + index * 0.6)} ${n(py + 40 + index * 28)}L${x} ${deck}`),
    ...[830, 870, 910].map((x, index) => `M${n(px + 8)} ${n(py + 30 + index * 40)}L${x} ${deck}`),
  ].join('');
  const bridge =
    `<path d="${stays}" stroke="${cable}" stroke-width="2.2" fill="none"/>` +
    polygon([px - 62, deck, px - 42, deck, px + 2, 350, px - 10, 350], p.near) +
    polygon([px + 58, deck, px + 38, deck, px + 2, 350, px + 14, 350], p.near) +
    `<path d="M${px - 10} 356C${px + 2} 270 ${px + 16} 220 ${px - 6} ${py}H${px + 10}C${px + 30} 220 ${px + 16} 270 ${px + 16} 356Z" fill="${p.near}"/>` +
    rect(260, deck, 950, 12, p.near) +
    [320, 560, 900, 1100].map((x) => rect(x - 7, deck + 10, 14, base - deck - 8, p.near)).join('');
  // The Euromast: a slim shaft, the crow's nest, and the Space Tower above it.
  const ex = 190;
  const euromast =
    rect(ex - 9, 300, 18, base - 298, p.mid) +
    `<ellipse cx="${ex}" cy="300" rx="40" ry="11" fill="${p.mid}"/>` +
    rect(ex - 30, 282, 60, 16, p.mid) +
    `<ellipse cx="${ex}" cy="282" rx="34" ry="8" fill="${p.mid}"/>` +
    rect(ex - 4.5, 120, 9, 164, p.mid) +
    rect(ex - 9, 132, 18, 16, p.mid) +
    rect(ex - 1, 86, 2, 36, p.mid);
  // The Cube Houses: yellow cubes tipped on their corners, on pillars.
  const cubes = [0, 1, 2, 3]
    .map((index) => {
      const cx = 1000 + index * 46;
      const cy = 470;
      return rect(cx - 4, cy + 20, 8, base - cy - 18, p.near) + polygon([cx, cy - 28, cx + 26, cy, cx, cy + 28, cx - 26, cy], p.near);
    })
    .join('');
  return {
    sun: [980, 140],
    focusX: 700,
    hazeMid: 0.3,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 80, maxHeight: 200, minWidth: 40, maxWidth: 80, fill: p.far }),
    mid:
      buildings(rnd, {
        from: 820,
        to: 1210,
        base,
        minHeight: 150,
        maxHeight: 300,
        minWidth: 44,
        maxWidth: 80,
        fill: 'url(#glass-mid)',
        lights: lights(p, 'mid'),
      }) + euromast,
    near: bridge + cubes,
  };
};

export const utrecht: SceneDrawer = (p, rnd) => {
  const base = 545;
  // The Dom Tower: two square stages and the open octagonal lantern, 112 metres over the old town.
  const dx = 560;
  const stone = p.near;
  const openings = stoneLight(p, stone);
  const pinnacles = (y: number, half: number) =>
    [dx - half, dx + half].map((x) => polygon([x - 6, y, x + 6, y, x, y - 26], stone)).join('');
  const dom =
    rect(dx - 52, 310, 104, base - 308, stone) +
    lancets(dx - 44, 330, 88, 70, 2, openings) +
    pinnacles(312, 50) +
    rect(dx - 44, 196, 88, 116, stone) +
    lancets(dx - 40, 210, 80, 84, 2, openings) +
    pinnacles(198, 42) +
    polygon([dx - 34, 198, dx - 24, 108, dx + 24, 108, dx + 34, 198], stone) +
    lancets(dx - 24, 124, 48, 64, 3, openings) +
    polygon([dx - 26, 110, dx + 26, 110, dx + 14, 92, dx - 14, 92], stone) +
    polygon([dx - 10, 94, dx + 10, 94, dx, 60], stone) +
    rect(dx - 1.5, 38, 3, 26, stone) +
    rect(dx - 7, 48, 14, 3, stone);
  // The cathedral's choir, standing apart since the storm of 1674 took the nave.
  const choir =
    polygon([690, base, 690, 400, 760, 330, 830, 400, 830, base], p.mid) +
    [700, 740, 780, 820].map((x) => polygon([x - 5, 402, x + 5, 402, x, 380], p.mid)).join('');
  // The Oudegracht's wharves: a walk at the water with vaulted cellars under the street.
  const wharf =
    rect(-10, base - 30, 1220, 36, p.near) +
    Array.from({ length: 20 }, (_, index) => {
      const x = 14 + index * 62;
      return `<path d="M${x} ${base + 6}V${base - 12}A14 14 0 0 1 ${x + 28} ${base - 12}V${base + 6}Z" fill="${mix(p.near, '#000000', 0.35)}"/>`;
    }).join('');
  return {
    sun: [930, 150],
    focusX: 580,
    waterY: base + 6,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 60, maxHeight: 140, minWidth: 40, maxWidth: 90, fill: p.far }) + choir,
    mid: gableRow(p, rnd, { from: -10, to: 1210, base: base - 30, minHeight: 100, maxHeight: 170, fill: p.mid, skip: [[480, 640]] }),
    near: dom + gableRow(p, rnd, { from: -10, to: 1210, base: base - 30, minHeight: 70, maxHeight: 110, fill: p.near, skip: [[440, 680]] }),
    front: wharf,
  };
};

export const theHague: SceneDrawer = (p, rnd) => {
  const base = 545;
  // The Ridderzaal: the Knights' Hall's high gable between its two slim turrets, the Binnenhof around it.
  const rx = 430;
  const stone = p.near;
  const openings = stoneLight(p, stone);
  const turret = (x: number) =>
    rect(x - 12, 300, 24, base - 298, stone) + polygon([x - 15, 302, x + 15, 302, x, 232], stone) + rect(x - 1, 214, 2, 20, stone);
  const hall =
    rect(rx - 96, 390, 192, base - 388, stone) +
    polygon([rx - 96, 392, rx, 262, rx + 96, 392], stone) +
    circle(rx, 350, 24, openings) +
    lancets(rx - 70, 420, 140, 70, 4, openings) +
    turret(rx - 100) +
    turret(rx + 100);
  const binnenhof =
    rect(120, 440, 200, base - 438, stone) +
    rect(540, 430, 220, base - 428, stone) +
    polygon([540, 432, 650, 396, 760, 432], stone) +
    windows(rnd, 120, 444, 200, 90, p.light, p.night ? 0.5 : 1, p.night ? 0.8 : 0.14) +
    windows(rnd, 540, 436, 220, 98, p.light, p.night ? 0.5 : 1, p.night ? 0.8 : 0.14);
  // Behind it the new town: the Hoftoren's tapered crown and the narrow "Flat Iron".
  const towers =
    rect(860, 190, 70, base - 188, 'url(#glass-mid)') +
    polygon([860, 192, 895, 110, 930, 192], p.mid) +
    rect(893, 70, 4, 44, p.mid) +
    rect(980, 220, 44, base - 218, p.mid) +
    polygon([980, 222, 1024, 190, 1024, 222], p.mid);
  return {
    sun: [180, 150],
    focusX: 480,
    hazeMid: 0.35,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 70, maxHeight: 180, minWidth: 40, maxWidth: 80, fill: p.far }),
    mid:
      buildings(rnd, {
        from: 780,
        to: 1210,
        base,
        minHeight: 140,
        maxHeight: 260,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
        skip: [[850, 1030]],
      }) + towers,
    near: binnenhof + hall,
  };
};

export const groningen: SceneDrawer = (p, rnd) => {
  const base = 545;
  // The Martinitoren: four stages narrowing to the onion-shaped cupola and its lantern.
  const mx = 560;
  const stone = p.near;
  const openings = stoneLight(p, stone);
  const martini =
    rect(mx - 40, 330, 80, base - 328, stone) +
    lancets(mx - 34, 350, 68, 80, 2, openings) +
    rect(mx - 34, 250, 68, 82, stone) +
    circle(mx, 286, 18, openings) +
    rect(mx - 28, 190, 56, 62, stone) +
    lancets(mx - 28, 198, 56, 46, 3, openings) +
    rect(mx - 20, 150, 40, 42, stone) +
    lancets(mx - 20, 158, 40, 28, 2, openings) +
    `<path d="M${mx - 24} 152C${mx - 26} 130 ${mx - 8} 126 ${mx} 112C${mx + 8} 126 ${mx + 26} 130 ${mx + 24} 152Z" fill="${stone}"/>` +
    rect(mx - 6, 88, 12, 26, stone) +
    polygon([mx - 8, 90, mx + 8, 90, mx, 66], stone) +
    rect(mx - 1, 44, 2, 24, stone);
  // The Martinikerk's nave beside it.
  const church = polygon([610, base, 610, 420, 700, 360, 790, 420, 790, base], p.mid);
  // The Groninger Museum on its canal: a tower, a block tipped off true and a low hall.
  const museum =
    rect(960, 330, 46, base - 328, p.mid) +
    polygon([1020, base, 1030, 380, 1130, 400, 1120, base], p.mid) +
    rect(880, 460, 220, base - 458, p.mid);
  return {
    sun: [880, 150],
    focusX: 560,
    hazeMid: 0.25,
    groundY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 60, maxHeight: 140, minWidth: 40, maxWidth: 90, fill: p.far }),
    mid: church + museum,
    near:
      martini +
      gableRow(p, rnd, { from: -10, to: 500, base, minHeight: 90, maxHeight: 160, fill: p.near }) +
      gableRow(p, rnd, { from: 620, to: 860, base, minHeight: 70, maxHeight: 120, fill: p.near }),
  };
};

export const eindhoven: SceneDrawer = (p, rnd) => {
  const base = 545;
  // The Evoluon: the concrete saucer of 1966 on its V-shaped legs, a ring of windows round its rim.
  const ex = 420;
  const saucer =
    `<path d="M${ex - 180} 404Q${ex} 276 ${ex + 180} 404Z" fill="${p.near}"/>` +
    rect(ex - 186, 400, 372, 20, p.near) +
    Array.from({ length: 24 }, (_, index) => rect(ex - 176 + index * 14.8, 405, 9, 9, stoneLight(p, p.near))).join('') +
    `<path d="M${ex - 178} 418Q${ex} 500 ${ex + 178} 418Z" fill="${p.near}"/>` +
    [-110, 0, 110]
      .map((offset) => {
        const x = ex + offset;
        return (
          polygon([x - 34, 452, x - 22, 452, x + 3, base, x - 3, base], p.near) +
          polygon([x + 22, 452, x + 34, 452, x + 3, base, x - 3, base], p.near)
        );
      })
      .join('');
  // The Philips Light Tower: the old bulb factory with its glass lantern on top.
  const lx = 690;
  const lightTower =
    rect(620, 380, 140, base - 378, p.mid) +
    windows(rnd, 620, 384, 140, 150, p.light, p.night ? 0.6 : 1, p.night ? 0.8 : 0.14) +
    rect(lx - 22, 200, 44, 182, p.mid) +
    rect(lx - 28, 160, 56, 42, mix(p.mid, p.light, p.night ? 0.7 : 0.35)) +
    [0, 1, 2].map((index) => rect(lx - 28 + index * 19, 160, 3, 42, p.mid)).join('') +
    rect(lx - 32, 150, 64, 12, p.mid) +
    rect(lx - 1.5, 120, 3, 32, p.mid);
  // The Catharinakerk's two spires.
  const spire = (x: number, top: number) =>
    rect(x - 14, top + 120, 28, base - top - 118, p.far) + polygon([x - 16, top + 122, x + 16, top + 122, x, top], p.far);
  return {
    sun: [1010, 140],
    focusX: 520,
    hazeMid: 0.3,
    groundY: base,
    far:
      buildings(rnd, { from: -10, to: 1210, base, minHeight: 50, maxHeight: 120, minWidth: 50, maxWidth: 110, fill: p.far }) +
      spire(1080, 190) +
      spire(1150, 220) +
      rect(1080, 420, 70, base - 418, p.far),
    mid: lightTower,
    near: saucer + [40, 80, 120, 960, 1000, 1150].map((x, index) => poplar(x, base, 150 + (index % 3) * 18, p.near)).join(''),
  };
};
