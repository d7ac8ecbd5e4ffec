import { isFormKind, type FormKind } from '../forms/kinds';
import { leadStatusOf, type LeadStatus, type StoredLead } from './lead';
import { isSourceKind, pageOfLead, sourceKindOf, type SourceKind } from './attribution';

/**
 * The key layout of the leads in Netlify Blobs, where listing returns key names only (1,000 a request) and every lead
 * read is a request of its own:
 * - `lead/{id}`: the lead itself, so one lead is read by its id without listing anything;
 * - `index/{folder}/{inverted time}_{kind}_{status}_{id}~{source kind}~{page}`: an empty entry per lead whose name sorts
 *   newest first and carries what the inbox filters and counts on (the page with `/` written `!`), so a page is one
 *   listing of names and a read of that page's leads only, and the summary reads no lead at all. The
 *   folder is the inverted time's first four digits (about 11.6 days each): the retention purge lists the folder
 *   names and then only the folders old enough to hold a lead past the cutoff;
 * - `retry/{id}`: an empty marker while a lead's notifications are still to be sent (pending or failed so far): the
 *   queue delivery drains, without reading every lead.
 */
export const LEAD_PREFIX = 'lead/';
export const INDEX_PREFIX = 'index/';
export const RETRY_PREFIX = 'retry/';

/** Ids are the Functions' UUIDs; anything else (a slash, dots) could name another key, so it names no lead. */
const LEAD_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
export const isLeadId = (id: string): boolean => LEAD_ID.test(id);

/** Milliseconds since 1970 below 10^13 (until the year 2286): the inverted time has 13 digits and sorts newest first. */
const LATEST = 10 ** 13 - 1;
const TIME_DIGITS = 13;
/** An index folder spans 10^9 ms of the inverted time's 13 digits. */
const FOLDER_DIGITS = 4;
const FOLDER_SPAN_MS = 10 ** (TIME_DIGITS - FOLDER_DIGITS);

export interface IndexEntry {
  key: string;
  id: string;
  kind: FormKind;
  status: LeadStatus;
  receivedAt: string;
  sourceKind: SourceKind;
  /** The page the lead counts for in the summary (pageOfLead), when the key could carry it. */
  page?: string;
  /** Written before leads kept their source, or with the status `handled`: the store writes its current key. */
  legacy?: true;
}

/** A page path as an index key carries it: `/` as `!`; a path with other characters than a slug's is left out. */
const KEY_PAGE = /^[A-Za-z0-9\-._/]{1,200}$/;
export const pageInKey = (page: string | undefined) => (page && KEY_PAGE.test(page) ? page.replace(/\//g, '!') : '');

/** A page path from its form in a key. */
export const pageOfKey = (part: string) => part.replace(/!/g, '/');

export const leadKeyOf = (id: string) => `${LEAD_PREFIX}${id}`;
export const retryKeyOf = (id: string) => `${RETRY_PREFIX}${id}`;

export function indexKeyOf(lead: Pick<StoredLead, 'id' | 'kind' | 'status' | 'receivedAt' | 'source'>): string {
  const inverted = String(LATEST - Date.parse(lead.receivedAt)).padStart(TIME_DIGITS, '0');
  const source = `~${sourceKindOf(lead.source)}~${pageInKey(pageOfLead(lead.source))}`;
  return `${INDEX_PREFIX}${inverted.slice(0, FOLDER_DIGITS)}/${inverted}_${lead.kind}_${lead.status}_${lead.id}${source}`;
}

/**
 * An index entry's fields from its key; null for a key that is not one. Keys written before leads kept their source
 * (no `~…` part) count as unknown, and those with the old status `handled` as contacted: the store writes their
 * current key when it meets them.
 */
export function parseIndexKey(key: string): IndexEntry | null {
  const match = /^index\/(\d{4})\/(\d{13})_([a-z]+)_([a-z]+)_([^~]+)(?:~([a-z]+)~(.*))?$/.exec(key);
  if (!match) return null;
  const [, folder = '', inverted = '', kind, stored, id = '', source = 'unknown', page = ''] = match;
  const legacy = match[6] === undefined || stored !== leadStatusOf(stored);
  const status = leadStatusOf(stored);
  if (!inverted.startsWith(folder) || !isFormKind(kind) || !status || !isLeadId(id) || !isSourceKind(source)) return null;
  return {
    key,
    id,
    kind,
    status,
    receivedAt: new Date(LATEST - Number(inverted)).toISOString(),
    sourceKind: source,
    ...(page ? { page: pageOfKey(page) } : {}),
    ...(legacy ? { legacy } : {}),
  };
}

/**
 * Of the index folders a listing with `directories` names (`index/8234`), the prefixes of those that may hold a lead
 * received before the cutoff: the folders whose oldest possible moment is before it.
 */
export function foldersBefore(folders: readonly string[], cutoff: Date): string[] {
  return folders
    .map((folder) => /^index\/(\d{4})\/?$/.exec(folder)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .filter((digits) => LATEST - ((Number(digits) + 1) * FOLDER_SPAN_MS - 1) < cutoff.getTime())
    .map((digits) => `${INDEX_PREFIX}${digits}/`);
}

/** Of the index folders, the prefixes of those that may hold a lead received at or after `from`: for the summary. */
export function foldersSince(folders: readonly string[], from: Date): string[] {
  return folders
    .map((folder) => /^index\/(\d{4})\/?$/.exec(folder)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .filter((digits) => LATEST - Number(digits) * FOLDER_SPAN_MS >= from.getTime())
    .map((digits) => `${INDEX_PREFIX}${digits}/`);
}

/** Index entries newest first; leads of the same millisecond by key, so pages never overlap. */
export const byIndexKey = (a: IndexEntry, b: IndexEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The layout before this one: every lead at the top level under `{receivedAt without -:.}_{id}`, found only by listing
 * every key. `migrate` in the Blobs store moves such leads into the layout above.
 */
export function legacyLeadKey(lead: Pick<StoredLead, 'receivedAt' | 'id'>): string {
  return `${lead.receivedAt.replace(/[-:.]/g, '')}_${lead.id}`;
}

export const isLegacyLeadKey = (key: string): boolean => /^\d{8}T\d{9}Z_[^/]+$/.test(key);
