import { type SceneDrawer, buildings, lights, mix, n, palm, polygon, rect, saguaro, windows } from './drawing';

export const chicago: SceneDrawer = (p, rnd) => {
  const base = 540;
  // Willis Tower: bundled tubes stepping back, two antennas.
  const wx = 600;
  const band = mix(p.near, '#000000', 0.3);
  const willis =
    rect(wx, 318, 156, base - 316, p.near) +
    rect(wx, 226, 108, 94, p.near) +
    rect(wx + 30, 128, 78, 100, p.near) +
    rect(wx + 30, 128, 38, base - 128, '#ffffff', ' opacity="0.05"') +
    rect(wx + 42, 50, 6, 80, p.near) +
    rect(wx + 88, 70, 6, 60, p.near) +
    rect(wx + 30, 150, 78, 6, band) +
    rect(wx, 246, 108, 6, band) +
    rect(wx, 340, 156, 6, band) +
    rect(wx, 440, 156, 6, band) +
    windows(rnd, wx + 30, 156, 78, 72, p.light, p.night ? 0.5 : 0.9, p.night ? 0.85 : 0.13) +
    windows(rnd, wx, 252, 108, 70, p.light, p.night ? 0.5 : 0.9, p.night ? 0.85 : 0.13) +
    windows(rnd, wx, 346, 156, base - 346, p.light, p.night ? 0.5 : 0.9, p.night ? 0.85 : 0.13);
  // John Hancock Center: tapering, X-braced, two antennas.
  const hx = 300;
  const hancockBraces = [0, 1, 2, 3, 4]
    .map((tier) => {
      const y1 = base - tier * 62;
      const y2 = y1 - 62;
      const half = (y: number) => 62 - ((base - y) / 320) * 22;
      return `<path d="M${n(hx - half(y1) + 6)} ${n(y1)}L${n(hx + half(y2) - 6)} ${n(y2)}M${n(hx + half(y1) - 6)} ${n(y1)}L${n(hx - half(y2) + 6)} ${n(y2)}" stroke="${mix(p.mid, p.light, 0.35)}" stroke-width="3" opacity="0.55"/>`;
    })
    .join('');
  const hancock =
    polygon([hx - 62, base, hx + 62, base, hx + 40, 220, hx - 40, 220], p.mid) +
    hancockBraces +
    rect(hx - 20, 140, 5, 82, p.mid) +
    rect(hx + 15, 150, 5, 72, p.mid);
  // Aon Center and Trump Tower on the right.
  const right =
    rect(930, 250, 78, base - 250, 'url(#glass-mid)') +
    rect(1050, 290, 70, base - 290, 'url(#glass-mid)') +
    rect(1060, 240, 50, 52, p.mid) +
    rect(1068, 205, 34, 37, p.mid) +
    rect(1083, 140, 4, 66, p.mid);
  return {
    sun: [960, 150],
    focusX: 620,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 70, maxHeight: 190, minWidth: 34, maxWidth: 70, fill: p.far }),
    mid:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 110,
        maxHeight: 240,
        minWidth: 40,
        maxWidth: 80,
        fill: p.mid,
        skip: [
          [230, 370],
          [920, 1130],
        ],
        lights: lights(p, 'mid'),
      }) +
      hancock +
      right,
    near:
      buildings(rnd, {
        from: 400,
        to: 840,
        base,
        minHeight: 80,
        maxHeight: 170,
        minWidth: 40,
        maxWidth: 72,
        fill: p.near,
        skip: [[590, 766]],
        lights: lights(p, 'near'),
      }) +
      buildings(rnd, {
        from: -10,
        to: 210,
        base,
        minHeight: 60,
        maxHeight: 130,
        minWidth: 40,
        maxWidth: 70,
        fill: p.near,
        lights: lights(p, 'near'),
      }) +
      willis,
  };
};

