import { randomUUID } from 'crypto';
import path from 'path';
import type { Store } from '@netlify/blobs';
import { pageInKey, pageOfKey } from '../lib/leads/blob-keys';
import { dayOf, isDay, isTapChannel, mergeTaps, type TapChannel, type TapCount } from '../lib/leads/taps';
import { serialised } from './file-lead-store';
import { readJsonRecord, replaceJsonFile } from './json-file';

/** Where the counted taps live, beside the leads. */
export interface TapStore {
  /** Counts one tap on `page`'s link to `channel`, on the day of `now`. */
  count(tap: { page: string; channel: TapChannel }, now: Date): Promise<void>;
  /** The counts of every day from `fromDay` (as `2026-11-25`) to today, at most a year back. */
  since(fromDay: string, now: Date): Promise<TapCount[]>;
}

/** How long counts are kept: the summary's longest period and a month to spare. */
const KEEP_DAYS = 400;
const oldestKept = (now: Date) => dayOf(new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000));

type DayCounts = Array<[TapChannel, string, number]>;
const countsOfDay = (day: string, counts: DayCounts): TapCount[] => counts.map(([channel, page, count]) => ({ day, page, channel, count }));
const dayCountsOf = (taps: readonly TapCount[]): DayCounts => taps.map(({ channel, page, count }) => [channel, page, count]);

/** Beside leads.jsonl: { day: [[channel, page, count], …] }. */
export const TAPS_FILE = 'taps.json';

/** Counts in one JSON file on the site's own disk, changed one tap at a time (a server's own disk keeps up easily). */
export function fileTapStore(dir: string): TapStore {
  const file = path.join(dir, TAPS_FILE);
  const queue = serialised(file);
  const readAll = () => readJsonRecord<DayCounts>(file);
  return {
    count: ({ page, channel }, now) =>
      queue(async () => {
        const all = await readAll();
        const day = dayOf(now);
        all[day] = dayCountsOf(mergeTaps([...countsOfDay(day, all[day] ?? []), { day, page, channel, count: 1 }]));
        for (const old of Object.keys(all)) if (old < oldestKept(now)) delete all[old];
        await replaceJsonFile(file, all);
      }),
    since: async (fromDay) =>
      Object.entries(await readAll())
        .filter(([day]) => day >= fromDay)
        .flatMap(([day, counts]) => countsOfDay(day, counts)),
  };
}

/** The name of the site-wide Netlify Blobs store of the counts. */
export const TAPS_STORE = 'taps';
/**
 * What one look at the summary does besides reading: it folds at most this many days that are over into their
 * month's document, and erases at most ERASES_PER_READ of the entries already folded. Reading does bounded work.
 */
export const FOLDS_PER_READ = 7;
export const ERASES_PER_READ = 200;
const DAY_PREFIX = 'day/';
const MONTH_PREFIX = 'month/';
const PARALLEL = 25;

/** `{channel}~{page}~{random}`: one empty entry per tap (Blobs has no counter a Function could add to safely). */
function parseTapKey(day: string, key: string): TapCount | null {
  const [channel, page] = key.slice(`${DAY_PREFIX}${day}/`.length).split('~');
  return isTapChannel(channel) && page ? { day, channel, page: pageOfKey(page), count: 1 } : null;
}

/**
 * Counts in Netlify Blobs: a tap is an empty entry under its day (`day/{day}/…`), so counting never rewrites a shared
 * document. A summary folds the days that are over into their month's document (`month/{yyyy-mm}`) and erases their
 * entries, a bounded number a read (FOLDS_PER_READ, ERASES_PER_READ), so later summaries read a document a month. A
 * day already in its month's document is never counted from entries again; a day lost by two folds racing keeps its
 * entries and is folded again by the next read.
 */
export function blobsTapStore(store: Store): TapStore {
  const entriesOf = async (day: string) => (await store.list({ prefix: `${DAY_PREFIX}${day}/` })).blobs.map((blob) => blob.key);
  const monthOf = async (month: string) =>
    ((await store.get(`${MONTH_PREFIX}${month}`, { type: 'json' })) ?? {}) as Record<string, DayCounts>;
  const countEntries = (day: string, keys: readonly string[]) =>
    mergeTaps(keys.map((key) => parseTapKey(day, key)).filter((tap): tap is TapCount => tap !== null));
  async function eraseAll(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += PARALLEL)
      await Promise.all(keys.slice(start, start + PARALLEL).map((key) => store.delete(key)));
  }
  return {
    async count({ page, channel }, now) {
      const part = pageInKey(page);
      if (part) await store.set(`${DAY_PREFIX}${dayOf(now)}/${channel}~${part}~${randomUUID()}`, '');
    },
    async since(fromDay, now) {
      const today = dayOf(now);
      const [days, monthsListed] = await Promise.all([
        store.list({ prefix: DAY_PREFIX, directories: true }).then(({ directories }) =>
          directories
            .map((folder) => folder.slice(DAY_PREFIX.length).replace(/\/$/, ''))
            .filter(isDay)
            .sort(),
        ),
        store.list({ prefix: MONTH_PREFIX }).then(({ blobs }) => blobs.map((blob) => blob.key.slice(MONTH_PREFIX.length))),
      ]);
      const expired = monthsListed.filter((month) => month < oldestKept(now).slice(0, 7));
      await Promise.all(expired.map((month) => store.delete(`${MONTH_PREFIX}${month}`)));
      const months = [...new Set([...monthsListed, ...days.map((day) => day.slice(0, 7))])].filter((month) => !expired.includes(month));
      const documents = new Map(await Promise.all(months.map(async (month) => [month, await monthOf(month)] as const)));
      const isFolded = (day: string) => Boolean(documents.get(day.slice(0, 7))?.[day]);

      // Days that are over and not yet in their month's document, oldest first, within this read's budget; then,
      // within its budget of erasures, the entries of days already folded (this read's, or an earlier one's).
      const toFold = days.filter((day) => day < today && !isFolded(day)).slice(0, FOLDS_PER_READ);
      const folding = await Promise.all(toFold.map(async (day) => ({ day, keys: await entriesOf(day) })));
      for (const { day, keys } of folding)
        documents.set(day.slice(0, 7), { ...documents.get(day.slice(0, 7)), [day]: dayCountsOf(countEntries(day, keys)) });
      await Promise.all(
        [...new Set(toFold.map((day) => day.slice(0, 7)))].map((month) => store.setJSON(`${MONTH_PREFIX}${month}`, documents.get(month))),
      );
      const erasable = folding.flatMap(({ keys }) => keys);
      const leftOver = days.filter((day) => day < today && isFolded(day) && !toFold.includes(day)).slice(0, FOLDS_PER_READ);
      for (const day of leftOver) {
        if (erasable.length >= ERASES_PER_READ) break;
        erasable.push(...(await entriesOf(day)));
      }
      await eraseAll(erasable.slice(0, ERASES_PER_READ));

      const folded = [...documents.values()].flatMap((document) =>
        Object.entries(document)
          .filter(([day]) => isDay(day) && day >= fromDay)
          .flatMap(([day, counts]) => countsOfDay(day, counts)),
      );
      // Today, and days over that wait for a later read to fold them, are counted from their entries.
      const live = await Promise.all(
        days.filter((day) => day >= fromDay && !isFolded(day)).map(async (day) => countEntries(day, await entriesOf(day))),
      );
      return [...folded, ...live.flat()];
    },
  };
}
