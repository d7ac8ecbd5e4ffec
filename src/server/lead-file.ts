import fs from 'fs/promises';
import path from 'path';
import type { Lead } from '../lib/leads/lead';

export const LEADS_FILE = 'leads.jsonl';

/** Appends one JSON line and flushes it to disk before returning, so an acknowledged lead survives a crash. */
export async function appendLead(leadsDir: string, lead: Lead): Promise<string> {
  await fs.mkdir(leadsDir, { recursive: true });
  const file = path.join(leadsDir, LEADS_FILE);
  const handle = await fs.open(file, 'a', 0o600);
  try {
    await handle.appendFile(`${JSON.stringify(lead)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  return file;
}

/** Every stored lead, newest first; lines that do not parse are skipped. */
export async function readLeads(leadsDir: string): Promise<Lead[]> {
  let text: string;
  try {
    text = await fs.readFile(path.join(leadsDir, LEADS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Lead];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}
