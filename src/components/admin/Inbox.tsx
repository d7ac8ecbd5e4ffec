import React, { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { TradeSketch } from '../../lib/trades';
import type { LeadStatus } from '../../lib/leads/lead';
import { inboxApi, type InboxAnswer } from '../../browser/inbox-api';
import { useMediaQuery } from '../../hooks/use-media-query';
import { INITIAL_INBOX, actionFor, inboxReducer, queryOf, type InboxTab } from './inbox-state';
import { InboxFilters } from './InboxFilters';
import { LeadDetail } from './LeadDetail';
import { LeadList } from './LeadList';
import { NotSetUp } from './NotSetUp';
import { Pager } from './Pager';
import { SignIn } from './SignIn';
import { SourceSummary } from './SourceSummary';
import { Icon } from '../ui/Icon';

/** The token lives in this tab only: closing it signs the owner out. */
const TOKEN_KEY = 'inbox-token';
/** From this width the leads are a table with the open lead beside it; below it, cards with the lead inside its card. */
const WIDE = '(min-width: 1280px)';

interface InboxProps {
  language: Language;
  /** A translator for the inbox's own language. */
  t: Translate;
  /** A translator for a lead's language: replies greet people in the language they wrote in. */
  translatorFor: (language: Language) => Translate;
  /** The trades in a language, with what the website preview draws for them. */
  tradesFor: (language: Language) => readonly TradeSketch[];
  business: { name: string };
}

/**
 * The owner's inbox: sign in with the ADMIN_TOKEN secret, then the leads newest first, a page at a time (the server
 * reads only that page), filtered by form and status, one lead in full with reply, mark handled and delete, and CSV export of what the filter shows; newsletter sign-ups
 * on a tab of their own. Its state is one reducer (inbox-state.ts); the parts are the components beside it.
 */
export function Inbox({ language, t, translatorFor, tradesFor, business }: InboxProps) {
  const [state, dispatch] = useReducer(inboxReducer, INITIAL_INBOX);
  const { token, tab, kind, status, source, page } = state;
  const wide = useMediaQuery(WIDE);
  const filter = useMemo(() => queryOf({ tab, kind, status, source, page }), [tab, kind, status, source, page]);

  const valueOf = useCallback(
    <T,>(answer: InboxAnswer<T>): T | null => {
      if (answer.kind === 'ok') return answer.value;
      const action = actionFor(answer, {
        gone: t('admin.detail.gone'),
        error: t('admin.signIn.error'),
        wrong: t('admin.signIn.wrong'),
      });
      if (action.type === 'signed-out') sessionStorage.removeItem(TOKEN_KEY);
      dispatch(action);
      return null;
    },
    [t],
  );

  // On arrival: a token from this tab, or ask whether the inbox is set up at all.
  useEffect(() => {
    const saved = sessionStorage.getItem(TOKEN_KEY);
    if (saved) {
      dispatch({ type: 'arrived', token: saved });
      return;
    }
    // Not awaited (`void`): an effect cannot be async; the answer is dispatched when it comes.
    void inboxApi.probe().then((answer) =>
      dispatch({
        type: 'arrived',
        token: null,
        session: answer.kind === 'not-set-up' || answer.kind === 'weak-token' ? answer.kind : 'signed-out',
      }),
    );
  }, []);

  const load = useCallback(async () => {
    if (!token || tab === 'sources') return;
    const list = valueOf(await inboxApi.list(token, filter));
    if (list) dispatch({ type: 'listed', list });
  }, [token, tab, filter, valueOf]);
  useEffect(() => {
    // Not awaited (`void`): an effect cannot be async; `load` dispatches what it gets.
    void load();
  }, [load]);

  const signIn = (presented: string) => {
    sessionStorage.setItem(TOKEN_KEY, presented);
    dispatch({ type: 'signed-in', token: presented });
  };
  const signOut = () => {
    sessionStorage.removeItem(TOKEN_KEY);
    dispatch({ type: 'signed-out' });
  };
  const exportCsv = async () => {
    if (!token) return;
    const blob = valueOf(await inboxApi.csv(token, filter));
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `leads-${filter.kind || 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  // A lead deleted meanwhile closes, the list is read again, and the notice says so.
  const change = async (id: string, next: { status?: LeadStatus; note?: string }, saved: string) => {
    if (!token) return;
    const answer = await inboxApi.update(token, id, next);
    if (answer.kind === 'gone') dispatch({ type: 'open', id: null });
    if (valueOf(answer)) dispatch({ type: 'notice', notice: saved });
    if (answer.kind === 'ok' || answer.kind === 'gone') await load();
  };
  const remove = async (id: string) => {
    if (!token) return;
    const answer = await inboxApi.remove(token, id);
    if (answer.kind === 'ok' || answer.kind === 'gone') dispatch({ type: 'open', id: null });
    if (answer.kind === 'ok') dispatch({ type: 'notice', notice: t('admin.detail.deleted') });
    else valueOf(answer);
    if (answer.kind === 'ok' || answer.kind === 'gone') await load();
  };

  if (state.session === 'checking') return <p className="mt-16 text-center text-slate-600">{t('admin.loading')}</p>;
  if (state.session === 'not-set-up') return <NotSetUp t={t} />;
  if (state.session === 'weak-token') return <NotSetUp t={t} weak />;
  if (state.session === 'signed-out' || !token) return <SignIn t={t} onSignedIn={signIn} problem={state.problem} />;

  const leads = state.list?.leads ?? [];
  const open = leads.find((lead) => lead.id === state.openId) ?? null;
  const detail = open && (
    <LeadDetail
      lead={open}
      t={t}
      translatorFor={translatorFor}
      tradesFor={tradesFor}
      business={business}
      language={language}
      // Not awaited (`void`): each action dispatches its own outcome (a notice, the refreshed list) when it comes.
      onStatus={(next) => void change(open.id, { status: next }, t('admin.detail.stageSaved'))}
      onNote={(note) => void change(open.id, { note }, t('admin.detail.noteSaved'))}
      onDelete={() => void remove(open.id)}
      onClose={() => dispatch({ type: 'open', id: null })}
    />
  );
  return (
    <div className="mt-8" data-testid="inbox">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{t('admin.title')}</h1>
        <button type="button" className="btn-secondary text-sm" onClick={signOut} data-testid="inbox-sign-out">
          <Icon name="LogOut" className="h-4 w-4" />
          {t('admin.signOut')}
        </button>
      </div>
      <div role="tablist" aria-label={t('admin.title')} className="mt-6 flex gap-2 border-b border-slate-200">
        {(['requests', 'newsletter', 'sources'] as const satisfies readonly InboxTab[]).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="-mb-px min-h-[44px] border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 aria-selected:border-accent-600 aria-selected:text-brand-900"
            onClick={() => dispatch({ type: 'tab', tab: name })}
            data-testid={`inbox-tab-${name}`}
          >
            {t(`admin.tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'sources' ? (
        <div role="tabpanel" className="mt-6">
          <SourceSummary token={token} t={t} valueOf={valueOf} />
        </div>
      ) : (
        <div role="tabpanel" className="mt-6">
          <InboxFilters
            t={t}
            tab={tab}
            kind={kind}
            status={status}
            source={source}
            onFilter={(next) => dispatch({ type: 'filter', ...next })}
            // Not awaited (`void`): the download starts when the file arrives; a failure shows as the inbox's notice.
            onExport={() => void exportCsv()}
          />
          {state.notice && (
            <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
              {state.notice}
            </p>
          )}
          {/* Beside an open lead the list keeps three columns, so names stay on one line and nothing scrolls away. */}
          <div className={`mt-6 grid items-start gap-6 ${open && wide ? 'grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}>
            <LeadList
              leads={leads}
              trades={tradesFor(language)}
              total={state.list?.total ?? 0}
              tab={tab}
              openId={state.openId}
              language={language}
              t={t}
              compact={Boolean(open && wide)}
              onOpen={(id) => dispatch({ type: 'open', id })}
              detail={wide ? undefined : detail}
              wide={wide}
            />
            {wide && detail}
          </div>
          {state.list && (
            <Pager page={state.list.page} pages={state.list.pages} t={t} onPage={(next) => dispatch({ type: 'page', page: next })} />
          )}
          {state.list && (
            <p className="mt-6 text-sm text-slate-600">
              {t('admin.retention', { count: state.list.retentionMonths, store: t(`admin.stores.${state.list.store}`) })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
