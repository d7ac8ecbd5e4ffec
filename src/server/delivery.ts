import type { GatsbyFunctionRequest } from 'gatsby';
import type { Channel, StoredLead } from '../lib/leads/lead';
import { dueChannels, markedSending, nextDueAt, notifyStatusOf, recorded } from '../lib/leads/delivery';
import { BUSINESS_CONTACT } from './business';
import type { LeadStore } from './lead-store';
import { configuredChannels, defaultNotifyDependencies, sendThrough, type NotifyDependencies } from './notify';
import type { LeadSettings } from './settings';

/**
 * Delivery of a stored lead's notifications, after the visitor has their answer. On the site's own server (`npm
 * start`) it runs in the server process once the answer is sent; on Netlify, where a Function's work ends with its
 * response, the lead Function asks the background Function `deliver-leads-background` (netlify/functions/) for it, and
 * a scheduled Function drains what a lost request left. The store is the queue: each lead keeps its channels' state
 * (src/lib/leads/delivery.ts), and a channel is marked before it is tried and recorded after, so one that took the
 * lead is never sent it again.
 */

export interface DeliveryContext {
  store: LeadStore;
  settings: LeadSettings;
  dependencies?: NotifyDependencies;
  clock?: () => number;
  log?: (message: string) => void;
}

/** Sends a lead's due channels once, side by side, recording each outcome; resolves with when it is next due (or null). */
export async function deliverLead(lead: StoredLead, context: DeliveryContext): Promise<number | null> {
  const { store, settings } = context;
  const clock = context.clock ?? Date.now;
  const dependencies = context.dependencies ?? defaultNotifyDependencies;
  const channels = configuredChannels(settings);
  const due = dueChannels(lead.delivery, channels, clock());
  if (due.length === 0) return nextDueAt(lead.delivery, channels);
  let delivery = markedSending(lead.delivery, due, clock());
  // Marked before anything is sent: a delivery that starts meanwhile (another instance, a restart) leaves these alone.
  await store.update(lead.id, { delivery, notify: notifyStatusOf(delivery, channels) });
  let writes = Promise.resolve();
  const record = (channel: Channel, sent: boolean) => {
    delivery = recorded(delivery, channel, sent, clock());
    const snapshot = delivery;
    // One write at a time, each with every outcome so far: two channels' records never overwrite each other.
    writes = writes.then(async () => {
      await store.update(lead.id, { delivery: snapshot, notify: notifyStatusOf(snapshot, channels) });
    });
    return writes;
  };
  await Promise.all(
    due.map(async (channel) => {
      const attempt = delivery[channel]!.attempts;
      try {
        await sendThrough(channel, lead, settings, BUSINESS_CONTACT, dependencies);
        context.log?.(`[leads] ${lead.id}: ${channel} notification sent (try ${attempt})`);
        await record(channel, true);
      } catch (error) {
        dependencies.warn(`[leads] ${lead.id}: ${channel} notification failed (try ${attempt}): ${(error as Error).message}`);
        await record(channel, false);
      }
    }),
  );
  return nextDueAt(delivery, channels);
}

/** Every lead with a channel due now, side by side; resolves with when the next one left falls due (or null). */
export async function deliverDue(context: DeliveryContext, only?: string): Promise<number | null> {
  const leads = (await context.store.undeliveredLeads()).filter((lead) => !only || lead.id === only);
  const next = await Promise.all(
    leads.map((lead) =>
      deliverLead(lead, context).catch((error: Error) => {
        console.error(`[leads] ${lead.id}: delivery stopped: ${error.message}`);
        return null;
      }),
    ),
  );
  const times = next.filter((time): time is number => time !== null);
  return times.length ? Math.min(...times) : null;
}

/**
 * Delivers until nothing is due before `deadline` (ms since the epoch): sends what is due, waits for the next retry,
 * sends again. `wait` is injected so tests never sleep.
 */
