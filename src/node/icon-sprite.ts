import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { lucideIcon } from './lucide';
import { ICON_NAMES } from '../lib/icons';

export interface IconSprite {
  /** Where pages find it: a name of its content, so that it can be cached for good. */
  publicPath: string;
  svg: string;
}

let sprite: IconSprite | undefined;

/** One `<symbol>` per icon, drawn by lucide itself, named as src/lib/icons.ts names it. */
export function iconSprite(): IconSprite {
  if (sprite) return sprite;
  const symbols = ICON_NAMES.map((name) => {
    // By the name the code uses, aliases included (CheckCircle2 is lucide's CircleCheck).
    const icon = lucideIcon(name, 'src/lib/icons.ts');
    const markup = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    const viewBox = /viewBox="([^"]+)"/.exec(markup)?.[1];
    if (inner === undefined || !viewBox) throw new Error(`The ${name} icon is not an <svg> with a viewBox`);
    return `<symbol id="${name}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = crypto.createHash('sha256').update(svg).digest('hex').slice(0, 16);
  sprite = { publicPath: `/static/icons-${hash}.svg`, svg };
  return sprite;
}

/** Writes the sprite where its public path says (Gatsby's static folder, cached for a year by the Netlify adapter). */
export function writeIconSprite(publicDir = 'public'): string {
  const { publicPath, svg } = iconSprite();
  const file = path.join(publicDir, publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  return publicPath;
}
