import type { Channel, ChannelDelivery, Delivery, NotifyStatus } from './lead';

/**
 * When a lead's notifications go out, as arithmetic on its per-channel state. A channel is `pending` until a delivery
 * takes it, `sending` from just before it is tried, then `sent` (never sent again) or `failed` (tried again later,
 * up to MAX_ATTEMPTS tries). Every decision takes the time as an argument: the callers own the clock.
 */

/** How often a channel is tried for one lead before delivery stops trying (the lead itself is in the inbox). */
export const MAX_ATTEMPTS = 5;

/** The wait after a channel's n-th failed try before the next (n = 1…4): the whole schedule fits in a background Function's 15 minutes. */
export const RETRY_DELAYS_MS = [30_000, 90_000, 180_000, 300_000] as const;

/**
 * A channel marked `sending` longer than this was cut off before its outcome was recorded (a background Function stops
 * at 15 minutes, a server may restart): it counts as a failed try. It may have gone out; trying again risks a second
 * mail rather than none.
 */
export const SENDING_LEASE_MS = 16 * 60_000;

/** The wait after a channel's `attempts`-th failed try. */
export function retryDelayAfter(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/** When this channel is next due (ms since the epoch), or null when it is sent or given up on. */
export function channelDueAt(state: ChannelDelivery | undefined): number | null {
  if (!state || state.state === 'pending') return 0;
  if (state.state === 'sent' || state.attempts >= MAX_ATTEMPTS) return null;
  const at = Date.parse(state.at);
  return state.state === 'sending' ? at + SENDING_LEASE_MS : at + retryDelayAfter(state.attempts);
}

/** The configured channels due now. */
export function dueChannels(delivery: Delivery | undefined, channels: readonly Channel[], now: number): Channel[] {
  return channels.filter((channel) => {
    const due = channelDueAt(delivery?.[channel]);
    return due !== null && due <= now;
  });
}

/** When the next configured channel of this lead falls due, or null when there is nothing left to try. */
export function nextDueAt(delivery: Delivery | undefined, channels: readonly Channel[]): number | null {
  const times = channels.map((channel) => channelDueAt(delivery?.[channel])).filter((time): time is number => time !== null);
  return times.length ? Math.min(...times) : null;
}

/** The channels marked as being tried, each counting one more try, before anything is sent. */
export function markedSending(delivery: Delivery | undefined, channels: readonly Channel[], now: number): Delivery {
  const marked: Delivery = { ...delivery };
  for (const channel of channels)
    marked[channel] = { state: 'sending', attempts: (delivery?.[channel]?.attempts ?? 0) + 1, at: new Date(now).toISOString() };
  return marked;
}

/** A tried channel's outcome, keeping the count of tries its mark made. */
export function recorded(delivery: Delivery, channel: Channel, sent: boolean, now: number): Delivery {
  return {
    ...delivery,
    [channel]: { state: sent ? 'sent' : 'failed', attempts: delivery[channel]?.attempts ?? 1, at: new Date(now).toISOString() },
  };
}

/** The lead's summary for the inbox: sent once every channel took it, notify_failed while one has failed, else pending. */
export function notifyStatusOf(delivery: Delivery | undefined, channels: readonly Channel[]): NotifyStatus {
  if (channels.length === 0) return 'none';
  const states = channels.map((channel) => delivery?.[channel]?.state ?? 'pending');
  if (states.every((state) => state === 'sent')) return 'sent';
  return states.includes('failed') ? 'notify_failed' : 'pending';
}

/** Whether at least one channel took the lead to the owner. */
export const reachedOwner = (delivery: Delivery | undefined): boolean =>
  Object.values(delivery ?? {}).some((state) => state?.state === 'sent');

/** Whether a lead with this summary still has notifications to send (or had, before they were given up on). */
export const awaitsDelivery = (notify: NotifyStatus): boolean => notify === 'pending' || notify === 'notify_failed';
