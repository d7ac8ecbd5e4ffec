import { randomUUID } from 'crypto';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { ValidationError } from 'yup';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/languages';
import { FORM_SCHEMAS, booleanFields, fieldErrors, type FormKind } from '../lib/forms/schemas';
import { FORM_PLACES, formPostRedirect, valuesFromFormPost } from '../lib/forms/form-post';
import type { Translate } from '../lib/i18n';
import type { RateLimiter } from '../lib/leads/rate-limit';
import { sharedLimiter } from './rate-limiters';
import type { StoredLead } from '../lib/leads/lead';
import { BUSINESS_CONTACT } from './business';
import { notifyOwner, defaultNotifyDependencies, type NotifyDependencies } from './notify';
import { deliverInProcess, handOverDelivery, type DeliveryContext } from './delivery';
import { unstoredDirFor, unstoredLeads, type UnstoredLeads } from './unstored-leads';
import { postedFields, unsentLeadPage } from '../lib/leads/unsent';
import { pagePath } from '../lib/routes';
import { leadPreview, previewFragment } from '../lib/site-preview/answers';
import { openLeadStore } from './open-lead-store';
import type { LeadStore } from './lead-store';
import { readLeadSettings, type LeadSettings } from './settings';
import { serverTranslator } from './translations';
import { JSON_TYPE, clientKey, contentOf, isPlainObject, send } from './http';
import { TRADE_IDS, tradesIn } from '../content/trades';
import { attributionOf, sitePathOf } from '../lib/leads/attribution';

