import { type SceneDrawer, between, buildings, hash, lights, polygon, rect } from './drawing';
import { chicago, houston, losAngeles, newYork, phoenix } from './skylines-america';
import { london, sydney, toronto, vancouver } from './skylines-world';
import { amsterdam, eindhoven, gableRow, groningen, rotterdam, theHague, utrecht } from './skylines-netherlands';

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
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Groningen',
  'Eindhoven',
] as const;

/**
 * A Dutch town or city with no skyline of its own: a row of narrow canal and town houses with step, bell and spout
 * gables, a church tower with its spire, and lower roofs behind; generated from the name, so each town differs.
 */
export function dutchTown(seed: string): SceneDrawer {
  return (p, rnd) => {
    const base = 550;
    const gables = gableRow(p, rnd, { from: -10, to: 1210, base, minHeight: 120, maxHeight: 190, fill: p.near });
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
      near: gables,
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
  Amsterdam: amsterdam,
  Rotterdam: rotterdam,
  Utrecht: utrecht,
  'Den Haag': theHague,
  Groningen: groningen,
  Eindhoven: eindhoven,
};
