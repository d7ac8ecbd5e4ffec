import type * as Blobs from '@netlify/blobs';
import type { GatsbyFunctionRequest } from 'gatsby';
import { blobsLeadStore, LEADS_STORE } from './blobs-lead-store';
import { fileLeadStore } from './file-lead-store';
import type { LeadStore } from './lead-store';
import type { LeadSettings } from './settings';
import { memoryFailureLog, type FailureLog } from './admin-auth';
import { blobsFailureLog, fileFailureLog, FAILURES_STORE } from './failure-logs';
import { blobsTapStore, fileTapStore, TAPS_STORE, type TapStore } from './tap-store';

/** The Lambda event Netlify hands a Function in Lambda compatibility mode (gatsby-adapter-netlify's, netlify/functions/). */
export interface NetlifyEvent {
  blobs?: string;
  headers: Record<string, string | undefined>;
}

/** A Function of netlify/functions/ as the stores see it: its event, where gatsby-adapter-netlify puts a request's. */
export interface LambdaInvocation {
  netlifyFunctionParams: { event: NetlifyEvent };
}

/** Who is asking for a store: a Gatsby Function's request (with its Netlify event on Netlify), or a Netlify Function's event. */
type Caller = GatsbyFunctionRequest | LambdaInvocation;

function lambdaEvent(caller?: Caller): NetlifyEvent | undefined {
  const event = (caller as { netlifyFunctionParams?: { event?: NetlifyEvent } } | undefined)?.netlifyFunctionParams?.event;
  return event?.blobs ? event : undefined;
}

export class NoDurableStoreError extends Error {}

/** A site-wide Netlify Blobs store of this name, where Blobs are available to this Function; otherwise null. */
function blobsStore(name: string, settings: LeadSettings, req?: Caller): Blobs.Store | null {
  const event = lambdaEvent(req);
  if (!event && !settings.blobs) return null;
  // Loaded by Node where it is used, not bundled: bundled, its reads of the environment would be fixed at build time
  // (node-require.ts).
  const blobs = __non_webpack_require__('@netlify/blobs') as typeof Blobs;
  if (event) {
    blobs.connectLambda(event as unknown as Parameters<typeof blobs.connectLambda>[0]);
    return blobs.getStore(name);
  }
  const access = settings.blobs!;
  return access.kind === 'api'
    ? blobs.getStore({ name, siteID: access.siteID, token: access.token, apiURL: access.apiURL, consistency: 'strong' })
    : blobs.getStore({
        name,
        siteID: access.siteID,
        token: access.token,
        edgeURL: access.edgeURL,
        // Strong reads need the uncached endpoint; where the platform gives none, reads are eventually consistent.
        ...(access.uncachedEdgeURL ? { uncachedEdgeURL: access.uncachedEdgeURL, consistency: 'strong' as const } : {}),
      });
}

/**
 * The one place that decides where leads live. On Netlify: Netlify Blobs, through the Function's event
 * (`connectLambda`) or the environment; on the site's own server: the JSON-lines file. A serverless host without
 * Blobs has no disk that outlives the request, so there is no store to acknowledge a lead with.
 */
export function openLeadStore(settings: LeadSettings, req?: Caller): LeadStore {
  const store = blobsStore(LEADS_STORE, settings, req);
  if (store) return blobsLeadStore(store);
  if (settings.serverless) throw new NoDurableStoreError('no durable lead store: Netlify Blobs is not available to this Function');
  return fileLeadStore(settings.leadsDir);
}

/** Where the taps on the phone, WhatsApp and e-mail links are counted: beside the leads, as they are. */
export function openTapStore(settings: LeadSettings, req?: GatsbyFunctionRequest): TapStore {
  const store = blobsStore(TAPS_STORE, settings, req);
  if (store) return blobsTapStore(store);
  if (settings.serverless) throw new NoDurableStoreError('no durable tap store: Netlify Blobs is not available to this Function');
  return fileTapStore(settings.leadsDir);
}

/**
 * Where failed inbox sign-ins are counted: beside the leads, so every Function instance shares one count; in this
 * process's memory only where there is no store at all.
 */
export function openFailureLog(settings: LeadSettings, req?: GatsbyFunctionRequest): FailureLog {
  const store = blobsStore(FAILURES_STORE, settings, req);
  if (store) return blobsFailureLog(store);
  return settings.serverless ? memoryFailureLog() : fileFailureLog(settings.leadsDir);
}
