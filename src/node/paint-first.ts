import fs from 'fs';
import path from 'path';
import { loadScriptsAfterLargestPaint } from '../lib/paint-first';
import { filesUnder } from './files';

/** Rewrites every built Gatsby page to start its scripts after its largest paint; returns how many changed. */
export function writePaintFirstPages(publicDir = 'public'): number {
  let changed = 0;
  for (const file of filesUnder(publicDir, '.html')) {
    // Decap CMS at /admin/ is not a Gatsby page.
    if (file === path.join(publicDir, 'admin', 'index.html')) continue;
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = loadScriptsAfterLargestPaint(html, file);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  if (changed === 0) throw new Error('no page had Gatsby scripts to start after the largest paint');
  return changed;
}
