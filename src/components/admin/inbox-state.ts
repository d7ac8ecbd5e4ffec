import type { LeadStatus } from '../../lib/leads/lead';
import type { SourceKind } from '../../lib/leads/attribution';
import type { InboxAnswer, LeadList, LeadQuery } from '../../browser/inbox-api';

export type InboxTab = 'requests' | 'newsletter' | 'sources';
export type InboxSession = 'checking' | 'not-set-up' | 'weak-token' | 'signed-out' | 'signed-in';

/** Everything the inbox page shows, in one place: every change is one of the actions below. */
export interface InboxState {
  session: InboxSession;
  token: string | null;
  /** Why the owner is back at the sign-in form (a wrong token). */
  problem: string | null;
  tab: InboxTab;
  kind: string;
  status: LeadStatus | '';
  source: SourceKind | '';
  /** The page asked for, from 1 (the newest leads); the list says which page the server answered with. */
  page: number;
  list: LeadList | null;
  openId: string | null;
  /** A word about what just happened (a lead deleted, a request that failed). */
  notice: string | null;
}

export type InboxAction =
  | { type: 'arrived'; token: string | null; session?: InboxSession }
  | { type: 'signed-in'; token: string }
  | { type: 'signed-out'; problem?: string | null }
  | { type: 'closed'; session: 'not-set-up' | 'weak-token' }
  | { type: 'listed'; list: LeadList }
  | { type: 'tab'; tab: InboxTab }
  | { type: 'filter'; kind?: string; status?: LeadStatus | ''; source?: SourceKind | '' }
  | { type: 'page'; page: number }
  | { type: 'open'; id: string | null }
  | { type: 'notice'; notice: string | null };

export const INITIAL_INBOX: InboxState = {
  session: 'checking',
  token: null,
  problem: null,
  tab: 'requests',
  kind: '',
  status: '',
  source: '',
  page: 1,
  list: null,
  openId: null,
  notice: null,
};

export function inboxReducer(state: InboxState, action: InboxAction): InboxState {
  switch (action.type) {
    case 'arrived':
      return { ...state, token: action.token, session: action.session ?? (action.token ? 'signed-in' : 'signed-out') };
    case 'signed-in':
      return { ...state, token: action.token, session: 'signed-in', problem: null };
    case 'signed-out':
      return { ...state, token: null, list: null, openId: null, session: 'signed-out', problem: action.problem ?? null };
    case 'closed':
      return { ...state, session: action.session };
    case 'listed':
      return { ...state, list: action.list, session: 'signed-in', problem: null };
    case 'tab':
      return { ...state, tab: action.tab, kind: '', status: '', source: '', page: 1, openId: null };
    case 'filter':
      // Another filter starts again at its newest leads.
      return {
        ...state,
        kind: action.kind ?? state.kind,
        status: action.status ?? state.status,
        source: action.source ?? state.source,
        page: 1,
      };
    case 'page':
      return { ...state, page: Math.max(1, action.page), openId: null };
    case 'open':
      return { ...state, openId: action.id };
    case 'notice':
      return { ...state, notice: action.notice };
  }
}

/** The list request the page's tab, filters and page ask for: the requests tab never shows newsletter sign-ups. */
export function queryOf(state: Pick<InboxState, 'tab' | 'kind' | 'status' | 'source' | 'page'>): LeadQuery {
  if (state.tab === 'newsletter') return { kind: 'newsletter', status: state.status, page: state.page };
  return { kind: state.kind || 'requests', status: state.status, source: state.source, page: state.page };
}

/**
 * What an answer of the inbox API does to the page, besides its value: only the server's refusal of the token signs
 * the owner out; a failed request or a lead deleted meanwhile leaves them where they are, with a word about it.
 */
export function actionFor(
  answer: Exclude<InboxAnswer<unknown>, { kind: 'ok' }>,
  words: { gone: string; error: string; wrong: string },
): InboxAction {
  switch (answer.kind) {
    case 'not-set-up':
    case 'weak-token':
      return { type: 'closed', session: answer.kind };
    case 'gone':
      return { type: 'notice', notice: words.gone };
    case 'error':
      return { type: 'notice', notice: words.error };
    case 'unauthorized':
      return { type: 'signed-out', problem: words.wrong };
  }
}
