import fs from 'fs/promises';
import path from 'path';
import type { Store } from '@netlify/blobs';
import { clientDigest, type FailureLog, type FailureWindow } from './admin-auth';
import { serialised } from './file-lead-store';

/** Beside leads.jsonl: { client digest: window }. */
export const FAILURES_FILE = 'sign-in-failures.json';

/** Failed sign-ins in a JSON file in the leads folder, written one change at a time. */
export function fileFailureLog(dir: string): FailureLog {
  const file = path.join(dir, FAILURES_FILE);
  const queue = serialised(file);
  const readAll = async (): Promise<Record<string, FailureWindow>> => {
    try {
      return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, FailureWindow>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return {};
      throw error;
    }
  };
  return {
    read: async (client) => (await readAll())[clientDigest(client)] ?? null,
    write: (client, window) =>
      queue(async () => {
        const all = await readAll();
        if (window) all[clientDigest(client)] = window;
        else delete all[clientDigest(client)];
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(file, JSON.stringify(all), { mode: 0o600 });
      }),
  };
}

/** The site-wide Netlify Blobs store of failed sign-ins (apart from the leads, so listing leads never meets them). */
export const FAILURES_STORE = 'admin-sign-ins';

/** Failed sign-ins in Netlify Blobs, one entry per client digest: every Function instance reads the same count. */
export function blobsFailureLog(store: Store): FailureLog {
  return {
    read: async (client) => ((await store.get(clientDigest(client), { type: 'json' })) as FailureWindow | null) ?? null,
    async write(client, window) {
      if (window) await store.setJSON(clientDigest(client), window);
      else await store.delete(clientDigest(client));
    },
  };
}
