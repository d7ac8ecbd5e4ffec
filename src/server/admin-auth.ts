import { createHash, randomUUID, timingSafeEqual } from 'crypto';
import { serialised } from './file-lead-store';
import { FREE_FAILURES, nextFailure, refusedBeforeTurn, type FailureWindow } from '../lib/leads/sign-in-throttle';

export type { FailureWindow };

/** The shortest ADMIN_TOKEN the inbox opens with: a shorter secret can be guessed. `npm start` makes a 43-character one. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * Compares a presented token with the configured one in constant time: both are hashed first, so neither their
 * contents nor their lengths show in how long the comparison takes.
 */
export function tokensMatch(presented: string, configured: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(configured));
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1] ?? null;
}

/** What a wrong token is answered with: 401 while it is counted, 429 with Retry-After once the client is over the limit. */
export type SignInRefusal = { status: 401 } | { status: 429; retryAfterSeconds: number };

export interface SignInThrottle {
  /** Counts a wrong token from the client, if it is still under the limit; answers at once either way. */
  failed(client: string, now: number): Promise<SignInRefusal>;
}

/** A client's stored window and the version it was read at, for a write that only lands if nothing changed since. */
export interface VersionedWindow {
  window: FailureWindow | null;
  /** null: nothing stored for this client. */
  version: string | null;
}

/**
 * Where failed sign-ins are counted, per client: the lead store's own place (a file beside the leads, a Netlify Blobs
 * store), so that every instance of the Function shares one count, or this process's memory where there is no store.
 * Writes are conditional, so that guesses sent side by side cannot all count from the same number.
 */
export interface FailureLog {
  read(client: string): Promise<VersionedWindow>;
  /** Writes the window if the client's entry is still at `version` (null: still absent); false when it changed. */
  writeIf(client: string, window: FailureWindow, version: string | null): Promise<boolean>;
}

/** A client as the failure logs keep it: hashed, so no address is stored. */
export function clientDigest(client: string): string {
  return createHash('sha256').update(client, 'utf8').digest('hex').slice(0, 32);
}

/**
 * How often one guess reads and writes again after a concurrent one changed the count first. Each lost write means
 * another guess was counted, so after FREE_FAILURES of them the client is over the limit anyway; the bound only stops
 * a store that keeps refusing writes from holding the request.
 */
const MAX_WRITES = FREE_FAILURES + 5;

/**
 * This process's guesses admitted to be counted and not yet written, per client: on globalThis, as `gatsby serve` loads
 * a Function's module afresh for every request.
 */
function admittedGuesses(): Map<string, number> {
  return ((globalThis as { __adminGuessesAdmitted?: Map<string, number> }).__adminGuessesAdmitted ??= new Map());
}

/**
 * Counts wrong tokens per client in a fixed window, in `log`: a new Function instance does not start the count again.
 * A guess first reads the count: when the stored count and the guesses this process already admitted reach the limit,
 * it is refused then and there, so a refusal never waits behind another guess's write. Only the guesses admitted to be
 * counted take turns per client: across instances the conditional write keeps the count, and within one process the
 * turns keep it too, as @netlify/blobs' local server (netlify-cli, the tests) checks a write's condition apart from
 * making it.
 */
export function throttleOver(log: FailureLog): SignInThrottle {
  return {
    async failed(client, now) {
      const key = `sign-in:${clientDigest(client)}`;
      const { window } = await log.read(client);
      // From the read to the admission nothing is awaited, so no other guess of this process can look in between.
      const admitted = admittedGuesses();
      const refusal = refusedBeforeTurn(window, now, admitted.get(key) ?? 0);
      if (refusal) return { status: 429, ...refusal };
      admitted.set(key, (admitted.get(key) ?? 0) + 1);
      try {
        return await serialised(key)(() => countFailure(log, client, now));
      } finally {
        const left = (admitted.get(key) ?? 1) - 1;
        if (left > 0) admitted.set(key, left);
        else admitted.delete(key);
      }
    },
  };
}

async function countFailure(log: FailureLog, client: string, now: number): Promise<SignInRefusal> {
  for (let attempt = 0; attempt < MAX_WRITES; attempt += 1) {
    const { window, version } = await log.read(client);
    const verdict = nextFailure(window, now);
    if (!verdict.counted) return { status: 429, retryAfterSeconds: verdict.retryAfterSeconds };
    if (await log.writeIf(client, verdict.window, version)) return { status: 401 };
  }
  // The count could not be written: refused, as a guess over the limit would be.
  return { status: 429, retryAfterSeconds: 1 };
}

/** This process's own count, on globalThis (`gatsby serve` loads a Function's module afresh for every request). */
export function memoryFailureLog(): FailureLog {
  const windows = ((globalThis as { __adminFailures?: Map<string, { window: FailureWindow; version: string }> }).__adminFailures ??=
    new Map());
  return {
    read: async (client) => windows.get(client) ?? { window: null, version: null },
    async writeIf(client, window, version) {
      if ((windows.get(client)?.version ?? null) !== version) return false;
      windows.set(client, { window, version: randomUUID() });
      return true;
    },
  };
}

/** The throttle counted in this process only: for tests and hosts without a store. */
export function sharedThrottle(): SignInThrottle {
  return throttleOver(memoryFailureLog());
}
