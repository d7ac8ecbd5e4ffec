import fs from 'fs/promises';
import path from 'path';
import { storedLeadOf, type StoredLead } from '../lib/leads/lead';
import { byReceivedNewestFirst, filterableOf, matchesFilter, pageOfLeads } from '../lib/leads/lead-query';
import { pageOfLead } from '../lib/leads/attribution';
import { isExpired } from '../lib/leads/retention';
import { awaitsDelivery } from '../lib/leads/delivery';
import type { LeadPatch, LeadStore } from './lead-store';

export const LEADS_FILE = 'leads.jsonl';

/**
 * One queue of writes per file, on globalThis: `gatsby serve` loads a Function's module afresh for every request,
 * and two requests must not rewrite the file over each other.
 */
export function serialised(file: string): <T>(work: () => Promise<T>) => Promise<T> {
  const queues = ((globalThis as { __leadFileQueues?: Map<string, Promise<unknown>> }).__leadFileQueues ??= new Map());
  return (work) => {
    const run = (queues.get(file) ?? Promise.resolve()).then(work, work);
    queues.set(
      file,
      run.catch(() => undefined),
    );
    return run;
  };
}

async function readAll(file: string): Promise<StoredLead[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [storedLeadOf(JSON.parse(line) as Parameters<typeof storedLeadOf>[0])];
      } catch {
        return [];
      }
    });
}

/** Replaces the file in one step (write a copy, flush it, rename), so a crash leaves the old file or the new one. */
async function writeAll(file: string, leads: readonly StoredLead[]): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(leads.map((lead) => `${JSON.stringify(lead)}\n`).join(''), 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
}

/**
 * Leads as JSON lines in `{leadsDir}/leads.jsonl`: appended and flushed before a lead is acknowledged. The file is read
 * whole and paged in memory: a site on its own disk reads two years of leads (a few megabytes) in milliseconds.
 */
export function fileLeadStore(leadsDir: string): LeadStore {
  const file = path.join(leadsDir, LEADS_FILE);
  const queue = serialised(file);
  /** Changes the file in one step; a change that returns no leads changed nothing, and the file is left alone. */
  const rewrite = <T>(change: (leads: StoredLead[]) => { leads: StoredLead[] | null; result: T }) =>
    queue(async () => {
      const { leads, result } = change(await readAll(file));
      if (leads) await writeAll(file, leads);
      return result;
    });

  return {
    name: 'file',
    append: (lead) =>
      queue(async () => {
        await fs.mkdir(leadsDir, { recursive: true });
        const handle = await fs.open(file, 'a', 0o600);
        try {
          await handle.appendFile(`${JSON.stringify(lead)}\n`, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
      }),
    page: async (query) => pageOfLeads(await readAll(file), query),
    list: async (filter = {}) =>
      (await readAll(file)).filter((lead) => matchesFilter(filterableOf(lead), filter)).sort(byReceivedNewestFirst),
    summaryLeads: async (from) =>
      (await readAll(file))
        .filter((lead) => lead.receivedAt >= from.toISOString())
        .map((lead) => ({ ...filterableOf(lead), receivedAt: lead.receivedAt, page: pageOfLead(lead.source) })),
    get: async (id) => (await readAll(file)).find((lead) => lead.id === id) ?? null,
    update: (id, patch: LeadPatch) =>
      rewrite((leads) => {
        const index = leads.findIndex((lead) => lead.id === id);
        if (index < 0) return { leads: null, result: null };
        const updated = { ...leads[index]!, ...patch };
        leads[index] = updated;
        return { leads, result: updated };
      }),
    delete: (id) =>
      rewrite((leads) => {
        const kept = leads.filter((lead) => lead.id !== id);
        return { leads: kept.length < leads.length ? kept : null, result: kept.length < leads.length };
      }),
    purge: (cutoff) =>
      rewrite((leads) => {
        const kept = leads.filter((lead) => !isExpired(lead, cutoff));
        return { leads: kept.length < leads.length ? kept : null, result: leads.length - kept.length };
      }),
    undeliveredLeads: async () => (await readAll(file)).filter((lead) => awaitsDelivery(lead.notify)),
  };
}
