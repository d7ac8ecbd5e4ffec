/** What the inbox API lists from Netlify Blobs while the server runs, and what the Blobs sandbox keeps once it stopped. */
import fs from 'fs';
import path from 'path';
import type { StoredLead } from '../../src/lib/leads/lead';
import type { LeadPage } from '../../src/lib/leads/lead-query';
import type { Posted } from './leads';
import { check } from './report';
import { BLOBS_SANDBOX, TOKEN } from './server';

/** Every lead the inbox API lists, page by page, and the store it says they are in. */
async function inboxLeads(baseUrl: string): Promise<{ leads: StoredLead[]; stores: string[] }> {
  const leads: StoredLead[] = [];
  const stores: string[] = [];
  for (let page = 1; page < 100; page += 1) {
    const response = await fetch(`${baseUrl}/api/leads?page=${page}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (!response.ok) throw new Error(`/api/leads?page=${page} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as LeadPage & { store: string };
    leads.push(...body.leads);
    stores.push(body.store);
    if (body.page >= body.pages) break;
  }
  return { leads, stores };
}

/** Each posted lead listed exactly once, of its form, and nothing else. */
export async function checkInbox(baseUrl: string, posted: readonly Posted[], when: string): Promise<string[]> {
  const { leads, stores } = await inboxLeads(baseUrl);
  check(
    `${when}: the inbox API reads the leads from Netlify Blobs`,
    stores.every((store) => store === 'blobs'),
    stores.join(),
  );
  const emails = leads.map((lead) => String(lead.fields.email));
  const missing = posted.filter(({ email }) => !emails.includes(email)).map(({ email }) => email);
  const twice = emails.filter((email, index) => emails.indexOf(email) !== index);
  check(
    `${when}: all ${posted.length} leads listed, each once`,
    missing.length === 0 && twice.length === 0,
    `missing ${missing.join()} twice ${twice.join()}`,
  );
  check(`${when}: no other leads`, leads.length === posted.length, `${leads.length} listed`);
  const wrongKind = posted.filter(({ kind, email }) => leads.find((lead) => lead.fields.email === email)?.kind !== kind);
  check(`${when}: each lead of its own form`, wrongKind.length === 0, wrongKind.map(({ email }) => email).join());
  const one = leads[0];
  if (one) {
    const response = await fetch(`${baseUrl}/api/leads?id=${one.id}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = (await response.json().catch(() => ({}))) as { lead?: StoredLead };
    check(`${when}: one lead read by its id`, response.status === 200 && body.lead?.id === one.id, `${response.status}`);
  }
  return leads.map((lead) => lead.id).sort();
}

/** Where netlify serve's Blobs sandbox keeps the leads store's records, one file a key (netlify-cli's own layout). */
const KEPT_LEADS = path.join(BLOBS_SANDBOX, 'entries', 'unlinked', 'site:leads', 'lead');

/**
 * After the server has stopped, every lead the inbox listed is a record in the Blobs sandbox's files, with the address
 * it was sent with: the leads outlive the process that took them, in the store a deploy uses (a restart of netlify serve
 * showed the same, and cost a second start of about 70 s, its Functions bundled again).
 */
export function checkKeptInBlobs(posted: readonly Posted[], ids: readonly string[]): void {
  const files = fs.existsSync(KEPT_LEADS) ? fs.readdirSync(KEPT_LEADS) : [];
  const kept = new Map(
    files.map((file) => [file, String((JSON.parse(fs.readFileSync(path.join(KEPT_LEADS, file), 'utf8')) as StoredLead).fields.email)]),
  );
  check(
    'stopped: every listed lead is kept in the Blobs sandbox',
    ids.length > 0 && ids.every((id) => kept.has(id)),
    `${files.length} files`,
  );
  const missing = posted.filter(({ email }) => ![...kept.values()].includes(email)).map(({ email }) => email);
  check(`stopped: all ${posted.length} leads kept, each with its address`, missing.length === 0, `missing ${missing.join()}`);
}
