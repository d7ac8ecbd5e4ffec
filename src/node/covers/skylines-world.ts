import { type SceneDrawer, buildings, circle, conifer, lights, mix, n, polygon, rect, windows } from './drawing';

export const london: SceneDrawer = (p, rnd) => {
  const base = 540;
  // The Shard and St Paul's, far.
  const shard = polygon([960, base, 1052, base, 1010, 150, 1004, 130, 1000, 160], p.far);
  const paul =
    rect(730, 460, 100, 80, p.far) +
    rect(760, 420, 40, 42, p.far) +
    `<path d="M754 422a26 30 0 0 1 52 0Z" fill="${p.far}"/>` +
    rect(775, 370, 10, 30, p.far) +
    polygon([776, 372, 784, 372, 780, 356], p.far);
  // London Eye: rim, spokes, capsules and the leaning support.
  const [ex, ey, er] = [880, 332, 176];
  const spokes = Array.from({ length: 16 }, (_, index) => {
    const angle = (index / 16) * Math.PI * 2;
    return `M${ex} ${ey}L${n(ex + Math.cos(angle) * er)} ${n(ey + Math.sin(angle) * er)}`;
  }).join('');
  const capsules = Array.from({ length: 32 }, (_, index) => {
    const angle = (index / 32) * Math.PI * 2;
    return `<ellipse cx="${n(ex + Math.cos(angle) * (er + 9))}" cy="${n(ey + Math.sin(angle) * (er + 9))}" rx="8" ry="5.5" fill="${p.mid}"/>`;
  }).join('');
  const eye =
    (p.night ? `<circle cx="${ex}" cy="${ey}" r="${er}" stroke="${p.light}" stroke-width="11" fill="none" opacity="0.25"/>` : '') +
    `<circle cx="${ex}" cy="${ey}" r="${er}" stroke="${p.mid}" stroke-width="7" fill="none"/>` +
    `<circle cx="${ex}" cy="${ey}" r="${er - 12}" stroke="${p.mid}" stroke-width="2.5" fill="none"/>` +
    `<path d="${spokes}" stroke="${p.mid}" stroke-width="1.6"/>` +
    capsules +
    circle(ex, ey, 12, p.mid) +
    polygon([ex - 4, ey, ex + 4, ey, ex - 70, base, ex - 92, base], p.mid) +
    polygon([ex - 4, ey, ex + 4, ey, ex + 44, base, ex + 26, base], p.mid);
  // Elizabeth Tower (Big Ben) with its clock, and the Palace of Westminster.
  const bx = 300;
  const clockFace = p.night ? p.light : mix(p.light, '#ffffff', 0.5);
  const bigBen =
    rect(bx - 28, 250, 56, base - 248, p.near) +
    rect(bx - 34, 176, 68, 76, p.near) +
    circle(bx, 214, 24, clockFace, p.night ? ' opacity="0.95"' : ' opacity="0.9"') +
    `<path d="M${bx} 214V198M${bx} 214L${bx + 10} 220" stroke="${p.near}" stroke-width="3" stroke-linecap="round"/>` +
    rect(bx - 30, 146, 60, 32, p.near) +
    [bx - 20, bx - 5, bx + 10].map((x) => rect(x, 152, 10, 18, mix(p.near, p.light, p.night ? 0.4 : 0.25))).join('') +
    polygon([bx - 32, 148, bx + 32, 148, bx, 64], p.near) +
    rect(bx - 1.5, 38, 3, 30, p.near) +
    polygon([bx - 36, 150, bx - 28, 150, bx - 32, 118], p.near) +
    polygon([bx + 28, 150, bx + 36, 150, bx + 32, 118], p.near) +
    [bx - 16, bx + 12].map((x) => rect(x, 262, 4, 270, mix(p.near, p.light, 0.1))).join('');
  const pinnacles = Array.from({ length: 16 }, (_, index) => {
    const x = 344 + index * 20;
    return polygon([x - 3, 474, x + 3, 474, x, 456], p.near);
  }).join('');
  const palace =
    rect(330, 472, 340, base - 470, p.near) +
    pinnacles +
    rect(500, 440, 26, 34, p.near) +
    polygon([498, 442, 528, 442, 513, 396], p.near) +
    rect(640, 390, 58, base - 388, p.near) +
    [640, 694].map((x) => polygon([x - 2, 392, x + 6, 392, x + 2, 370], p.near)).join('') +
    windows(rnd, 330, 478, 340, 60, p.light, p.night ? 0.55 : 1, p.night ? 0.8 : 0.12);
  return {
    sun: [1090, 130],
    focusX: 440,
    waterY: base,
    far:
      buildings(rnd, {
        from: 560,
        to: 1210,
        base,
        minHeight: 60,
        maxHeight: 150,
        minWidth: 40,
        maxWidth: 80,
        fill: p.far,
        skip: [
          [720, 840],
          [950, 1060],
        ],
      }) +
      paul +
      shard,
    mid:
      buildings(rnd, {
        from: -10,
        to: 300,
        base,
        minHeight: 60,
        maxHeight: 140,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }) + eye,
    near:
      bigBen +
      palace +
      buildings(rnd, {
        from: -10,
        to: 240,
        base,
        minHeight: 40,
        maxHeight: 90,
        minWidth: 50,
        maxWidth: 90,
        fill: p.near,
        lights: lights(p, 'near'),
      }),
  };
};