export const newYork: SceneDrawer = (p, rnd) => {
  const base = 560;
  // Empire State Building: Art Deco setbacks, mast and spire.
  const ex = 640;
  const tiers: Array<[number, number]> = [
    [210, 500],
    [168, 440],
    [124, 262],
    [100, 240],
    [78, 216],
    [58, 194],
    [42, 172],
  ];
  const empire =
    tiers
      .map(([width, top], index) =>
        rect(ex - width / 2, top, width, (tiers[index - 1]?.[1] ?? base) - top + 2, index === 2 ? 'url(#glass-near)' : p.near),
      )
      .join('') +
    polygon([ex - 14, 174, ex + 14, 174, ex + 8, 118, ex - 8, 118], p.near) +
    rect(ex - 2.5, 44, 5, 76, p.near) +
    [-42, -21, 0, 21, 42].map((dx) => rect(ex + dx - 1.5, 270, 3, 170, mix(p.near, p.light, p.night ? 0.12 : 0.2))).join('') +
    (p.night ? rect(ex - 18, 172, 36, 8, p.light, ' opacity="0.8"') : '');
  // Chrysler Building: stacked arches with sunburst windows, needle spire.
  const cx = 380;
  const arches = [0, 1, 2, 3]
    .map((tier) => {
      const half = 34 - tier * 7;
      const y = 250 - tier * 24;
      return (
        `<path d="M${n(cx - half)} ${n(y + 24)}V${n(y)}Q${n(cx)} ${n(y - 40)} ${n(cx + half)} ${n(y)}V${n(y + 24)}Z" fill="${p.mid}"/>` +
        polygon([cx - 3, y - 12, cx + 3, y - 12, cx, y - 24], mix(p.mid, p.light, 0.5), ' opacity="0.7"')
      );
    })
    .join('');
  const chrysler = rect(cx - 34, 272, 68, base - 272, 'url(#glass-mid)') + arches + polygon([cx - 4, 170, cx + 4, 170, cx, 70], p.mid);
  // One World Trade Center, far right.
  const one =
    polygon([1000 - 44, base, 1000 + 44, base, 1000 + 26, 190, 1000 - 26, 190], p.far) +
    polygon([1000, base, 1000 + 26, 190, 1000 - 26, 190], mix(p.far, p.light, 0.25)) +
    rect(998, 90, 4, 102, p.far);
  return {
    sun: [240, 140],
    focusX: 600,
    groundY: base,
    far:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 150,
        maxHeight: 300,
        minWidth: 30,
        maxWidth: 62,
        fill: p.far,
        skip: [[950, 1050]],
      }) + one,
    mid:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 120,
        maxHeight: 250,
        minWidth: 36,
        maxWidth: 70,
        fill: p.mid,
        skip: [
          [340, 420],
          [520, 760],
        ],
        lights: lights(p, 'mid'),
        waterTowers: true,
      }) + chrysler,
    near:
      buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 70,
        maxHeight: 170,
        minWidth: 38,
        maxWidth: 74,
        fill: p.near,
        skip: [[530, 750]],
        lights: lights(p, 'near'),
        waterTowers: true,
      }) + empire,
  };
};

export const losAngeles: SceneDrawer = (p, rnd) => {
  const base = 560;
  const hills =
    `<path d="M-10 ${base}V430C80 400 170 360 260 372C340 382 390 330 470 322C560 312 620 372 700 380C790 390 860 350 960 342C1060 334 1120 380 1210 392V${base}Z" fill="${p.far}"/>` +
    // Griffith Observatory on the crest: a hall with three domes.
    rect(440, 314, 64, 14, p.far) +
    `<path d="M458 316a14 14 0 0 1 28 0ZM440 318a7 7 0 0 1 14 0ZM490 318a7 7 0 0 1 14 0Z" fill="${p.far}"/>`;
  // Downtown: US Bank Tower (round crown) and Wilshire Grand (sail and spire).
  const us = rect(800, 262, 70, base - 262, 'url(#glass-mid)') + rect(808, 244, 54, 20, p.mid) + rect(818, 230, 34, 16, p.mid);
  const grand = polygon([890, base, 890, 250, 950, 214, 950, base], 'url(#glass-mid)') + rect(948, 150, 4, 100, p.mid);
  return {
    sun: [640, 330],
    focusX: 620,
    groundY: base,
    far: hills,
    mid:
      buildings(rnd, {
        from: 640,
        to: 1060,
        base,
        minHeight: 90,
        maxHeight: 200,
        minWidth: 36,
        maxWidth: 64,
        fill: p.mid,
        skip: [[790, 960]],
        lights: lights(p, 'mid'),
      }) +
      us +
      grand,
    near: buildings(rnd, {
      from: 300,
      to: 1010,
      base,
      minHeight: 28,
      maxHeight: 70,
      minWidth: 50,
      maxWidth: 110,
      fill: p.near,
      lights: lights(p, 'near'),
    }),
    front:
      palm(170, base + 20, 370, 22, p.near) +
      palm(270, base + 20, 290, -16, p.near) +
      palm(1060, base + 20, 360, -22, p.near) +
      palm(1150, base + 20, 270, 16, p.near) +
      palm(590, base + 20, 190, 10, mix(p.near, p.mid, 0.35)),
  };
};

