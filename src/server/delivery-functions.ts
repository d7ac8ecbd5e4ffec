/**
 * Netlify background Function (the `-background` in its name): Netlify answers its caller 202 at once and lets it run
 * for up to 15 minutes. The lead Functions ask it to deliver a stored lead's notifications ({ id }), so the visitor
 * never waits for a mail server or a webhook; the scheduled Function asks it with no id, to deliver every lead whose
 * channels are due (a request that was lost, a retry). The work itself is src/server/delivery.ts.
 */
import { defineNodeRequireOutsideWebpack } from './node-require';
import { BACKGROUND_DELIVERY_PATH, deliverUntil } from './delivery';
import { openLeadStore, type NetlifyEvent } from './open-lead-store';
import { readLeadSettings, runtimeEnv } from './settings';

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

export async function deliverInBackground(event: NetlifyEvent & { body?: string | null }): Promise<void> {
  const settings = readLeadSettings();
  const store = openLeadStore(settings, { netlifyFunctionParams: { event } });
  const id = leadIdOf(event.body);
  await deliverUntil(Date.now() + SPAN_MS, { store, settings, log: (message) => console.info(message) }, id);
}

/**
 * Netlify scheduled Function (its schedule is in netlify.toml): every quarter of an hour it asks the background
 * Function to deliver every lead whose notifications are due, so that a lead whose own request for delivery was lost,
 * or whose retries outlived one background run, is still sent. A scheduled Function has 30 seconds; the background
 * one has 15 minutes, as a slow mail server may need.
 */
export async function askForScheduledDelivery(): Promise<{ statusCode: number }> {
  // URL: the site's main address, which Netlify gives every Function.
  const site = runtimeEnv().URL;
  if (!site) {
    console.error('[leads] scheduled delivery: no URL in the environment');
    return { statusCode: 500 };
  }
  const response = await fetch(new URL(BACKGROUND_DELIVERY_PATH, site), { method: 'POST', body: '{}' });
  console.info(`[leads] scheduled delivery asked for: ${response.status}`);
  return { statusCode: response.status === 202 || response.ok ? 200 : 502 };
}
