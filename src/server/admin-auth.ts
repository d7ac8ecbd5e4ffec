import { createHash, timingSafeEqual } from 'crypto';

/** The shortest ADMIN_TOKEN the inbox opens with: a shorter secret can be guessed. `npm start` makes a 43-character one. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * Wrong tokens a client may present in a window before its answers are held back, and how long they are held at most.
 * Nothing locks the owner out: a stranger's guesses only slow the stranger's own answers, and the right token is
 * answered at once, whoever else guessed from the same address. With 32 random characters or more (MIN_ADMIN_TOKEN_LENGTH)
 * guessing is hopeless by arithmetic; holding answers back keeps a guesser from costing the site much.
 */
export const FREE_FAILURES = 10;
export const MAX_DELAY_MS = 4_000;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** How long the answer to a client's `count`-th wrong token in a window is held: 0 for the first ten (typos), then doubling. */
export function delayAfter(count: number): number {
  return count <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (count - FREE_FAILURES - 1));
}

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

export interface SignInThrottle {
  /** Counts a wrong token from the client and resolves with how long its answer is held (ms). */
  failed(client: string, now: number): Promise<number>;
  /** The right token: the client's count starts again. */
  succeeded(client: string): Promise<void>;
}

/** A client's failed sign-ins in the current window. */
export interface FailureWindow {
  start: number;
  count: number;
}

/**
 * Where failed sign-ins are counted, per client: the lead store's own place (a file beside the leads, a Netlify Blobs
 * store), so that every instance of the Function shares one count, or this process's memory where there is no store.
 */
export interface FailureLog {
  read(client: string): Promise<FailureWindow | null>;
  write(client: string, window: FailureWindow | null): Promise<void>;
}

/** A client as the failure logs keep it: hashed, so no address is stored. */
export function clientDigest(client: string): string {
  return createHash('sha256').update(client, 'utf8').digest('hex').slice(0, 32);
}

/** Counts wrong tokens per client in a fixed window, in `log`: a new Function instance does not start the count again. */
export function throttleOver(log: FailureLog): SignInThrottle {
  const open = (window: FailureWindow | null, now: number) => (window && now - window.start < FAILURE_WINDOW_MS ? window : null);
  return {
    async failed(client, now) {
      const window = open(await log.read(client), now);
      const next = window ? { start: window.start, count: window.count + 1 } : { start: now, count: 1 };
      await log.write(client, next);
      return delayAfter(next.count);
    },
    async succeeded(client) {
      if (await log.read(client)) await log.write(client, null);
    },
  };
}

/** This process's own count, on globalThis (`gatsby serve` loads a Function's module afresh for every request). */
export function memoryFailureLog(): FailureLog {
  const windows = ((globalThis as { __adminFailures?: Map<string, FailureWindow> }).__adminFailures ??= new Map());
  return {
    read: async (client) => windows.get(client) ?? null,
    async write(client, window) {
      if (window) windows.set(client, window);
      else windows.delete(client);
    },
  };
}

/** The throttle counted in this process only: for tests and hosts without a store. */
export function sharedThrottle(): SignInThrottle {
  return throttleOver(memoryFailureLog());
}
