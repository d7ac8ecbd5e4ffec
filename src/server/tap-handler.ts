import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { tapOf } from '../lib/leads/taps';
import type { RateLimiter } from '../lib/leads/rate-limit';
import { clientKey, isPlainObject, send } from './http';
import { sharedLimiter } from './rate-limiters';
import { openTapStore } from './open-lead-store';
import { readLeadSettings, type LeadSettings } from './settings';
import type { TapStore } from './tap-store';

export interface TapHandlerOptions {
  settings?: () => LeadSettings;
  taps?: (settings: LeadSettings, req: GatsbyFunctionRequest) => TapStore;
  limiter?: RateLimiter;
  now?: () => Date;
}

/** Taps one visitor's browser may count in an hour: a few calls and mails, never a flood that skews the counts. */
const TAPS_PER_HOUR = 30;

/**
 * POST /api/tap?channel=phone|whatsapp|email&page=/path/: one tap counted for the page, channel and day, sent by the
 * browser with `sendBeacon` after a tap on the link (src/browser/arrival.ts). Nothing else is read or kept: no body, no
 * identifier, no address. 204 when counted, 400 for what is not a tap, 429 past the per-client limit.
 */
export function createTapHandler(options: TapHandlerOptions = {}) {
  let settings: LeadSettings | undefined;
  const currentSettings = () => (settings ??= (options.settings ?? readLeadSettings)());
  const now = options.now ?? (() => new Date());

  return async function handleTap(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    try {
      const config = currentSettings();
      if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'method_not_allowed' }, { allow: 'POST' });
      const tap = tapOf(isPlainObject(req.query) ? req.query : {});
      if (!tap) return send(res, 400, { ok: false, error: 'not_a_tap' });
      const limiter = options.limiter ?? sharedLimiter('tap', { max: TAPS_PER_HOUR, windowMs: 60 * 60 * 1000 });
      const limit = limiter.check(clientKey(req, config.serverless), now().getTime());
      if (!limit.allowed)
        return send(res, 429, { ok: false, error: 'too_many_requests' }, { 'retry-after': String(limit.retryAfterSeconds) });
      await (options.taps ?? openTapStore)(config, req).count(tap, now());
      res.setHeader('cache-control', 'no-store');
      res.status(204).send('');
    } catch (error) {
      // A tap that is not counted costs the visitor nothing: the call or the mail has already started.
      console.error(`[taps] not counted: ${(error as Error).message}`);
      if (!res.headersSent) send(res, 503, { ok: false, error: 'not_counted' });
    }
  };
}
