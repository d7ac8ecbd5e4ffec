import fs from 'fs';
import path from 'path';
import { CONTENT_ICON_NAMES } from '../../src/lib/content-icons';
import { ICON_NAMES, INTERFACE_ICON_NAMES } from '../../src/lib/icons';
import { iconSprite } from '../../src/node/icon-sprite';

/** The source of every component and template, where the interface names its icons. */
const COMPONENT_SOURCE = ['src/components', 'src/templates']
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

describe('icons', () => {
  test('the sprite draws every icon the pages may name, once, each with its view box and shapes', () => {
    const { svg, publicPath } = iconSprite();
    const symbols = [...svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((symbol) => symbol[1])).toEqual([...ICON_NAMES]);
    for (const [, name, shapes] of symbols)
      expect([name, /<(path|circle|rect|line|polyline|polygon|ellipse)\b/.test(shapes!)]).toEqual([name, true]);
    // Named by its content: a changed icon is a new file, so a year's caching never shows an old one.
    expect(publicPath).toMatch(/^\/static\/icons-[0-9a-f]{16}\.svg$/);
  });

  test('the sprite carries no icon the pages do not use', () => {
    const unused = INTERFACE_ICON_NAMES.filter((name) => !new RegExp(`["']${name}["']`).test(COMPONENT_SOURCE));
    expect(unused).toEqual([]);
    // Content's icons are chosen in the editor from CONTENT_ICON_NAMES: all of them are in the sprite.
    for (const name of CONTENT_ICON_NAMES) expect(ICON_NAMES).toContain(name);
  });

  test('no component draws a lucide icon of its own: every one comes from the sprite', () => {
    expect(COMPONENT_SOURCE).not.toContain("from 'lucide-react'");
  });
});