export interface LeadHandlerOptions {
  settings?: () => LeadSettings;
  /** Per-client limit; by default one per form and configuration, shared by every load of the Function. */
  limiter?: (settings: LeadSettings) => RateLimiter;
  /** Where leads are kept; by default the store for this host (src/server/open-lead-store.ts). */
  store?: (settings: LeadSettings, req: GatsbyFunctionRequest) => LeadStore;
  notifyDependencies?: NotifyDependencies;
  /** Where a lead waits that reached the owner while the store was down (src/server/unstored-leads.ts). */
  unstored?: UnstoredLeads;
  /**
   * Delivery of a stored lead's notifications on the site's own server, started once the visitor has their answer; by
   * default in this process (src/server/delivery.ts). Tests pass one they can wait for.
   */
  deliverAfterAnswer?: (context: DeliveryContext) => void;
  /** On Netlify: asks the background Function to deliver, before the answer (a Function's work ends with it). */
  handOver?: (req: GatsbyFunctionRequest, id: string) => Promise<void>;
  /** How long the store may take before the lead counts as not stored: a Function has about ten seconds in all. */
  storeTimeoutMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

const STORE_TIMEOUT_MS = 4_000;

/** The fragment that shows a sent intake's sketch on the thank-you page, or '' for a lead without one. */
function sketchFragment(lead: StoredLead): string {
  const answers = leadPreview(lead);
  return answers ? previewFragment(answers) : '';
}

/** Resolves as `work` does, or rejects once `ms` have passed without an answer. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The answer to a form posted without JavaScript whose lead reached nobody: the page itself, with the visitor's words
 * and a mail link to the business (never a redirect: the words would have to travel in its address).
 */
function sendUnsentPage(
  res: GatsbyFunctionResponse,
  status: number,
  page: { kind: FormKind; language: Language; fields: StoredLead['fields']; t: Translate },
): void {
  const { page: formPage, anchor } = FORM_PLACES[page.kind];
  res.status(status);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.send(
    unsentLeadPage({
      ...page,
      trades: tradesIn(page.language),
      businessEmail: BUSINESS_CONTACT.email,
      backHref: `${pagePath(formPage, page.language)}#${anchor}`,
    }),
  );
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
 * per-client rate limit (429 + Retry-After), then the store: 200 once the lead is stored, before any notification (mail,
 * webhook) starts: delivery sends them after the answer, and retries (src/server/delivery.ts). When the store fails,
 * the notifications are tried while the visitor waits: 200 if one took the lead, 503 when nobody could.
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
    const sentFrom = isPlainObject(body) ? sitePathOf(body.sentFrom) : undefined;
    /** The answer to a form post: a page to go to (303), in the visitor's language, back where the form was sent from. */
    const redirect = (outcome: Parameters<typeof formPostRedirect>[2], fragment?: string) => {
      res.setHeader('cache-control', 'no-store');
      res.redirect(303, formPostRedirect(kind, language, outcome, fragment, sentFrom));
    };

    const limit = limiter.check(`${kind}:${clientKey(req, config.serverless)}`, now().getTime());
    if (!limit.allowed) {
      // Too many posts: a form posted without JavaScript still gets its words back, with the mail link.
      if (formPost && isPlainObject(body)) {
        res.setHeader('retry-after', String(limit.retryAfterSeconds));
        return sendUnsentPage(res, 429, { kind, language, fields: postedFields(body), t: await serverTranslator(language) });
      }
      if (formPost) return redirect('failed');
      return send(res, 429, { ok: false, error: 'too_many_requests' }, { 'retry-after': String(limit.retryAfterSeconds) });
    }
    if (!isPlainObject(body)) return send(res, 400, { ok: false, error: 'invalid_json' });

    const t = await serverTranslator(language);
    const schema = FORM_SCHEMAS[kind](t, TRADE_IDS);
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
    const source = attributionOf(posted);
    const lead: StoredLead = {
      id: randomUUID(),
      kind,
      receivedAt: now().toISOString(),
      language,
      fields: Object.fromEntries(
        Object.entries(kept).filter(([, value]) => typeof value === 'string' || typeof value === 'boolean'),
      ) as StoredLead['fields'],
      ...(Object.keys(source).length ? { source } : {}),
      status: 'new',
      notify: config.smtpUrl || config.webhookUrl ? 'pending' : 'none',
    };
    const notifyDependencies = options.notifyDependencies ?? defaultNotifyDependencies;
    const unstored = options.unstored ?? unstoredLeads(unstoredDirFor(config));
    let store: LeadStore;
    try {
      store = (options.store ?? openLeadStore)(config, req);
      await withinTime(store.append(lead), options.storeTimeoutMs ?? STORE_TIMEOUT_MS);
    } catch (error) {
      console.error(`[leads] ${kind} ${lead.id} not stored: ${(error as Error).message}`);
      // Nothing is lost while the owner can still be told: a lead that reached their mail or webhook is received, and
      // waits on this server's disk for the store.
      const notified =
        lead.notify === 'pending'
          ? await notifyOwner(lead, config, BUSINESS_CONTACT, notifyDependencies)
          : { status: 'none' as const, delivery: {}, reachedOwner: false };
      if (notified.reachedOwner) {
        await unstored
          .keep({ ...lead, notify: notified.status, delivery: notified.delivery })
          .catch((keepError: Error) =>
            console.error(`[leads] ${lead.id}: reached the owner but not kept for the store: ${keepError.message}`),
          );
        log(`[leads] ${kind} ${lead.id} not stored, but reached the owner (${notified.status}); kept for the store`);
        return formPost ? redirect('sent', sketchFragment(lead)) : send(res, 200, { ok: true, id: lead.id, stored: false });
      }
      if (formPost) return sendUnsentPage(res, 503, { kind, language, fields: lead.fields, t });
      return send(res, 503, { ok: false, error: 'not_stored' });
    }
    log(`[leads] ${kind} ${lead.id} stored (${store.name})`);
    // The store is back: leads that reached the owner while it was down join it now.
    await unstored
      .moveInto(store)
      .then((joined) => joined && log(`[leads] stored ${joined} lead(s) kept while the store was down`))
      .catch((joinError: Error) => console.error(`[leads] leads kept while the store was down still wait: ${joinError.message}`));
    // On Netlify the Function's work ends with its answer: the background Function is asked first (202 at once).
    if (lead.notify === 'pending' && config.serverless) await (options.handOver ?? handOverDelivery)(req, lead.id);
    if (formPost) redirect('sent', sketchFragment(lead));
    else send(res, 200, { ok: true, id: lead.id });
    // On the site's own server the process outlives the answer: the notifications go out from here, after it.
    if (lead.notify === 'pending' && !config.serverless) {
      const context: DeliveryContext = { store, settings: config, dependencies: notifyDependencies, log };
      // One runner per store: its waiting room's folder names it. Not awaited (`void`): the visitor has the answer
      // already, and the runner logs its own errors.
      (options.deliverAfterAnswer ?? ((started) => void deliverInProcess(unstoredDirFor(config), () => started)))(context);
    }
  }

  // Never let an error escape: under `gatsby serve` an unhandled rejection stops the whole server.
  return async function handleLead(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    try {
      await handle(req, res);
    } catch (error) {
      console.error(`[leads] ${kind}: unexpected error: ${(error as Error).message}`);
      if (res.headersSent) return;
      // A form posted without JavaScript gets a page, never raw JSON: what was sent, and how to send it by mail.
      if (FORM_TYPE.test(contentOf(req).type) && isPlainObject(req.body)) {
        const language = isLanguage(req.body.locale) ? req.body.locale : DEFAULT_LANGUAGE;
        const t = await serverTranslator(language).catch(() => null);
        if (t) return sendUnsentPage(res, 500, { kind, language, fields: postedFields(req.body), t });
      }
      send(res, 500, { ok: false, error: 'internal_error' });
    }
  };
}