export const toronto: SceneDrawer = (p, rnd) => {
  const base = 545;
  const tx = 560;
  // CN Tower: tapering shaft, main pod, SkyPod, antenna.
  const cn =
    polygon([tx - 34, base, tx + 34, base, tx + 12, 262, tx - 12, 262], p.near) +
    polygon([tx - 28, 270, tx + 28, 270, tx + 50, 250, tx - 50, 250], p.near) +
    `<rect x="${tx - 52}" y="232" width="104" height="20" rx="10" fill="${p.near}"/>` +
    rect(tx - 40, 222, 80, 12, p.near) +
    rect(tx - 44, 240, 88, 5, mix(p.near, p.light, p.night ? 0.8 : 0.3), p.night ? ' opacity="0.9"' : '') +
    rect(tx - 9, 150, 18, 76, p.near) +
    `<rect x="${tx - 17}" y="140" width="34" height="16" rx="6" fill="${p.near}"/>` +
    polygon([tx - 6, 142, tx + 6, 142, tx + 1.5, 36, tx - 1.5, 36], p.near);
  // Rogers Centre: the ribbed dome.
  const rogers =
    rect(300, 500, 200, base - 498, p.mid) +
    `<path d="M304 502A96 60 0 0 1 496 502Z" fill="${p.mid}"/>` +
    `<path d="M352 502Q360 452 400 442M448 502Q440 452 400 442M400 442V502" stroke="${mix(p.mid, p.light, 0.3)}" stroke-width="3" fill="none" opacity="0.7"/>`;
  return {
    sun: [300, 150],
    focusX: 600,
    waterY: base,
    far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 80, maxHeight: 200, minWidth: 34, maxWidth: 66, fill: p.far }),
    mid:
      buildings(rnd, {
        from: 620,
        to: 1210,
        base,
        minHeight: 140,
        maxHeight: 300,
        minWidth: 40,
        maxWidth: 70,
        fill: 'url(#glass-mid)',
        lights: lights(p, 'mid'),
      }) +
      buildings(rnd, {
        from: -10,
        to: 300,
        base,
        minHeight: 90,
        maxHeight: 180,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }) +
      rogers,
    near:
      buildings(rnd, {
        from: 640,
        to: 1210,
        base,
        minHeight: 70,
        maxHeight: 180,
        minWidth: 44,
        maxWidth: 80,
        fill: p.near,
        lights: lights(p, 'near'),
      }) +
      buildings(rnd, {
        from: -10,
        to: 250,
        base,
        minHeight: 40,
        maxHeight: 100,
        minWidth: 44,
        maxWidth: 80,
        fill: p.near,
        lights: lights(p, 'near'),
      }) +
      cn,
  };
};

