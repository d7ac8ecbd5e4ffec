import { sitePathOf } from './attribution';

/*
 * Taps on the ways to reach the business that leave no form behind: the phone number, WhatsApp and e-mail links. The
 * browser sends a count of one after the tap (`sendBeacon`, src/browser/arrival.ts) with the page and the channel and
 * nothing else; the server keeps a number per page, day and channel.
 */

import { isTapChannel, type TapChannel } from './tap-links';

export { TAP_CHANNELS, isTapChannel, tapChannelOf, tapUrl, type TapChannel } from './tap-links';

/** Counted taps of one page, channel and day (UTC, as `2026-11-25`). */
export interface TapCount {
  day: string;
  page: string;
  channel: TapChannel;
  count: number;
}

export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** A tap as the Function takes it: a known channel and a site path; anything else is not counted. */
export function tapOf(query: Record<string, unknown>): { channel: TapChannel; page: string } | null {
  const page = sitePathOf(query.page);
  return isTapChannel(query.channel) && page ? { channel: query.channel, page } : null;
}

/** Counts of the same page, channel and day added up. */
export function mergeTaps(counts: readonly TapCount[]): TapCount[] {
  const merged = new Map<string, TapCount>();
  for (const entry of counts) {
    const key = `${entry.day} ${entry.channel} ${entry.page}`;
    const found = merged.get(key);
    if (found) found.count += entry.count;
    else merged.set(key, { ...entry });
  }
  return [...merged.values()];
}
