import type { Store } from '@netlify/blobs';
import type { StoredLead } from '../lib/leads/lead';
import { newestFirst, type LeadPatch, type LeadStore } from './lead-store';

/** The name of the site-wide store the leads live in. */
export const LEADS_STORE = 'leads';

/** A lead's key: when it came in (so keys sort by time) and its id. */
export function leadKey(lead: Pick<StoredLead, 'receivedAt' | 'id'>): string {
  return `${lead.receivedAt.replace(/[-:.]/g, '')}_${lead.id}`;
}

const idOfKey = (key: string) => key.slice(key.indexOf('_') + 1);

/** How many reads run at once when the inbox lists every lead. */
const PARALLEL_READS = 8;

async function readEach(store: Store, keys: readonly string[]): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for (let start = 0; start < keys.length; start += PARALLEL_READS) {
    const batch = await Promise.all(
      keys.slice(start, start + PARALLEL_READS).map((key) => store.get(key, { type: 'json' }) as Promise<StoredLead | null>),
    );
    leads.push(...batch.filter((lead): lead is StoredLead => lead !== null));
  }
  return leads;
}

/** Leads in Netlify Blobs, one entry each, in the site-wide store `leads` (not tied to a deploy). */
export function blobsLeadStore(store: Store): LeadStore {
  const keys = async () => (await store.list()).blobs.map((blob) => blob.key);
  const keyOf = async (id: string) => (await keys()).find((key) => idOfKey(key) === id) ?? null;
  return {
    name: 'blobs',
    append: async (lead) => {
      await store.setJSON(leadKey(lead), lead);
    },
    list: async () => (await readEach(store, await keys())).sort(newestFirst),
    async get(id) {
      const key = await keyOf(id);
      return key ? ((await store.get(key, { type: 'json' })) as StoredLead | null) : null;
    },
    async update(id, patch: LeadPatch) {
      const key = await keyOf(id);
      const lead = key ? ((await store.get(key, { type: 'json' })) as StoredLead | null) : null;
      if (!key || !lead) return null;
      const updated = { ...lead, ...patch };
      await store.setJSON(key, updated);
      return updated;
    },
    async delete(id) {
      const key = await keyOf(id);
      if (!key) return false;
      await store.delete(key);
      return true;
    },
    async purge(isExpired) {
      const expired = (await readEach(store, await keys())).filter(isExpired);
      await Promise.all(expired.map((lead) => store.delete(leadKey(lead))));
      return expired.length;
    },
  };
}