export async function deliverUntil(
  deadline: number,
  context: DeliveryContext & { wait?: (ms: number) => Promise<void> },
  only?: string,
): Promise<void> {
  const clock = context.clock ?? Date.now;
  const wait = context.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()));
  for (;;) {
    const next = await deliverDue(context, only);
    if (next === null || next > deadline) return;
    // An interrupted wait (a new lead) goes round again at once; a retry that is not due yet is skipped by the round.
    if (next > clock()) await wait(next - clock());
  }
}

/** How long a delivery in the server process keeps waiting for retries before it stops (the next lead starts one). */
const IN_PROCESS_SPAN_MS = 15 * 60_000;

interface Runner {
  running: boolean;
  /** A lead came in while the runner was busy: go round again before waiting. */
  again: boolean;
  /** Ends the runner's current wait for a retry early. */
  wake?: () => void;
}

/**
 * Delivery in this server process, after the answer (`npm start`): one runner per store (`key`), on globalThis
 * (gatsby serve loads a Function's module afresh). A lead that comes in while it waits for a retry wakes it, so a
 * new lead never waits for an older one's retry. Resolves when the runner stops (for tests); callers need not wait.
 */
export function deliverInProcess(key: string, context: () => DeliveryContext): Promise<void> {
  const runners = ((globalThis as { __leadDeliveries?: Map<string, Runner & { done: Promise<void> }> }).__leadDeliveries ??= new Map());
  const current = runners.get(key);
  if (current?.running) {
    current.again = true;
    current.wake?.();
    return current.done;
  }
  const runner: Runner & { done: Promise<void> } = { running: true, again: false, done: Promise.resolve() };
  runners.set(key, runner);
  const wait = (ms: number) => {
    if (runner.again) {
      runner.again = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      runner.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  };
  runner.done = (async () => {
    try {
      do {
        runner.again = false;
        const started = context();
        await deliverUntil((started.clock ?? Date.now)() + IN_PROCESS_SPAN_MS, { ...started, wait });
      } while (runner.again);
    } catch (error) {
      console.error(`[leads] delivery stopped: ${(error as Error).message}`);
    } finally {
      runner.running = false;
      runner.wake = undefined;
    }
  })();
  return runner.done;
}

/** The background Function that delivers on Netlify (netlify/functions/deliver-leads-background.js, src/server/delivery-functions.ts). */
export const BACKGROUND_DELIVERY_PATH = '/.netlify/functions/deliver-leads-background';

/** How long the lead Function waits for Netlify to take the request: a background Function is answered 202 at once. */
const HAND_OVER_TIMEOUT_MS = 3_000;

/** This site's own address as the request reached it. */
function siteOrigin(req: GatsbyFunctionRequest): string {
  const raw = (req as GatsbyFunctionRequest & { rawUrl?: unknown }).rawUrl;
  if (typeof raw === 'string' && /^https?:\/\//.test(raw)) return new URL(raw).origin;
  const proto = String(req.headers['x-forwarded-proto'] ?? 'https')
    .split(',')[0]!
    .trim();
  return `${proto}://${String(req.headers.host)}`;
}

/**
 * Asks the background Function to deliver a stored lead, before the lead Function answers (its work ends with the
 * answer on Netlify). Netlify answers 202 at once and runs it apart; the visitor never waits for a mail server. A lost
 * request leaves the lead pending in the store, for the scheduled Function.
 */
export async function handOverDelivery(req: GatsbyFunctionRequest, id: string): Promise<void> {
  try {
    const response = await fetch(`${siteOrigin(req)}${BACKGROUND_DELIVERY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
      signal: AbortSignal.timeout(HAND_OVER_TIMEOUT_MS),
    });
    if (response.status !== 202 && !response.ok) throw new Error(`answered ${response.status}`);
  } catch (error) {
    console.error(`[leads] ${id}: delivery not handed over (the scheduled delivery will send it): ${(error as Error).message}`);
  }
}
