import fs from 'fs/promises';
import path from 'path';
import type { StoredLead } from '../lib/leads/lead';
import { newestFirst, type LeadPatch, type LeadStore } from './lead-store';

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
        const lead = JSON.parse(line) as Partial<StoredLead> & Pick<StoredLead, 'id' | 'receivedAt'>;
        // Leads stored before the inbox existed have no status yet.
        return [{ status: 'new', notify: 'none', ...lead } as StoredLead];
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

/** Leads as JSON lines in `{leadsDir}/leads.jsonl`: appended and flushed before a lead is acknowledged. */
export function fileLeadStore(leadsDir: string): LeadStore {
  const file = path.join(leadsDir, LEADS_FILE);
  const queue = serialised(file);
  const rewrite = <T>(change: (leads: StoredLead[]) => { leads: StoredLead[]; result: T }) =>
    queue(async () => {
      const { leads, result } = change(await readAll(file));
      await writeAll(file, leads);
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
    list: async () => (await readAll(file)).sort(newestFirst),
    get: async (id) => (await readAll(file)).find((lead) => lead.id === id) ?? null,
    update: (id, patch: LeadPatch) =>
      rewrite((leads) => {
        const index = leads.findIndex((lead) => lead.id === id);
        if (index < 0) return { leads, result: null };
        const updated = { ...leads[index]!, ...patch };
        leads[index] = updated;
        return { leads, result: updated };
      }),
    delete: (id) =>
      rewrite((leads) => {
        const kept = leads.filter((lead) => lead.id !== id);
        return { leads: kept, result: kept.length < leads.length };
      }),
    purge: (isExpired) =>
      rewrite((leads) => {
        const kept = leads.filter((lead) => !isExpired(lead));
        return { leads: kept, result: leads.length - kept.length };
      }),
  };
}
