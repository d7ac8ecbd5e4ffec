import type { Store } from '@netlify/blobs';
import {
  INDEX_PREFIX,
  RETRY_PREFIX,
  byIndexKey,
  foldersBefore,
  foldersSince,
  indexKeyOf,
  isLeadId,
  isLegacyLeadKey,
  leadKeyOf,
  parseIndexKey,
  retryKeyOf,
  type IndexEntry,
} from '../lib/leads/blob-keys';
import { storedLeadOf, type StoredLead } from '../lib/leads/lead';
import { awaitsDelivery } from '../lib/leads/delivery';
import { matchesFilter, pageBounds } from '../lib/leads/lead-query';
import { isExpired } from '../lib/leads/retention';
import type { LeadStore } from './lead-store';

/** The name of the site-wide store the leads live in. */
export const LEADS_STORE = 'leads';

/** How many leads are read at once: a whole page; the CSV export and the purge read their leads a page at a time. */
const PARALLEL_READS = 25;

/**
 * How long an index entry may point at a lead that is not there before it counts as left over: a lead's entry is
 * written just before the lead itself, and a slow write may land well after the Function gave up on it.
 */
const MISSING_LEAD_GRACE_MS = 60 * 60 * 1000;

/** `work` for every item, `PARALLEL_READS` at a time, the results in the items' order. */
async function eachInTurn<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += PARALLEL_READS)
    results.push(...(await Promise.all(items.slice(start, start + PARALLEL_READS).map(work))));
  return results;
}

/**
 * Leads in Netlify Blobs, in the site-wide store `leads` (not tied to a deploy), laid out as src/lib/leads/blob-keys.ts
 * says: the inbox lists the index's key names (1,000 a request) and reads only the leads it shows; one lead is read by
 * its id. Blobs has no transactions, so every change writes in an order that leaves nothing unfindable if it stops
 * half-way, and a page that meets a left-over entry puts it right.
 */
