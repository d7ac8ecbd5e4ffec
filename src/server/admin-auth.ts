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
  retryAfterSeconds(client: string, now: number): number;
  fail(client: string, now: number): void;
  succeed(client: string): void;
}

/**
 * Counts failed sign-ins per client in a fixed window: after MAX_FAILURES the client is refused until the window
 * ends. Kept on globalThis: `gatsby serve` loads a Function's module afresh for every request. On Netlify each
 * Function instance counts on its own.
 */
export function sharedLockout(): Lockout {
  const windows = ((globalThis as { __adminFailures?: Map<string, { start: number; count: number }> }).__adminFailures ??= new Map());
  return {
    retryAfterSeconds(client, now) {
      const window = windows.get(client);
      if (!window || now - window.start >= LOCKOUT_WINDOW_MS) return 0;
      return window.count >= MAX_FAILURES ? Math.ceil((window.start + LOCKOUT_WINDOW_MS - now) / 1000) : 0;
    },
    fail(client, now) {
      const window = windows.get(client);
      if (!window || now - window.start >= LOCKOUT_WINDOW_MS) windows.set(client, { start: now, count: 1 });
      else window.count += 1;
    },
    succeed(client) {
      windows.delete(client);
    },
  };
}