export const sydney: SceneDrawer = (p, rnd) => {
  const base = 540;
  // Harbour Bridge: the steel arch between granite pylons, hangers, the deck.
  const [left, right, deck] = [690, 1130, 468];
  const span = right - left;
  const archTop = (t: number) => deck - 4 - Math.sin(Math.PI * t) * 210;
  const archBottom = (t: number) => deck - 4 - Math.sin(Math.PI * t) * 150;
  const steps = 24;
  const top = Array.from({ length: steps + 1 }, (_, index) => [left + (span * index) / steps, archTop(index / steps)] as [number, number]);
  const bottom = Array.from(
    { length: steps + 1 },
    (_, index) => [left + (span * (steps - index)) / steps, archBottom((steps - index) / steps)] as [number, number],
  );
  const truss = Array.from({ length: steps - 1 }, (_, index) => {
    const t = (index + 1) / steps;
    const x = left + span * t;
    const next = left + span * (t + 1 / steps);
    return (
      `M${n(x)} ${n(archTop(t))}L${n(x)} ${n(archBottom(t))}L${n(next)} ${n(archTop(t + 1 / steps))}` +
      (archBottom(t) < deck - 8 ? `M${n(x)} ${n(archBottom(t))}V${deck}` : '')
    );
  }).join('');
  const bridge =
    polygon([...top, ...bottom].flat(), 'none', ` stroke="${p.mid}" stroke-width="5" stroke-linejoin="round"`) +
    `<path d="${truss}" stroke="${p.mid}" stroke-width="2.6" fill="none"/>` +
    rect(560, deck, 660, 12, p.mid) +
    [
      [left - 50, 46],
      [right + 4, 46],
    ]
      .map(
        ([x, width]) =>
          rect(x as number, 400, width as number, base - 398, p.mid) + rect((x as number) - 3, 396, (width as number) + 6, 8, p.mid),
      )
      .join('') +
    [600, 1180].map((x) => rect(x, deck, 14, base - deck, p.mid)).join('');
  // Opera House: white shells on a podium, facing the water.
  const shellFill = p.night ? mix(p.light, '#ffffff', 0.7) : '#fbf8f3';
  const shellShade = mix(shellFill, p.skyMid, 0.28);
  const shell = (x0: number, x1: number, apexX: number, apexY: number, podium: number) =>
    `<path d="M${x0} ${podium}Q${n(x0 + (apexX - x0) * 0.1)} ${n(apexY + (podium - apexY) * 0.25)} ${apexX} ${apexY}Q${n(apexX + (x1 - apexX) * 0.55)} ${n(apexY + (podium - apexY) * 0.55)} ${x1} ${podium}Z" fill="${shellFill}"/>` +
    `<path d="M${n(apexX)} ${n(apexY)}Q${n(apexX + (x1 - apexX) * 0.55)} ${n(apexY + (podium - apexY) * 0.55)} ${x1} ${podium}H${n(x1 - (x1 - x0) * 0.28)}Q${n(apexX + (x1 - apexX) * 0.3)} ${n(apexY + (podium - apexY) * 0.6)} ${n(apexX)} ${n(apexY)}Z" fill="${shellShade}"/>`;
  const podium = 512;
  const opera =
    polygon([130, base, 150, podium, 600, podium, 620, base], p.near) +
    shell(470, 590, 492, 420, podium) +
    shell(404, 520, 430, 370, podium) +
    shell(326, 452, 352, 322, podium) +
    shell(252, 376, 276, 352, podium) +
    shell(180, 290, 196, 410, podium) +
    rect(146, podium - 2, 458, 6, mix(p.near, p.light, 0.25));
  return {
    sun: [340, 150],
    focusX: 420,
    waterY: base,
    far:
      buildings(rnd, { from: 560, to: 1210, base, minHeight: 80, maxHeight: 220, minWidth: 36, maxWidth: 70, fill: p.far }) +
      rect(866, 220, 10, 320, p.far) +
      `<rect x="852" y="196" width="38" height="40" rx="10" fill="${p.far}"/>` +
      rect(869, 150, 4, 50, p.far),
    mid:
      bridge +
      buildings(rnd, {
        from: -10,
        to: 170,
        base,
        minHeight: 60,
        maxHeight: 150,
        minWidth: 40,
        maxWidth: 70,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }),
    near: opera,
  };
};

