import type { LeadStatus, StoredLead } from '../lib/leads/lead';
import type { LeadPage } from '../lib/leads/lead-query';
import type { SourceKind } from '../lib/leads/attribution';
import type { PeriodSummary } from '../lib/leads/summary';

/** What the inbox API answered, in the terms the inbox page acts on. */
export type InboxAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'unauthorized' }
  | { kind: 'not-set-up' }
  /** ADMIN_TOKEN is set but too short: the inbox stays closed until it is replaced. */
  | { kind: 'weak-token' }
  /** A lead that is no longer there (deleted meanwhile, in another tab or by the retention purge). */
  | { kind: 'gone' }
  | { kind: 'error' };

/** One page of the inbox, newest first, and where the leads are kept. */
export interface LeadList extends LeadPage {
  store: 'file' | 'blobs';
  retentionMonths: number;
}

export interface LeadQuery {
  /** A form, or `requests` for every form but the newsletter. */
  kind?: string;
  status?: LeadStatus | '';
  source?: SourceKind | '';
  /** From 1, the newest leads. */
  page?: number;
}

const API = '/api/leads';

function query(params: Record<string, string | undefined>): string {
  // Not `search.size`: Safari before 17 has no such property, and every address would lose its query there.
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `?${search}` : '';
}

/** The owner's requests to /api/leads, with the token as a Bearer header; never cached. */
async function request<T>(
  token: string | null,
  path: string,
  init: RequestInit = {},
  read: (response: Response) => Promise<T>,
): Promise<InboxAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`${API}${path}`, {
      ...init,
      cache: 'no-store',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
  } catch {
    return { kind: 'error' };
  }
  if (response.status === 401) return { kind: 'unauthorized' };
  // Signed in, a 404 is about the lead asked for; without a token it says there is no inbox at all.
  if (response.status === 404) return token ? { kind: 'gone' } : { kind: 'not-set-up' };
  if (
    response.status === 503 &&
    (
      (await response
        .clone()
        .json()
        .catch(() => ({}))) as { error?: string }
    ).error === 'weak_token'
  )
    return { kind: 'weak-token' };
  if (!response.ok) return { kind: 'error' };
  return { kind: 'ok', value: await read(response) };
}

export const inboxApi = {
  /** Whether the inbox is set up, asked without a token (which does not count as a failed sign-in). */
  probe: () => request(null, '', {}, async () => undefined),
  list: (token: string, filter: LeadQuery) =>
    request<LeadList>(
      token,
      query({
        kind: filter.kind,
        status: filter.status,
        source: filter.source,
        page: filter.page && filter.page > 1 ? String(filter.page) : undefined,
      }),
      {},
      (response) => response.json() as Promise<LeadList>,
    ),
  /** Every lead of the filter, whatever page the inbox shows. */
  csv: (token: string, filter: LeadQuery) =>
    request(token, query({ kind: filter.kind, status: filter.status, source: filter.source, format: 'csv' }), {}, (response) =>
      response.blob(),
    ),
  /** Where leads came from over each summary period. */
  summary: (token: string) =>
    request(token, query({ view: 'summary' }), {}, async (response) => ((await response.json()) as { periods: PeriodSummary[] }).periods),
  /** Sets a lead's stage, its note, or both. */
  update: (token: string, id: string, change: { status?: LeadStatus; note?: string }) =>
    request(
      token,
      '',
      { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, ...change }) },
      async (response) => ((await response.json()) as { lead: StoredLead }).lead,
    ),
  remove: (token: string, id: string) => request(token, query({ id }), { method: 'DELETE' }, async () => undefined),
};
