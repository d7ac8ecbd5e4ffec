import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { PAGE_SCRIPTS_ID } from './steps';
import { inlineChunkMapping, loadScriptsAfterLargestPaint } from './page-scripts';
import { filesUnder } from '../node/files';

/** Writes Gatsby's chunk map as a script named by its content, under /static/ (cached for a year); returns its path. */
function writeChunkMapping(publicDir: string, script: string): string {
  const source = `/static/chunk-map-${crypto.createHash('sha256').update(script).digest('hex').slice(0, 20)}.js`;
  const file = path.join(publicDir, source);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${script}\n`);
  }
  return source;
}

/**
 * Rewrites every built Gatsby page to list its scripts for the shared loader, Gatsby's chunk map among them. Returns how many pages it rewrote and
 * how many Gatsby left as the last build wrote them (with the loader already); throws when no page has the loader.
 */
export function writePaintFirstPages(publicDir = 'public'): { rewritten: number; unchanged: number } {
  const counts = { rewritten: 0, unchanged: 0 };
  for (const file of filesUnder(publicDir, '.html')) {
    const html = fs.readFileSync(file, 'utf8');
    const mapping = inlineChunkMapping(html);
    const rewritten = loadScriptsAfterLargestPaint(html, file, mapping === undefined ? undefined : writeChunkMapping(publicDir, mapping));
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      counts.rewritten += 1;
    } else if (html.includes(`id="${PAGE_SCRIPTS_ID}"`)) counts.unchanged += 1;
  }
  if (counts.rewritten + counts.unchanged === 0) throw new Error('no page had Gatsby scripts to start after the largest paint');
  return counts;
}
