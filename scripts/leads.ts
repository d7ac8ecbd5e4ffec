/**
 * `npm run leads`: the stored leads, newest first, from the store the site uses: the JSON-lines file in LEADS_DIR
 * (default .data/), or Netlify Blobs when NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN are set (a personal access token
 * from app.netlify.com, User settings, Applications).
 *   --json   as JSON
 *   --csv    as CSV (for a spreadsheet or a mailing tool)
 *   --purge  erase the leads older than the privacy statement's retention period first
 */
import { describeFields } from '../src/lib/leads/lead';
import { leadsToCsv } from '../src/lib/leads/csv';
import { retentionCutoff } from '../src/lib/leads/retention';
import { openLeadStore } from '../src/server/open-lead-store';
import { readLeadSettings } from '../src/server/settings';
import { serverTranslator } from '../src/server/translations';
import { tradesIn } from '../src/content/trades';
import { defineNodeRequireOutsideWebpack } from '../src/server/node-require';

async function main() {
  defineNodeRequireOutsideWebpack();
  const settings = readLeadSettings();
  const store = openLeadStore(settings);
  const where = store.name === 'blobs' ? 'Netlify Blobs' : settings.leadsDir;
  // Leads stored before the Blobs store's current layout are brought into it first, so none is left out.
  const migrated = (await store.migrate?.()) ?? 0;
  if (migrated) process.stderr.write(`Moved ${migrated} lead(s) into the store's current layout.\n`);
  if (process.argv.includes('--purge')) {
    const purged = await store.purge(retentionCutoff(new Date(), settings.retentionMonths));
    process.stderr.write(`Erased ${purged} lead(s) older than ${settings.retentionMonths} months from ${where}.\n`);
  }
  const leads = await store.list();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
    return;
  }
  if (process.argv.includes('--csv')) {
    process.stdout.write(leadsToCsv(leads));
    return;
  }
  if (leads.length === 0) {
    process.stdout.write(`No leads stored in ${where} yet.\n`);
    return;
  }
  process.stdout.write(`${leads.length} lead(s) in ${where}, newest first\n\n`);
  for (const lead of leads) {
    const t = await serverTranslator(lead.language);
    const when = new Date(lead.receivedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    process.stdout.write(
      `── ${lead.kind.toUpperCase()} · ${when} · ${lead.language} · ${lead.status}${lead.notify === 'notify_failed' ? ' · notification failed' : ''} · ${lead.id}\n${describeFields(lead.fields, t, tradesIn(lead.language))}\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
