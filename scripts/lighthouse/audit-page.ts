/**
 * One Lighthouse run in a process of its own, for `npm run test:lighthouse`: Lighthouse keeps global state (its
 * performance marks), so two runs side by side in one process break each other.
 * Usage: tsx scripts/lighthouse/audit-page.ts <url> <report.html> <figures.json>
 */
import fs from 'fs';
import { runLighthouse } from './run';

async function main() {
  const [url, reportFile, figuresFile] = process.argv.slice(2);
  if (!url || !reportFile || !figuresFile) throw new Error('Usage: audit-page.ts <url> <report.html> <figures.json>');
  const { figures, html } = await runLighthouse(url);
  fs.writeFileSync(reportFile, html);
  fs.writeFileSync(figuresFile, `${JSON.stringify(figures)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
