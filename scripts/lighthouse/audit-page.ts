/**
 * Lighthouse runs in a process of their own, one after the other, for `npm run test:lighthouse`: Lighthouse keeps
 * global state (its performance marks), so two runs side by side in one process break each other; one after the other
 * they do not, and the process loads Lighthouse once for all of them (5-6 s of processor time each load).
 * Usage: tsx scripts/lighthouse/audit-page.ts <url> <report.html> <figures.json> [<url> <report.html> <figures.json> …]
 */
import fs from 'fs';
import { runLighthouse } from './run';

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.length % 3 !== 0) {
    throw new Error('Usage: audit-page.ts <url> <report.html> <figures.json> [<url> <report.html> <figures.json> …]');
  }
  for (let index = 0; index < args.length; index += 3) {
    const [url, reportFile, figuresFile] = args.slice(index, index + 3) as [string, string, string];
    const { figures, html } = await runLighthouse(url, { scope: 'checked' });
    fs.writeFileSync(reportFile, html);
    fs.writeFileSync(figuresFile, `${JSON.stringify(figures)}\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
