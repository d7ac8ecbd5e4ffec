/**
 * A fixed-window limit per client key, kept in memory. Enough to stop one client flooding a form; on
 * Netlify each Function instance counts on its own, so it is a brake, not a guarantee.
 */
export interface RateLimiter {
  check(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createRateLimiter({ max, windowMs }: { max: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    check(key, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return { allowed: true };
      }
      if (current.count >= max) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
      }
      current.count += 1;
      return { allowed: true };
    },
  };
}
