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

/** The seconds until a window that started at `start` ends, rounded up, never less than one. */
const secondsLeft = (start: number, now: number) => Math.max(1, Math.ceil((start + FAILURE_WINDOW_MS - now) / 1000));

/** What one more wrong token from a client whose stored window is `window` comes to at `now`. */
export function nextFailure(window: FailureWindow | null, now: number): FailureVerdict {
  const open = openWindow(window, now);
  if (!open) return { counted: true, window: { start: now, count: 1 } };
  if (open.count >= FREE_FAILURES) return { counted: false, retryAfterSeconds: secondsLeft(open.start, now) };
  return { counted: true, window: { start: open.start, count: open.count + 1 } };
}

/**
 * Whether a wrong token is refused from a read alone: the stored count and the client's guesses already admitted to be
 * counted (`admitted`, not yet written) reach the limit between them. Those are counted first, so this one would be
 * refused in its turn anyway. When none is stored yet, the window the admitted guesses open starts about now.
 */
export function refusedBeforeTurn(window: FailureWindow | null, now: number, admitted: number): { retryAfterSeconds: number } | null {
  const open = openWindow(window, now);
  if ((open?.count ?? 0) + admitted < FREE_FAILURES) return null;
  return { retryAfterSeconds: secondsLeft(open?.start ?? now, now) };
}