export const houston: SceneDrawer = (p, rnd) => {
  const base = 540;
  // JPMorgan Chase Tower: the tallest, a chamfered corner.
  const chase = polygon([560, base, 560, 176, 584, 150, 660, 150, 660, base], 'url(#glass-near)');
  // Wells Fargo Plaza: curved glass shoulders.
  const wells = `<path d="M440 ${base}V238Q440 200 478 196H506Q540 200 540 238V${base}Z" fill="url(#glass-mid)"/>`;
  // Pennzoil Place: twin trapezoids with 45-degree tops.
  const pennzoil =
    polygon([690, base, 690, 300, 740, 250, 740, base], 'url(#glass-near)') +
    polygon([752, base, 752, 250, 802, 300, 802, base], 'url(#glass-near)');
  // Bank of America Center: stepped Dutch gables.
  const gable = (x: number, width: number, top: number) =>
    polygon([x, top + 40, x, top + 14, x + width / 2, top - 18, x + width, top + 14, x + width, top + 40], p.mid) +
    rect(x + width / 2 - 1.5, top - 40, 3, 24, p.mid);
  const bofa =
    rect(840, 330, 120, base - 330, 'url(#glass-mid)') +
    gable(840, 120, 300) +
    gable(858, 84, 250) +
    rect(858, 288, 84, 44, p.mid) +
    gable(878, 44, 204) +
    rect(878, 242, 44, 50, p.mid);
  // Elevated freeway across the flat horizon.
  const freeway =
    rect(-10, 506, 1220, 12, p.near) +
    rect(-10, 503, 1220, 3, mix(p.near, p.light, 0.3)) +
    [60, 200, 340, 480, 620, 760, 900, 1040, 1180].map((x) => rect(x, 516, 12, base - 516, p.near)).join('');
  const reflections = `<path d="M560 330L660 200V290L560 420ZM690 470L740 400V440L690 510Z" fill="${p.light}" opacity="${p.night ? 0.05 : 0.1}"/>`;
  return {
    sun: [280, 150],
    focusX: 660,
    hazeMid: 0.3,
    groundY: base,
    far:
      buildings(rnd, { from: -10, to: 1210, base, minHeight: 24, maxHeight: 64, minWidth: 50, maxWidth: 120, fill: p.far }) +
      [1060, 1084, 1130].map((x, index) => rect(x, 420 - index * 14, 7, 140, p.far)).join(''),
    mid:
      buildings(rnd, {
        from: 360,
        to: 1000,
        base,
        minHeight: 120,
        maxHeight: 230,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        skip: [
          [430, 550],
          [830, 970],
        ],
        lights: lights(p, 'mid'),
      }) +
      wells +
      bofa,
    near:
      chase +
      pennzoil +
      reflections +
      windows(rnd, 560, 180, 100, 320, p.light, p.night ? 0.45 : 0.8, p.night ? 0.8 : 0.12) +
      buildings(rnd, {
        from: 230,
        to: 1000,
        base,
        minHeight: 40,
        maxHeight: 110,
        minWidth: 50,
        maxWidth: 90,
        fill: p.near,
        skip: [[550, 815]],
        lights: lights(p, 'near'),
      }) +
      freeway,
  };
};

export const phoenix: SceneDrawer = (p, rnd) => {
  const base = 566;
  const range = `<path d="M-10 ${base}V470L90 446L180 462L290 430L380 452L470 436L560 456L700 440L820 458L930 428L1040 450L1130 436L1210 456V${base}Z" fill="${p.far}"/>`;
  // Camelback Mountain: the kneeling camel's head (with the Praying Monk rock), the neck, the long hump.
  const rock = mix(p.mid, p.near, 0.25);
  const camelback =
    `<path d="M210 ${base}C260 530 300 470 336 436C352 420 364 398 384 392C398 388 408 390 416 398L420 382L428 380L434 400C446 414 452 436 474 444C496 452 520 446 540 428C580 392 606 330 656 302C690 284 730 284 766 306C806 332 836 376 880 410C944 460 1010 510 1090 ${base}Z" fill="${rock}"/>` +
    `<path d="M656 302C690 284 730 284 766 306C806 332 836 376 880 410C944 460 1010 510 1090 ${base}H820C800 470 760 380 700 300Z" fill="${mix(rock, p.near, 0.3)}" opacity="0.55"/>` +
    `<path d="M560 420C590 380 620 340 656 312M700 340L716 380M330 480L350 506" stroke="${mix(rock, p.light, 0.3)}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.4"/>`;
  const town = buildings(rnd, {
    from: 160,
    to: 1140,
    base,
    minHeight: 10,
    maxHeight: 30,
    minWidth: 30,
    maxWidth: 80,
    fill: mix(p.mid, p.near, 0.55),
  });
  const dunes =
    `<path d="M-10 ${base}C200 550 420 560 640 570C860 580 1040 560 1210 556V640H-10Z" fill="${p.near}"/>` +
    `<path d="M-10 604C240 588 500 610 760 600C960 592 1100 606 1210 600" stroke="${mix(p.near, p.light, 0.16)}" stroke-width="3" fill="none"/>`;
  const shrub = (x: number, y: number, size: number) =>
    `<path d="M${x - size} ${y}Q${x - size * 0.9} ${y - size * 0.9} ${x} ${y - size}Q${x + size * 0.9} ${y - size * 0.9} ${x + size} ${y}Z" fill="${mix(p.near, p.mid, 0.3)}"/>`;
  return {
    sun: [720, 270],
    focusX: 650,
    groundY: base,
    hazeMid: 0.15,
    far: range,
    mid: camelback + town,
    near: dunes,
    front:
      shrub(70, 614, 12) +
      shrub(96, 614, 18) +
      shrub(820, 610, 14) +
      shrub(842, 610, 9) +
      saguaro(180, 604, 280, p.near, [
        [-1, 0.42, 0.26],
        [1, 0.58, 0.22],
      ]) +
      saguaro(1070, 600, 230, p.near, [
        [1, 0.4, 0.27],
        [-1, 0.56, 0.17],
      ]) +
      saguaro(950, 596, 130, p.near, [[-1, 0.46, 0.24]]),
  };
};
