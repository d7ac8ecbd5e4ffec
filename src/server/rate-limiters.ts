import type { FormKind } from '../lib/forms/kinds';
import { createRateLimiter, type RateLimiter } from '../lib/leads/rate-limit';

/**
 * Rate-limit windows live on globalThis: `gatsby serve` re-requires a Function's module on every request,
 * so module state would start empty each time.
 */
export function sharedLimiter(kind: FormKind | 'tap', options: { max: number; windowMs: number }): RateLimiter {
  const store = globalThis as typeof globalThis & { __leadRateLimiters?: Map<string, RateLimiter> };
  store.__leadRateLimiters ??= new Map();
  const key = `${kind}:${options.max}:${options.windowMs}`;
  let limiter = store.__leadRateLimiters.get(key);
  if (!limiter) {
    limiter = createRateLimiter(options);
    store.__leadRateLimiters.set(key, limiter);
  }
  return limiter;
}
