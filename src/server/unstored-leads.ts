import { createHash } from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import type { StoredLead } from '../lib/leads/lead';
import type { LeadStore } from './lead-store';
import type { LeadSettings } from './settings';

/**
 * Leads that reached the owner by mail or webhook while the store was down, kept on this server's own disk (one file
 * each, named by the lead's id) until the store takes them. The next lead that is stored, or the next look at the
 * inbox, moves them in; a lead the store already has (an append that was only slow) is not added twice.
 */
export interface UnstoredLeads {
  keep(lead: StoredLead): Promise<void>;
  /** Moves every kept lead into the store; resolves with how many it added. Keeps what the store refuses. */
  moveInto(store: LeadStore): Promise<number>;
}

/** One waiting room per store, so that two sites (or test servers) on one machine never swap leads. */
export function unstoredDirFor(settings: LeadSettings): string {
  const identity = settings.blobs ? `blobs:${settings.blobs.siteID}` : `file:${path.resolve(settings.leadsDir)}`;
  const key = createHash('sha256').update(identity).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), 'tradecraft-unstored-leads', key);
}

export function unstoredLeads(dir: string): UnstoredLeads {
  return {
    async keep(lead) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(path.join(dir, `${lead.id}.json`), JSON.stringify(lead), { mode: 0o600 });
    },
    async moveInto(store) {
      let names: string[];
      try {
        names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
      } catch {
        return 0;
      }
      let added = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        const lead = JSON.parse(await fs.readFile(file, 'utf8')) as StoredLead;
        if (!(await store.get(lead.id))) {
          await store.append(lead);
          added += 1;
        }
        await fs.unlink(file);
      }
      return added;
    },
  };
}
