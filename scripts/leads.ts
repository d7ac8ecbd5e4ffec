/**
 * `npm run leads`: lists the leads stored on disk (LEADS_DIR, default .data/), newest first.
 * `npm run leads -- --json` prints them as JSON instead.
 */
import { readLeads } from '../src/server/lead-file';
import { readLeadSettings } from '../src/server/settings';
import { describeFields } from '../src/lib/leads/lead';
import { serverTranslator } from '../src/server/translations';

async function main() {
  const { leadsDir } = readLeadSettings();
  const leads = await readLeads(leadsDir);
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
    return;
  }
  if (leads.length === 0) {
    process.stdout.write(`No leads stored in ${leadsDir} yet.\n`);
    return;
  }
  process.stdout.write(`${leads.length} lead(s) in ${leadsDir}, newest first\n\n`);
  for (const lead of leads) {
    const t = await serverTranslator(lead.language);
    const when = new Date(lead.receivedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    process.stdout.write(`── ${lead.kind.toUpperCase()} · ${when} · ${lead.language} · ${lead.id}\n${describeFields(lead.fields, t)}\n\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
