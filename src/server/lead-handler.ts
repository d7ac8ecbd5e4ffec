import { randomUUID } from 'crypto';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { ValidationError } from 'yup';
import business from '../../content/site/business.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/languages';
import { FORM_SCHEMAS, fieldErrors, type FormKind } from '../lib/forms/schemas';
import { createRateLimiter, type RateLimiter } from '../lib/leads/rate-limit';
import type { Lead } from '../lib/leads/lead';
import { deliverLead, defaultDependencies, type DeliveryDependencies } from './deliver';
import { readLeadSettings, type LeadSettings } from './settings';
import { serverTranslator } from './translations';

/**
 * The body limit is enforced here from Content-Length rather than through an exported `config`:
 * Gatsby 5.16 reads any `export const config` under src/ as page config, then builds rendering engines
 * that reject the native sharp module. Express's own 100 kB parser limit still applies first.
 */
const MAX_BODY_BYTES = 16 * 1024;

export interface LeadHandlerOptions {
  settings?: () => LeadSettings;
  /** Per-client limit; by default one per form and configuration, shared by every load of the Function. */
  limiter?: (settings: LeadSettings) => RateLimiter;
  dependencies?: DeliveryDependencies;
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * Rate-limit windows live on globalThis: `gatsby serve` re-requires a Function's module on every request,
 * so module state would start empty each time.
 */
export function sharedLimiter(kind: FormKind, options: { max: number; windowMs: number }): RateLimiter {
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

function send(res: GatsbyFunctionResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json(body);
}

function clientKey(req: GatsbyFunctionRequest, serverless: boolean): string {
  // Netlify puts the real client address in this header; elsewhere it could be forged, so use the socket.
  const forwarded = serverless ? req.headers['x-nf-client-connection-ip'] : undefined;
  return (typeof forwarded === 'string' && forwarded) || req.socket?.remoteAddress || 'unknown';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The whole server side of one form: POST only (405), JSON only (415), bounded body (413), schema
 * validation in the visitor's language (400 with field errors), honeypot (200, nothing kept), per-client
 * rate limit (429 + Retry-After), then delivery; 200 only once a delivery succeeded, else 502/503.
 */
export function createLeadHandler(kind: FormKind, options: LeadHandlerOptions = {}) {
  // Settings are read when the server first runs the Function, never baked in at build time.
  let settings: LeadSettings | undefined;
  const limiterFor = options.limiter ?? ((config: LeadSettings) => sharedLimiter(kind, config.rateLimit));
  const currentSettings = () => (settings ??= (options.settings ?? readLeadSettings)());
  const log = options.log ?? ((message: string) => console.info(message));
  const now = options.now ?? (() => new Date());

  async function handle(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const config = currentSettings();
    const limiter = limiterFor(config);

    if (req.method !== 'POST') return send(res, 405, { ok: false, error: 'method_not_allowed' }, { allow: 'POST' });
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    if (!/^application\/json\s*(;|$)/.test(contentType)) return send(res, 415, { ok: false, error: 'unsupported_media_type' });
    const declaredLength = Number(req.headers['content-length'] ?? 0);
    if (declaredLength > MAX_BODY_BYTES) return send(res, 413, { ok: false, error: 'payload_too_large' });

    const limit = limiter.check(`${kind}:${clientKey(req, config.serverless)}`, now().getTime());
    if (!limit.allowed)
      return send(res, 429, { ok: false, error: 'too_many_requests' }, { 'retry-after': String(limit.retryAfterSeconds) });

    // On Netlify a body that fails to parse arrives as undefined; anything but a JSON object is refused.
    const body: unknown = req.body;
    if (!isPlainObject(body)) return send(res, 400, { ok: false, error: 'invalid_json' });

    const language: Language = isLanguage(body.locale) ? body.locale : DEFAULT_LANGUAGE;
    const t = await serverTranslator(language);
    const schema = FORM_SCHEMAS[kind](t);
    // Only the schema's own fields, copied into a fresh object: keys like "__proto__" never reach yup.
    const input = Object.fromEntries(
      Object.keys(schema.fields)
        .filter((key) => Object.prototype.hasOwnProperty.call(body, key))
        .map((key) => [key, body[key]]),
    );
    let fields: Record<string, unknown>;
    try {
      fields = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return send(res, 400, { ok: false, error: 'validation_failed', errors: fieldErrors(error) });
    }

    // A filled honeypot is a bot: answer like a success so it learns nothing, and keep nothing.
    if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') {
      log(`[leads] ${kind}: honeypot filled, dropped`);
      return send(res, 200, { ok: true });
    }

    const { honeypot: _honeypot, locale: _locale, ...kept } = fields;
    const lead: Lead = {
      id: randomUUID(),
      kind,
      receivedAt: now().toISOString(),
      language,
      fields: Object.fromEntries(
        Object.entries(kept).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
      ) as Lead['fields'],
    };
    try {
      const channels = await deliverLead(
        lead,
        config,
        {
          name: business.name,
          email: business.email,
          phone: business.phone,
          ownerName: business.owner.name,
          replyHours: business.claims.replyHours,
        },
        options.dependencies ?? defaultDependencies,
      );
      log(`[leads] ${kind} ${lead.id} delivered via ${channels.join(', ')}`);
      return send(res, 200, { ok: true, id: lead.id });
    } catch (error) {
      console.error(`[leads] ${kind} ${lead.id} not delivered: ${(error as Error).message}`);
      const misconfigured = config.serverless && !config.smtpUrl && !config.webhookUrl;
      return send(res, misconfigured ? 503 : 502, { ok: false, error: 'delivery_failed' });
    }
  }

  // Never let an error escape: under `gatsby serve` an unhandled rejection stops the whole server.
  return async function handleLead(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    try {
      await handle(req, res);
    } catch (error) {
      console.error(`[leads] ${kind}: unexpected error: ${(error as Error).message}`);
      if (!res.headersSent) send(res, 500, { ok: false, error: 'internal_error' });
    }
  };
}
