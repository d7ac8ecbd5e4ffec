import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { MAX_NOTE_LENGTH, isLeadStatus, type StoredLead } from '../lib/leads/lead';
import { LONGEST_PERIOD_DAYS, periodStart, summariseAll } from '../lib/leads/summary';
import { leadsToCsv } from '../lib/leads/csv';
import { PAGE_SIZE, leadFilterOf, pageNumberOf } from '../lib/leads/lead-query';
import { retentionCutoff } from '../lib/leads/retention';
import { MIN_ADMIN_TOKEN_LENGTH, bearerToken, throttleOver, tokensMatch, type SignInThrottle } from './admin-auth';
import { JSON_TYPE, clientKey, contentOf, isPlainObject, send } from './http';
import type { LeadStore } from './lead-store';
import { unstoredDirFor, unstoredLeads, type UnstoredLeads } from './unstored-leads';
import { openFailureLog, openLeadStore, openTapStore } from './open-lead-store';
import type { TapStore } from './tap-store';
import { readLeadSettings, type LeadSettings } from './settings';

export interface LeadsApiOptions {
  settings?: () => LeadSettings;
  store?: (settings: LeadSettings, req: GatsbyFunctionRequest) => LeadStore;
  taps?: (settings: LeadSettings, req: GatsbyFunctionRequest) => TapStore;
  throttle?: SignInThrottle;
  /** Leads that reached the owner while the store was down, moved in on every inbox visit. */
  unstored?: UnstoredLeads;
  now?: () => Date;
}

