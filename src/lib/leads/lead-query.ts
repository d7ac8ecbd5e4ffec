import { FORM_KINDS, isFormKind, type FormKind } from '../forms/kinds';
import { isLeadStatus, type LeadStatus, type StoredLead } from './lead';
import { isSourceKind, sourceKindOf, type SourceKind } from './attribution';

/** The forms whose leads are requests for work: every form but the newsletter, which has a tab of its own. */
export const REQUEST_KINDS: readonly FormKind[] = FORM_KINDS.filter((kind) => kind !== 'newsletter');

/** Which leads the inbox asks for: one form, or every request form (`requests`), or all; one stage or all; one kind of source or all. */
export interface LeadFilter {
  kind?: FormKind | 'requests';
  status?: LeadStatus;
  source?: SourceKind;
}

/** What a filter looks at: an index entry has it in its key, a lead read whole works it out. */
export interface FilterableLead {
  kind: FormKind;
  status: LeadStatus;
  sourceKind: SourceKind;
}
export const filterableOf = (lead: StoredLead): FilterableLead => ({
  kind: lead.kind,
  status: lead.status,
  sourceKind: sourceKindOf(lead.source),
});

/** How many leads the inbox shows at once. */
export const PAGE_SIZE = 25;

/** One page of the leads a filter lets through, newest first, and where it lies among them. */
export interface LeadPage {
  leads: StoredLead[];
  /** 1 for the newest leads; a page past the last is answered with the last. */
  page: number;
  pageSize: number;
  /** How many pages the filter's leads fill (at least 1, an empty inbox being one empty page). */
  pages: number;
  /** How many leads the filter lets through in all. */
  total: number;
}

export interface LeadPageQuery {
  filter: LeadFilter;
  page: number;
  pageSize: number;
}

export function matchesFilter(lead: FilterableLead, filter: LeadFilter): boolean {
  const kind = !filter.kind || (filter.kind === 'requests' ? REQUEST_KINDS.includes(lead.kind) : lead.kind === filter.kind);
  return kind && (!filter.status || lead.status === filter.status) && (!filter.source || lead.sourceKind === filter.source);
}

/** The filter a request's query asks for (`kind`, `status`, `source`); what is not one of their values is no filter. */
export function leadFilterOf(query: { kind?: string; status?: string; source?: string }): LeadFilter {
  const { kind, status, source } = query;
  return {
    ...(kind === 'requests' || isFormKind(kind) ? { kind } : {}),
    ...(isLeadStatus(status) ? { status } : {}),
    ...(isSourceKind(source) ? { source } : {}),
  };
}

/** A page number from a query: a whole number from 1; anything else is the first page. */
export function pageNumberOf(value: string | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Where a page lies among `total` items: its number (a page past the last is the last), how many pages there are,
 * and the range of items on it.
 */
export function pageBounds(total: number, page: number, pageSize: number): { page: number; pages: number; start: number; end: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (shown - 1) * pageSize;
  return { page: shown, pages, start, end: Math.min(total, start + pageSize) };
}

/** One page of leads already in memory, newest first (the file store's way). */
export function pageOfLeads(leads: readonly StoredLead[], query: LeadPageQuery): LeadPage {
  const matching = leads.filter((lead) => matchesFilter(filterableOf(lead), query.filter)).sort(byReceivedNewestFirst);
  const bounds = pageBounds(matching.length, query.page, query.pageSize);
  return {
    leads: matching.slice(bounds.start, bounds.end),
    page: bounds.page,
    pageSize: query.pageSize,
    pages: bounds.pages,
    total: matching.length,
  };
}

/** Leads newest first (ISO times sort as text). */
export const byReceivedNewestFirst = (a: Pick<StoredLead, 'receivedAt'>, b: Pick<StoredLead, 'receivedAt'>) =>
  b.receivedAt.localeCompare(a.receivedAt);
