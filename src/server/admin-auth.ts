import { createHash, timingSafeEqual } from 'crypto';

/** The shortest ADMIN_TOKEN the inbox opens with: a shorter secret can be guessed. `npm start` makes a 43-character one. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/** Failed sign-ins a client may make in a window before it is locked out of the inbox for the rest of it. */
export const MAX_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

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

export interface Lockout {
  /** Seconds the client must wait, or 0 when it may try. */
  retryAfterSeconds(client: string, now: number): Promise<number>;
  fail(client: string, now: number): Promise<void>;
  succeed(client: string): Promise<void>;
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

/**
 * Counts failed sign-ins per client in a fixed window: after MAX_FAILURES the client is refused until the window
 * ends. The count lives in `log`: with the store's log, a new Function instance does not grant fresh guesses.
 */
export function lockoutOver(log: FailureLog): Lockout {
  const open = (window: FailureWindow | null, now: number) => (window && now - window.start < LOCKOUT_WINDOW_MS ? window : null);
  return {
    async retryAfterSeconds(client, now) {
      const window = open(await log.read(client), now);
      return window && window.count >= MAX_FAILURES ? Math.ceil((window.start + LOCKOUT_WINDOW_MS - now) / 1000) : 0;
    },
    async fail(client, now) {
      const window = open(await log.read(client), now);
      await log.write(client, window ? { start: window.start, count: window.count + 1 } : { start: now, count: 1 });
    },
    async succeed(client) {
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

/** The lockout counted in this process only: for tests and hosts without a store. */
export function sharedLockout(): Lockout {
  return lockoutOver(memoryFailureLog());
}
