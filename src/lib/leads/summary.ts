import type { FormKind } from '../forms/kinds';
import { SOURCE_KINDS, type SourceKind } from './attribution';
import type { LeadStatus } from './lead';
import { REQUEST_KINDS } from './lead-query';
import { TAP_CHANNELS, dayOf, type TapChannel, type TapCount } from './taps';

/** The periods the inbox's summary looks back over, in days. */
export const SUMMARY_PERIODS = [30, 90, 365] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];
export const LONGEST_PERIOD_DAYS = Math.max(...SUMMARY_PERIODS);

/** What the summary needs of a lead: the index entries of the Blobs store carry exactly this. */
export interface SummaryLead {
  kind: FormKind;
  status: LeadStatus;
  receivedAt: string;
  sourceKind: SourceKind;
  page?: string;
}

export type TapTotals = Record<TapChannel, number>;
export interface SourceRow {
  source: SourceKind;
  leads: number;
  won: number;
}
export interface PageRow {
  /** The page a visit landed on (or its form was sent from); null for leads that do not say. */
  page: string | null;
  leads: number;
  won: number;
  taps: TapTotals;
}
export interface PeriodSummary {
  days: SummaryPeriod;
  leads: number;
  won: number;
  taps: TapTotals;
  bySource: SourceRow[];
  byPage: PageRow[];
}

const noTaps = (): TapTotals => Object.fromEntries(TAP_CHANNELS.map((channel) => [channel, 0])) as TapTotals;
const tapsTotal = (taps: TapTotals) => TAP_CHANNELS.reduce((sum, channel) => sum + taps[channel], 0);

/** The first day a period counts, `days` days up to and including today (UTC). */
export function periodStart(now: Date, days: number): string {
  return dayOf(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
}

/**
 * Which pages and sources bring customers over the last `days` days: requests (every form but the newsletter) and how
 * many of them the owner marked won, per kind of source and per page, with the taps on the phone, WhatsApp and e-mail
 * links of each page beside them. Pages are ordered by leads, then taps; sources in their fixed order.
 */
export function summarise(leads: readonly SummaryLead[], taps: readonly TapCount[], now: Date, days: SummaryPeriod): PeriodSummary {
  const from = periodStart(now, days);
  const counted = leads.filter((lead) => REQUEST_KINDS.includes(lead.kind) && lead.receivedAt.slice(0, 10) >= from);
  const pages = new Map<string | null, PageRow>();
  const pageRow = (page: string | null) => {
    let row = pages.get(page);
    if (!row) pages.set(page, (row = { page, leads: 0, won: 0, taps: noTaps() }));
    return row;
  };
  const sources = new Map<SourceKind, SourceRow>(SOURCE_KINDS.map((source) => [source, { source, leads: 0, won: 0 }]));
  for (const lead of counted) {
    const won = lead.status === 'won' ? 1 : 0;
    const source = sources.get(lead.sourceKind)!;
    source.leads += 1;
    source.won += won;
    const row = pageRow(lead.page ?? null);
    row.leads += 1;
    row.won += won;
  }
  const total = noTaps();
  for (const tap of taps) {
    if (tap.day < from) continue;
    pageRow(tap.page).taps[tap.channel] += tap.count;
    total[tap.channel] += tap.count;
  }
  return {
    days,
    leads: counted.length,
    won: counted.filter((lead) => lead.status === 'won').length,
    taps: total,
    bySource: [...sources.values()].filter((row) => row.leads > 0),
    byPage: [...pages.values()].sort(
      (a, b) => b.leads - a.leads || tapsTotal(b.taps) - tapsTotal(a.taps) || String(a.page).localeCompare(String(b.page)),
    ),
  };
}

/** The summary of every period at once, so the inbox switches between them without asking again. */
export function summariseAll(leads: readonly SummaryLead[], taps: readonly TapCount[], now: Date): PeriodSummary[] {
  return SUMMARY_PERIODS.map((days) => summarise(leads, taps, now, days));
}
