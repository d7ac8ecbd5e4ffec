import { randomUUID } from 'crypto';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { ValidationError } from 'yup';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/languages';
import { FORM_SCHEMAS, booleanFields, fieldErrors, type FormKind } from '../lib/forms/schemas';
import { formPostRedirect, valuesFromFormPost } from '../lib/forms/form-post';
import { createRateLimiter, type RateLimiter } from '../lib/leads/rate-limit';
import type { StoredLead } from '../lib/leads/lead';
import { BUSINESS_CONTACT } from './business';
import { notifyLead, defaultNotifyDependencies, type NotifyDependencies } from './notify';
import { openLeadStore } from './open-lead-store';
import type { LeadStore } from './lead-store';
import { readLeadSettings, type LeadSettings } from './settings';
import { serverTranslator } from './translations';
import { JSON_TYPE, clientKey, contentOf, isPlainObject, send } from './http';

export interface LeadHandlerOptions {
  settings?: () => LeadSettings;
  /** Per-client limit; by default one per form and configuration, shared by every load of the Function. */
  limiter?: (settings: LeadSettings) => RateLimiter;
  /** Where leads are kept; by default the store for this host (src/server/open-lead-store.ts). */
  store?: (settings: LeadSettings, req: GatsbyFunctionRequest) => LeadStore;
  notifyDependencies?: NotifyDependencies;
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

/** The body types a form may arrive in: JSON from the site's script, or a plain form post before it has loaded. */
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/;

/** A plain form post may only come from the site's own pages (browsers send Origin with a POST). */
function sameOrigin(req: GatsbyFunctionRequest): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return typeof origin !== 'string';
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The whole server side of one form: POST only (405), JSON or the site's own form post only (415), bounded body
 * (413), schema validation in the visitor's language (400 with field errors), honeypot (200, nothing kept),
 * per-client rate limit (429 + Retry-After), then the store: 200 only once the lead is stored (503 when it could not
 * be), then the notifications (mail, webhook), whose failure is marked on the lead for the inbox to retry.
 * A form posted without JavaScript gets the same checks and is answered with 303 See Other: to the thank-you
 * page, or back to the form with the fields it got wrong.
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
    const content = contentOf(req);
    const formPost = FORM_TYPE.test(content.type);
    if (!JSON_TYPE.test(content.type) && !(formPost && sameOrigin(req)))
      return send(res, 415, { ok: false, error: 'unsupported_media_type' });
    if (content.tooLarge) return send(res, 413, { ok: false, error: 'payload_too_large' });

    // On Netlify a body that fails to parse arrives as undefined; anything but an object is refused.
    const body: unknown = req.body;
    const language: Language = isPlainObject(body) && isLanguage(body.locale) ? body.locale : DEFAULT_LANGUAGE;
    /** The answer to a form post: a page to go to (303), in the visitor's language. */
    const redirect = (outcome: Parameters<typeof formPostRedirect>[2]) => {
      res.setHeader('cache-control', 'no-store');
      res.redirect(303, formPostRedirect(kind, language, outcome));
    };

    const limit = limiter.check(`${kind}:${clientKey(req, config.serverless)}`, now().getTime());
    if (!limit.allowed) {
      if (formPost) return redirect('failed');
      return send(res, 429, { ok: false, error: 'too_many_requests' }, { 'retry-after': String(limit.retryAfterSeconds) });
    }
    if (!isPlainObject(body)) return send(res, 400, { ok: false, error: 'invalid_json' });

    const t = await serverTranslator(language);
    const schema = FORM_SCHEMAS[kind](t);
    // Only the schema's own fields, copied into a fresh object: keys like "__proto__" never reach yup.
    const posted = formPost ? valuesFromFormPost(body, booleanFields(schema)) : body;
    const input = Object.fromEntries(
      Object.keys(schema.fields)
        .filter((key) => Object.prototype.hasOwnProperty.call(posted, key))
        .map((key) => [key, posted[key]]),
    );
    let fields: Record<string, unknown>;
    try {
      fields = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors = fieldErrors(error);
      if (formPost) return redirect({ errors: Object.keys(errors) });
      return send(res, 400, { ok: false, error: 'validation_failed', errors });
    }

    // A filled honeypot is a bot: answer like a success so it learns nothing, and keep nothing.
    if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') {
      log(`[leads] ${kind}: honeypot filled, dropped`);
      return formPost ? redirect('sent') : send(res, 200, { ok: true });
    }

    const { honeypot: _honeypot, locale: _locale, ...kept } = fields;
    const lead: StoredLead = {
      id: randomUUID(),
      kind,
      receivedAt: now().toISOString(),
      language,
      fields: Object.fromEntries(
        Object.entries(kept).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
      ) as StoredLead['fields'],
      status: 'new',
      notify: config.smtpUrl || config.webhookUrl ? 'pending' : 'none',
    };
    let store: LeadStore;
    try {
      store = (options.store ?? openLeadStore)(config, req);
      await store.append(lead);
    } catch (error) {
      console.error(`[leads] ${kind} ${lead.id} not stored: ${(error as Error).message}`);
      return formPost ? redirect('failed') : send(res, 503, { ok: false, error: 'not_stored' });
    }
    log(`[leads] ${kind} ${lead.id} stored (${store.name})`);
    if (lead.notify === 'pending') {
      const notify = await notifyLead(lead, config, BUSINESS_CONTACT, options.notifyDependencies ?? defaultNotifyDependencies);
      // The lead is safe; a failed notification is marked for the inbox to retry, never a reason to refuse the lead.
      await store
        .update(lead.id, { notify })
        .catch((error: Error) => console.error(`[leads] ${lead.id}: could not mark ${notify}: ${error.message}`));
    }
    return formPost ? redirect('sent') : send(res, 200, { ok: true, id: lead.id });
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
