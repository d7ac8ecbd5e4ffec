/**
 * `npm run fonts:fallback`: writes Inter's fitted fallback faces into src/styles/global.css, from the published
 * metrics of Inter and of each local font (src/node/font-fallback.ts). Run it after changing the list of local fonts
 * or updating @capsizecss/metrics; `__tests__/unit/font-fallback.test.ts` fails while the stylesheet differs.
 */
import fs from 'fs';
import path from 'path';
import { withFallbackFaces } from '../src/node/font-fallback';

const STYLESHEET = path.join('src', 'styles', 'global.css');
const before = fs.readFileSync(STYLESHEET, 'utf8');
const after = withFallbackFaces(before);
if (after === before) console.info(`${STYLESHEET}: the fitted fallback faces are up to date.`);
else {
  fs.writeFileSync(STYLESHEET, after);
  console.info(`${STYLESHEET}: fitted fallback faces written.`);
}