export const vancouver: SceneDrawer = (p, rnd) => {
  const base = 550;
  const snow = mix('#ffffff', p.skyBottom, p.night ? 0.55 : 0.15);
  const mountains =
    `<path d="M-10 ${base}V360L110 290L200 330L330 200L440 300L520 270L600 320L720 180L860 300L960 250L1080 320L1210 260V${base}Z" fill="${p.far}"/>` +
    polygon([330, 200, 372, 238, 350, 236, 330, 250, 310, 232, 292, 236], snow) +
    polygon([720, 180, 770, 222, 746, 220, 724, 236, 702, 222, 676, 226], snow) +
    polygon([110, 290, 140, 310, 112, 316, 88, 304], snow) +
    polygon([960, 250, 996, 274, 966, 280, 940, 266], snow);
  const front = `<path d="M-10 ${base}V420C120 400 220 380 340 400C460 420 540 410 640 430C760 452 900 400 1020 410C1100 416 1160 430 1210 440V${base}Z" fill="${mix(p.far, p.mid, 0.5)}"/>`;
  // Harbour Centre: a slim tower with its lookout ring.
  const hx = 640;
  const harbour =
    rect(hx - 20, 250, 40, base - 248, p.near) +
    `<rect x="${hx - 50}" y="222" width="100" height="26" rx="12" fill="${p.near}"/>` +
    `<path d="M${hx - 30} 224a30 16 0 0 1 60 0Z" fill="${p.near}"/>` +
    rect(hx - 2, 160, 4, 52, p.near) +
    rect(hx - 46, 232, 92, 4, mix(p.near, p.light, p.night ? 0.8 : 0.35), p.night ? ' opacity="0.9"' : '');
  const sail = (x: number, size: number) =>
    polygon([x, 590 - size, x, 584, x + size * 0.7, 584], '#ffffff', ' opacity="0.92"') +
    polygon([x - 3, 590 - size * 0.8, x - 3, 584, x - size * 0.45, 584], '#ffffff', ' opacity="0.8"') +
    `<path d="M${x - size * 0.5} 588H${x + size * 0.8}L${x + size * 0.65} 598H${x - size * 0.38}Z" fill="${p.near}"/>`;
  return {
    sun: [1000, 130],
    focusX: 620,
    waterY: base,
    far: mountains + front,
    mid: buildings(rnd, {
      from: 380,
      to: 1060,
      base,
      minHeight: 150,
      maxHeight: 280,
      minWidth: 34,
      maxWidth: 54,
      fill: 'url(#glass-mid)',
      skip: [[600, 680]],
      lights: lights(p, 'mid'),
    }),
    near:
      buildings(rnd, {
        from: 420,
        to: 980,
        base,
        minHeight: 60,
        maxHeight: 200,
        minWidth: 36,
        maxWidth: 58,
        fill: 'url(#glass-near)',
        skip: [[606, 676]],
        lights: lights(p, 'near'),
      }) +
      harbour +
      [40, 90, 130, 180, 230, 280, 330].map((x, index) => conifer(x, base + 2, 150 + ((index * 37) % 70), p.near)).join('') +
      [1080, 1130, 1180].map((x, index) => conifer(x, base + 2, 120 + ((index * 29) % 50), p.near)).join(''),
    front: sail(960, 56) + sail(820, 34),
  };
};
