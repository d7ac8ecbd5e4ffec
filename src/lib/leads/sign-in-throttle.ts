/**
 * The inbox's answer to wrong tokens, as arithmetic: a client may present FREE_FAILURES wrong tokens in a window of
 * FAILURE_WINDOW_MS (typos; each answered 401), and every wrong token after that is refused at once with 429 and the
 * seconds until its window ends. The right token is checked before any of this, so it always opens at once.
 */
export const FREE_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** A client's counted wrong tokens in the current window. */
export interface FailureWindow {
  start: number;
  count: number;
}

export type FailureVerdict =
  /** Counted: answer 401, once `window` is written in place of the one read. */
  | { counted: true; window: FailureWindow }
  /** Over the limit: answer 429 at once, nothing to write. */
  | { counted: false; retryAfterSeconds: number };

/** The window that still counts at `now`, or null when there is none or it is over. */
export function openWindow(window: FailureWindow | null, now: number): FailureWindow | null {
  return window && now >= window.start && now - window.start < FAILURE_WINDOW_MS ? window : null;
}

/** What one more wrong token from a client whose stored window is `window` comes to at `now`. */
export function nextFailure(window: FailureWindow | null, now: number): FailureVerdict {
  const open = openWindow(window, now);
  if (!open) return { counted: true, window: { start: now, count: 1 } };
  if (open.count >= FREE_FAILURES)
    return { counted: false, retryAfterSeconds: Math.max(1, Math.ceil((open.start + FAILURE_WINDOW_MS - now) / 1000)) };
  return { counted: true, window: { start: open.start, count: open.count + 1 } };
}
