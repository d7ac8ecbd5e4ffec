import fs from 'fs/promises';
import path from 'path';
import type { Store } from '@netlify/blobs';
import { clientDigest, type FailureLog, type FailureWindow } from './admin-auth';
import { serialised } from './file-lead-store';
import { readJsonRecord, replaceJsonFile } from './json-file';

/** Beside leads.jsonl: { client digest: window }. */
export const FAILURES_FILE = 'sign-in-failures.json';

/** A lock older than this was left by a process that stopped while holding it: a write takes milliseconds. */
const STALE_LOCK_MS = 10_000;
const LOCK_POLL_MS = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding `{file}.lock`, created exclusively: two processes serving the same leads folder (two
 * servers, or a server and `npm run leads`) take turns, as two requests in one process do through `serialised`.
 */
async function withFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      await (await fs.open(lock, 'wx', 0o600)).close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await fs.stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await fs.rm(lock, { force: true });
      else await pause(LOCK_POLL_MS);
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/**
 * Failed sign-ins in a JSON file in the leads folder. A conditional write compares the client's entry as it is now with
 * the one read, under a lock, and replaces the file in one step (a copy, then a rename).
 */
export function fileFailureLog(dir: string): FailureLog {
  const file = path.join(dir, FAILURES_FILE);
  const queue = serialised(file);
  const readAll = () => readJsonRecord<FailureWindow>(file);
  /** An entry's version is its own text: a window only ever grows or starts again, so a change always shows. */
  const versionOf = (window: FailureWindow | undefined) => (window ? JSON.stringify(window) : null);
  return {
    async read(client) {
      const window = (await readAll())[clientDigest(client)];
      return { window: window ?? null, version: versionOf(window) };
    },
    writeIf: (client, window, version) =>
      queue(() =>
        withFileLock(file, async () => {
          const all = await readAll();
          const digest = clientDigest(client);
          if (versionOf(all[digest]) !== version) return false;
          all[digest] = window;
          await replaceJsonFile(file, all);
          return true;
        }),
      ),
  };
}

/** The site-wide Netlify Blobs store of failed sign-ins (apart from the leads, so listing leads never meets them). */
export const FAILURES_STORE = 'admin-sign-ins';

/**
 * Failed sign-ins in Netlify Blobs, one entry per client digest: every Function instance reads the same count, and a
 * write lands only if the entry is still the one read (its ETag), or still absent.
 */
export function blobsFailureLog(store: Store): FailureLog {
  return {
    async read(client) {
      const key = clientDigest(client);
      const found = await store.getWithMetadata(key, { type: 'json' });
      if (!found) return { window: null, version: null };
      if (found.etag) return { window: found.data as FailureWindow, version: found.etag };
      // @netlify/blobs' local server (netlify-cli, the tests) sends no ETag with a read, only with a listing. The
      // listing first: a write that lands between the two makes the version older than the window, and the
      // conditional write then fails and reads again, rather than count from a stale number.
      const listed = (await store.list({ prefix: key })).blobs.find((blob) => blob.key === key);
      const window = (await store.get(key, { type: 'json' })) as FailureWindow | null;
      return listed && window ? { window, version: listed.etag } : { window: null, version: null };
    },
    async writeIf(client, window, version) {
      const { modified } = await store.setJSON(clientDigest(client), window, version ? { onlyIfMatch: version } : { onlyIfNew: true });
      return modified;
    },
  };
}
