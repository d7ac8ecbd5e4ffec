import { type SceneDrawer, between, buildings, hash, lights, polygon, rect, windows } from './drawing';
import { chicago, houston, losAngeles, newYork, phoenix } from './skylines-america';
import { london, sydney, toronto, vancouver } from './skylines-world';

/** Cities with a landmark skyline of their own; others get a skyline generated from their name. */
export const CITY_SKYLINES = [
  'Chicago',
  'New York',
  'Los Angeles',
  'Houston',
  'Phoenix',
  'London',
  'Toronto',
  'Sydney',
  'Vancouver',
] as const;

/**
 * A Dutch town or city with no skyline of its own: a row of narrow canal and town houses with step, bell and spout
 * gables, a church tower with its spire, and lower roofs behind; generated from the name, so each town differs.
 */
export function dutchTown(seed: string): SceneDrawer {
  return (p, rnd) => {
    const base = 550;
    const gables: string[] = [];
    let x = -10;
    while (x < 1210) {
      const width = between(rnd, 44, 70);
      const height = between(rnd, 120, 190);
      const top = base - height;
      const kind = Math.floor(rnd() * 3);
      gables.push(rect(x, top, width, height + 2, p.near));
      if (kind === 0) {
        // Step gable: three steps up to the ridge.
        const step = width / 6;
        gables.push(
          polygon(
            [
              x,
              top,
              x,
              top - 14,
              x + step,
              top - 14,
              x + step,
              top - 28,
              x + step * 2,
              top - 28,
              x + step * 2,
              top - 42,
              x + step * 4,
              top - 42,
              x + step * 4,
              top - 28,
              x + step * 5,
              top - 28,
              x + step * 5,
              top - 14,
              x + width,
              top - 14,
              x + width,
              top,
            ],
            p.near,
          ),
        );
      } else if (kind === 1) {
        // Bell gable: a rounded top.
        gables.push(
          `<path d="M${x + 4} ${top}Q${x + 4} ${top - 40} ${x + width / 2} ${top - 46}Q${x + width - 4} ${top - 40} ${x + width - 4} ${top}Z" fill="${p.near}"/>`,
        );
      } else {
        // Spout gable: a narrow top.
        gables.push(
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
            p.near,
          ),
        );
      }
      const [color, chance, opacity] = lights(p, 'near');
      gables.push(windows(rnd, x + 4, top + 6, width - 8, height - 30, color, chance, opacity));
      x += width + between(rnd, 0, 3);
    }
    const towerX = hash(seed) % 2 ? between(rnd, 300, 460) : between(rnd, 740, 900);
    const towerHeight = between(rnd, 330, 400);
    const tower =
      rect(towerX, base - towerHeight, 64, towerHeight, p.mid) +
      rect(towerX + 8, base - towerHeight - 60, 48, 62, p.mid) +
      polygon([towerX + 6, base - towerHeight - 60, towerX + 32, base - towerHeight - 170, towerX + 58, base - towerHeight - 60], p.mid) +
      rect(towerX + 31, base - towerHeight - 196, 2, 28, p.mid);
    return {
      sun: [towerX < 600 ? 940 : 280, 150],
      focusX: towerX + 32,
      groundY: base,
      far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 70, maxHeight: 150, minWidth: 40, maxWidth: 90, fill: p.far }),
      mid:
        tower +
        buildings(rnd, {
          from: -10,
          to: 1210,
          base,
          minHeight: 90,
          maxHeight: 170,
          minWidth: 50,
          maxWidth: 110,
          fill: p.mid,
          skip: [[towerX - 4, towerX + 68]],
        }),
      near: gables.join(''),
    };
  };
}

/** Any other city: a skyline generated from its name. */
export function genericCity(seed: string): SceneDrawer {
  return (p, rnd) => {
    const base = 550;
    const towers = [0, 1, 2]
      .map((index) => {
        const x = 380 + index * 170 + between(rnd, -30, 30);
        const height = between(rnd, 260, 380);
        return rect(x, base - height, between(rnd, 56, 84), height, 'url(#glass-near)') + rect(x + 24, base - height - 50, 4, 52, p.near);
      })
      .join('');
    return {
      sun: [hash(seed) % 2 ? 300 : 940, 150],
      focusX: 600,
      groundY: base,
      far: buildings(rnd, { from: -10, to: 1210, base, minHeight: 100, maxHeight: 240, minWidth: 34, maxWidth: 70, fill: p.far }),
      mid: buildings(rnd, {
        from: -10,
        to: 1210,
        base,
        minHeight: 80,
        maxHeight: 200,
        minWidth: 40,
        maxWidth: 80,
        fill: p.mid,
        lights: lights(p, 'mid'),
      }),
      near:
        buildings(rnd, {
          from: -10,
          to: 1210,
          base,
          minHeight: 50,
          maxHeight: 150,
          minWidth: 44,
          maxWidth: 90,
          fill: p.near,
          lights: lights(p, 'near'),
        }) + towers,
    };
  };
}

export const CITY_SCENES: Record<(typeof CITY_SKYLINES)[number], SceneDrawer> = {
  Chicago: chicago,
  'New York': newYork,
  'Los Angeles': losAngeles,
  Houston: houston,
  Phoenix: phoenix,
  London: london,
  Toronto: toronto,
  Sydney: sydney,
  Vancouver: vancouver,
};