export function blobsLeadStore(store: Store, clock: () => number = Date.now): LeadStore {
  const read = async (id: string): Promise<StoredLead | null> => {
    if (!isLeadId(id)) return null;
    const found = (await store.get(leadKeyOf(id), { type: 'json' })) as Parameters<typeof storedLeadOf>[0] | null;
    return found && storedLeadOf(found);
  };

  /** Every index entry under a prefix, newest first. Local Blobs servers list in directory order: the order is made here. */
  const entries = async (prefix = INDEX_PREFIX): Promise<IndexEntry[]> => {
    const parsed = (await store.list({ prefix })).blobs
      .map((blob) => parseIndexKey(blob.key))
      .filter((entry): entry is IndexEntry => entry !== null);
    // A lead whose entry was rewritten from an older spelling, where the old one is not erased yet: its current entry counts.
    const current = new Set(parsed.filter((entry) => !entry.legacy).map((entry) => entry.id));
    return parsed.filter((entry) => !entry.legacy || !current.has(entry.id)).sort(byIndexKey);
  };

  /** A new lead: its index entry first, so a lead is never stored without one (an entry without its lead is skipped). */
  async function write(lead: StoredLead): Promise<void> {
    await store.set(indexKeyOf(lead), '');
    if (awaitsDelivery(lead.notify)) await store.set(retryKeyOf(lead.id), '');
    await store.setJSON(leadKeyOf(lead.id), lead);
  }

  /** Erases a lead: the lead first (the erasure is what matters), then what points at it. */
  async function erase(lead: StoredLead, entryKey = indexKeyOf(lead)): Promise<void> {
    await store.delete(leadKeyOf(lead.id));
    await Promise.all([...new Set([entryKey, indexKeyOf(lead), retryKeyOf(lead.id)])].map((key) => store.delete(key)));
  }

  /**
   * The lead an index entry points at, or null where the entry is left over: its lead gone (erased half-way, or an
   * append that never landed) or changed since (a status change that stopped half-way). A left-over entry is removed,
   * and a changed lead gets its right entry. An entry in an older spelling of the key (before sources, or with the
   * status `handled`) that says what the lead says is rewritten and its lead shown.
   */
  async function leadOfEntry(entry: IndexEntry): Promise<StoredLead | null> {
    const lead = await read(entry.id);
    const current = lead && indexKeyOf(lead);
    if (current === entry.key) return lead;
    if (lead && current) {
      await store.set(current, '');
      await store.delete(entry.key);
      if (lead.kind === entry.kind && lead.status === entry.status) return lead;
    } else if (clock() - Date.parse(entry.receivedAt) > MISSING_LEAD_GRACE_MS) await store.delete(entry.key);
    return null;
  }

  const leadsOf = async (chosen: readonly IndexEntry[]) =>
    (await eachInTurn(chosen, leadOfEntry)).filter((lead): lead is StoredLead => lead !== null);

  return {
    name: 'blobs',
    append: write,
    async page({ filter, page, pageSize }) {
      const matching = (await entries()).filter((entry) => matchesFilter(entry, filter));
      const bounds = pageBounds(matching.length, page, pageSize);
      return {
        leads: await leadsOf(matching.slice(bounds.start, bounds.end)),
        page: bounds.page,
        pageSize,
        pages: bounds.pages,
        total: matching.length,
      };
    },
    // Reads every lead the filter lets through: only the CSV export and `npm run leads` ask for them all.
    list: async (filter = {}) => leadsOf((await entries()).filter((entry) => matchesFilter(entry, filter))),
    // The index entries carry what the summary counts: the folders of the period are listed, side by side, and no lead is read.
    async summaryLeads(from) {
      const folders = foldersSince((await store.list({ prefix: INDEX_PREFIX, directories: true })).directories, from);
      const listed = (await Promise.all(folders.map((folder) => entries(folder)))).flat();
      return listed.filter((entry) => entry.receivedAt >= from.toISOString());
    },
    get: read,
    /**
     * The lead first, then its new index entry and its delivery marker, then the old entry: stopped half-way, the page
     * that meets the old entry writes the new one (leadOfEntry), and a marker of a lead delivered meanwhile is dropped
     * when read.
     */
    async update(id, patch) {
      const lead = await read(id);
      if (!lead) return null;
      const updated = { ...lead, ...patch };
      await store.setJSON(leadKeyOf(id), updated);
      if (indexKeyOf(updated) !== indexKeyOf(lead)) {
        await store.set(indexKeyOf(updated), '');
        await store.delete(indexKeyOf(lead));
      }
      if (awaitsDelivery(updated.notify)) {
        if (!awaitsDelivery(lead.notify)) await store.set(retryKeyOf(id), '');
      } else if (awaitsDelivery(lead.notify)) await store.delete(retryKeyOf(id));
      return updated;
    },
    async delete(id) {
      const lead = await read(id);
      if (!lead) return false;
      await erase(lead);
      return true;
    },
    async purge(cutoff) {
      // The index's folder names first, then only the folders old enough to hold a lead received before the cutoff.
      const folders = foldersBefore((await store.list({ prefix: INDEX_PREFIX, directories: true })).directories, cutoff);
      const listed = (await Promise.all(folders.map((folder) => entries(folder)))).flat();
      const candidates = listed.filter((entry) => entry.receivedAt < cutoff.toISOString());
      const due = await eachInTurn(candidates, async (entry) => {
        const lead = await read(entry.id);
        if (!lead) {
          // An entry whose lead is long gone: nothing to erase but the entry.
          await store.delete(entry.key);
          return false;
        }
        if (!isExpired(lead, cutoff)) return false;
        await erase(lead, entry.key);
        return true;
      });
      return due.filter(Boolean).length;
    },
    async undeliveredLeads() {
      const ids = (await store.list({ prefix: RETRY_PREFIX })).blobs.map((blob) => blob.key.slice(RETRY_PREFIX.length));
      const leads = await eachInTurn(ids, async (id) => {
        const lead = await read(id);
        if (lead && awaitsDelivery(lead.notify)) return lead;
        // Sent meanwhile, or erased: the marker has done its work.
        await store.delete(retryKeyOf(id));
        return null;
      });
      return leads.filter((lead): lead is StoredLead => lead !== null);
    },
    /**
     * Leads stored before this layout sit at the top level under `{time}_{id}`: one listing of the top level finds them
     * (the layout's folders come back as single names), each moves to its place, and its old key goes last.
     */
    async migrate() {
      const legacy = (await store.list({ directories: true })).blobs.map((blob) => blob.key).filter(isLegacyLeadKey);
      const moved = await eachInTurn(legacy, async (key) => {
        const found = (await store.get(key, { type: 'json' })) as Parameters<typeof storedLeadOf>[0] | null;
        const lead = found && isLeadId(found.id) ? storedLeadOf(found) : null;
        // A lead already moved (a migration that stopped before deleting the old key) keeps what changed since.
        const fresh = lead !== null && (await read(lead.id)) === null;
        if (lead && fresh) await write(lead);
        if (!found || lead) await store.delete(key);
        return fresh;
      });
      return moved.filter(Boolean).length;
    },
  };
}
