/**
 * Netlify background Function (the `-background` in its name): Netlify answers its caller 202 at once and lets it run
 * for up to 15 minutes. The lead Functions ask it to deliver a stored lead's notifications ({ id }), so the visitor
 * never waits for a mail server or a webhook; the scheduled Function asks it with no id, to deliver every lead whose
 * channels are due (a request that was lost, a retry). The work itself is src/server/delivery.ts.
 */
import { defineNodeRequireOutsideWebpack } from '../../src/server/node-require';
import { deliverUntil } from '../../src/server/delivery';
import { openLeadStore, type NetlifyEvent } from '../../src/server/open-lead-store';
import { readLeadSettings } from '../../src/server/settings';

// Bundled by Netlify's bundler, not webpack: the run-time loads of nodemailer and @netlify/blobs go through Node's require.
defineNodeRequireOutsideWebpack();

/** Stops waiting for retries a minute before Netlify stops the Function: a channel cut off mid-try is tried again later. */
const SPAN_MS = 14 * 60_000;

function leadIdOf(body: string | null | undefined): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body ?? '{}');
    const id = (parsed as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function handler(event: NetlifyEvent & { body?: string | null }): Promise<void> {
  const settings = readLeadSettings();
  const store = openLeadStore(settings, { netlifyFunctionParams: { event } });
  const id = leadIdOf(event.body);
  await deliverUntil(Date.now() + SPAN_MS, { store, settings, log: (message) => console.info(message) }, id);
}
