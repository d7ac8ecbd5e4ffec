import type * as Blobs from '@netlify/blobs';
import type { GatsbyFunctionRequest } from 'gatsby';
import { blobsLeadStore, LEADS_STORE } from './blobs-lead-store';
import { fileLeadStore } from './file-lead-store';
import type { LeadStore } from './lead-store';
import type { LeadSettings } from './settings';

/** The Lambda event gatsby-adapter-netlify hands a Function on Netlify (Lambda compatibility mode). */
interface NetlifyEvent {
  blobs?: string;
  headers: Record<string, string>;
}

function lambdaEvent(req?: GatsbyFunctionRequest): NetlifyEvent | undefined {
  const event = (req as (GatsbyFunctionRequest & { netlifyFunctionParams?: { event?: NetlifyEvent } }) | undefined)?.netlifyFunctionParams
    ?.event;
  return event?.blobs ? event : undefined;
}

export class NoDurableStoreError extends Error {}

/**
 * The one place that decides where leads live. On Netlify: Netlify Blobs, through the Function's event
 * (`connectLambda`) or the environment; on the site's own server: the JSON-lines file. A serverless host without
 * Blobs has no disk that outlives the request, so there is no store to acknowledge a lead with.
 */
export function openLeadStore(settings: LeadSettings, req?: GatsbyFunctionRequest): LeadStore {
  const event = lambdaEvent(req);
  if (event || settings.blobs) {
    // Loaded by Node where it is used, not bundled: bundled, its reads of the environment would be fixed at build
    // time (node-require.ts).
    const blobs = __non_webpack_require__('@netlify/blobs') as typeof Blobs;
    if (event) {
      blobs.connectLambda(event as unknown as Parameters<typeof blobs.connectLambda>[0]);
      return blobsLeadStore(blobs.getStore(LEADS_STORE));
    }
    const access = settings.blobs!;
    return blobsLeadStore(
      access.kind === 'api'
        ? blobs.getStore({ name: LEADS_STORE, siteID: access.siteID, token: access.token, apiURL: access.apiURL, consistency: 'strong' })
        : blobs.getStore({
            name: LEADS_STORE,
            siteID: access.siteID,
            token: access.token,
            edgeURL: access.edgeURL,
            // Strong reads need the uncached endpoint; where the platform gives none, reads are eventually consistent.
            ...(access.uncachedEdgeURL ? { uncachedEdgeURL: access.uncachedEdgeURL, consistency: 'strong' as const } : {}),
          }),
    );
  }
  if (settings.serverless) throw new NoDurableStoreError('no durable lead store: Netlify Blobs is not available to this Function');
  return fileLeadStore(settings.leadsDir);
}