const queryValue = (req: GatsbyFunctionRequest, name: string) => {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * What every look at the inbox's list does first: bring leads of an older store layout into the current one, take in
 * the leads that reached the owner while the store was down, and erase what the privacy statement no longer allows us
 * to keep. Each step reads only the leads it concerns. It sends nothing: notifications go out by delivery
 * (src/server/delivery.ts), never while the owner waits for the list.
 */
async function upkeep(store: LeadStore, config: LeadSettings, now: Date, unstored: UnstoredLeads): Promise<void> {
  const migrated = (await store.migrate?.()) ?? 0;
  if (migrated) console.info(`[inbox] moved ${migrated} lead(s) into the store's current layout`);
  const joined = await unstored.moveInto(store).catch((error: Error) => {
    console.error(`[inbox] leads kept while the store was down are still waiting: ${error.message}`);
    return 0;
  });
  if (joined) console.info(`[inbox] stored ${joined} lead(s) kept while the store was down`);
  const purged = await store.purge(retentionCutoff(now, config.retentionMonths));
  if (purged) console.info(`[inbox] erased ${purged} lead(s) older than ${config.retentionMonths} months`);
}

/** A PATCH's change: a stage, a note (trimmed, at most MAX_NOTE_LENGTH), or both; null when it is neither. */
function patchOf(
  body: Record<string, unknown>,
): Pick<StoredLead, 'status' | 'note'> | Pick<StoredLead, 'status'> | { note: string } | null {
  const status = body.status === undefined ? undefined : isLeadStatus(body.status) ? body.status : null;
  const note =
    body.note === undefined ? undefined : typeof body.note === 'string' && body.note.length <= MAX_NOTE_LENGTH ? body.note.trim() : null;
  if (status === null || note === null || (status === undefined && note === undefined)) return null;
  return { ...(status ? { status } : {}), ...(note !== undefined ? { note } : {}) } as Pick<StoredLead, 'status' | 'note'>;
}

/**
 * The owner's inbox API at /api/leads, signed in with the ADMIN_TOKEN secret as a Bearer token (404 when none is
 * set): GET lists newest first, a page at a time (?page=, from 1; ?kind= a form or `requests` for every form but the
 * newsletter, ?status= a stage, ?source= a kind of source; ?id= for one lead, ?format=csv for a spreadsheet,
 * ?view=summary for where leads came from), PATCH { id, status?, note? } sets a lead's stage and note, DELETE ?id=
 * erases one. The right token opens at once; a client's first FREE_FAILURES wrong ones in a window get 401, later ones
 * 429 with Retry-After at once (counted in the store with conditional writes).
 * Nothing is ever cached.
 */
export function createLeadsApi(options: LeadsApiOptions = {}) {
  let settings: LeadSettings | undefined;
  const currentSettings = () => (settings ??= (options.settings ?? readLeadSettings)());
  const now = options.now ?? (() => new Date());

  async function handle(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    const config = currentSettings();
    res.setHeader('x-robots-tag', 'noindex');
    // Without a configured secret there is no inbox to find.
    if (!config.adminToken) return send(res, 404, { ok: false, error: 'not_found' });
    // A weak secret keeps the inbox closed, and the page says why.
    if (config.adminToken.length < MIN_ADMIN_TOKEN_LENGTH)
      return send(res, 503, {
        ok: false,
        error: 'weak_token',
        message: `ADMIN_TOKEN has ${config.adminToken.length} characters; the inbox opens with ${MIN_ADMIN_TOKEN_LENGTH} or more.`,
      });
    if (!['GET', 'PATCH', 'DELETE'].includes(req.method ?? ''))
      return send(res, 405, { ok: false, error: 'method_not_allowed' }, { allow: 'GET, PATCH, DELETE' });

    // The token first: the right one opens at once, and reads nothing, whatever a stranger guessed from the same address.
    const token = bearerToken(req.headers.authorization);
    if (!token || !tokensMatch(token, config.adminToken)) {
      // Only a presented token counts as a guess: the inbox page asks without one to learn whether it is set up.
      // Counted where the leads are, so that no new Function instance starts a guesser's count again.
      const refusal = token
        ? await (options.throttle ?? throttleOver(openFailureLog(config, req))).failed(clientKey(req, config.serverless), now().getTime())
        : { status: 401 as const };
      if (refusal.status === 429)
        return send(res, 429, { ok: false, error: 'too_many_requests' }, { 'retry-after': String(refusal.retryAfterSeconds) });
      return send(res, 401, { ok: false, error: 'unauthorized' }, { 'www-authenticate': 'Bearer' });
    }

    const store = (options.store ?? openLeadStore)(config, req);
    if (req.method === 'GET') {
      const id = queryValue(req, 'id');
      if (id) {
        const lead = await store.get(id);
        return lead ? send(res, 200, { ok: true, lead }) : send(res, 404, { ok: false, error: 'not_found' });
      }
      if (queryValue(req, 'view') === 'summary') {
        const moment = now();
        const from = new Date(`${periodStart(moment, LONGEST_PERIOD_DAYS)}T00:00:00.000Z`);
        const [leads, taps] = await Promise.all([
          store.summaryLeads(from),
          (options.taps ?? openTapStore)(config, req).since(periodStart(moment, LONGEST_PERIOD_DAYS), moment),
        ]);
        return send(res, 200, { ok: true, periods: summariseAll(leads, taps, moment) });
      }
      await upkeep(store, config, now(), options.unstored ?? unstoredLeads(unstoredDirFor(config)));
      const filter = leadFilterOf({ kind: queryValue(req, 'kind'), status: queryValue(req, 'status'), source: queryValue(req, 'source') });
      if (queryValue(req, 'format') === 'csv') {
        // The export is every lead the filter lets through, not one page: it reads them all, as a spreadsheet wants.
        const leads = await store.list(filter);
        res.setHeader('cache-control', 'no-store');
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('content-type', 'text/csv; charset=utf-8');
        res.setHeader(
          'content-disposition',
          `attachment; filename="leads-${queryValue(req, 'kind') ?? 'all'}-${now().toISOString().slice(0, 10)}.csv"`,
        );
        res.status(200).send(leadsToCsv(leads));
        return;
      }
      const page = await store.page({ filter, page: pageNumberOf(queryValue(req, 'page')), pageSize: PAGE_SIZE });
      return send(res, 200, { ok: true, store: store.name, retentionMonths: config.retentionMonths, ...page });
    }

    if (req.method === 'DELETE') {
      const id = queryValue(req, 'id');
      if (!id) return send(res, 400, { ok: false, error: 'id_required' });
      return (await store.delete(id)) ? send(res, 200, { ok: true }) : send(res, 404, { ok: false, error: 'not_found' });
    }

    // PATCH { id, status?, note? }: a change of either counts as contact, for retention.
    const content = contentOf(req);
    if (!JSON_TYPE.test(content.type)) return send(res, 415, { ok: false, error: 'unsupported_media_type' });
    if (content.tooLarge) return send(res, 413, { ok: false, error: 'payload_too_large' });
    const body: unknown = req.body;
    const patch = isPlainObject(body) && typeof body.id === 'string' ? patchOf(body) : null;
    if (!patch || !isPlainObject(body)) return send(res, 400, { ok: false, error: 'invalid_body' });
    const lead = await store.update(String(body.id), { ...patch, updatedAt: now().toISOString() });
    return lead ? send(res, 200, { ok: true, lead }) : send(res, 404, { ok: false, error: 'not_found' });
  }

  // Never let an error escape: under `gatsby serve` an unhandled rejection stops the whole server.
  return async function handleLeads(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
    try {
      await handle(req, res);
    } catch (error) {
      console.error(`[inbox] unexpected error: ${(error as Error).message}`);
      if (!res.headersSent) send(res, 500, { ok: false, error: 'internal_error' });
    }
  };
}
