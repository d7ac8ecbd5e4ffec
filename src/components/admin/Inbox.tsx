import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { Download, KeyRound, LogOut, Mail, Trash2, X } from 'lucide-react';
import { FORM_KINDS } from '../../lib/forms/kinds';
import { formatDate } from '../../lib/format';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import { LEAD_STATUSES, labelledFields, type LeadStatus, type StoredLead } from '../../lib/leads/lead';
import { mailtoUrl } from '../../lib/contact-links';
import { inboxApi, type InboxAnswer, type LeadList, type LeadQuery } from '../../browser/inbox-api';

/** The token lives in this tab only: closing it signs the owner out. */
const TOKEN_KEY = 'inbox-token';

type Tab = 'requests' | 'newsletter';
const REQUEST_KINDS = FORM_KINDS.filter((kind) => kind !== 'newsletter');

interface InboxProps {
  language: Language;
  /** A translator for the inbox's own language. */
  t: Translate;
  /** A translator for a lead's language: replies greet people in the language they wrote in. */
  translatorFor: (language: Language) => Translate;
  business: { name: string };
}

const field = 'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

function SignIn({ t, onSignedIn, problem }: { t: Translate; onSignedIn: (token: string) => void; problem: string | null }) {
  const [token, setToken] = useState('');
  return (
    <form
      className="mx-auto mt-16 max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        if (token.trim()) onSignedIn(token.trim());
      }}
      data-testid="inbox-sign-in"
    >
      <KeyRound aria-hidden="true" className="h-8 w-8 text-accent-600" />
      <h1 className="mt-4 text-2xl">{t('admin.signIn.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('admin.signIn.text')}</p>
      <label htmlFor="inbox-token" className="mt-6 block text-sm font-semibold text-slate-800">
        {t('admin.signIn.label')}
      </label>
      <input
        id="inbox-token"
        type="password"
        autoComplete="current-password"
        className={`${field} mt-1.5`}
        value={token}
        onChange={(event) => setToken(event.target.value)}
      />
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700" data-testid="inbox-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="btn-primary mt-6 w-full">
        {t('admin.signIn.submit')}
      </button>
    </form>
  );
}

function NotSetUp({ t, weak = false }: { t: Translate; weak?: boolean }) {
  return (
    <section
      className="mx-auto mt-16 max-w-xl rounded-2xl border border-amber-200 bg-amber-50 p-8 text-amber-950"
      data-testid={weak ? 'inbox-weak-token' : 'inbox-not-set-up'}
    >
      <h1 className="text-2xl">{t(weak ? 'admin.setup.weakTitle' : 'admin.setup.title')}</h1>
      <p className="mt-3">{t(weak ? 'admin.setup.weakText' : 'admin.setup.text')}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
        <li>{t('admin.setup.netlify')}</li>
        <li>{t('admin.setup.local')}</li>
      </ul>
    </section>
  );
}

function LeadDetail({
  lead,
  t,
  translatorFor,
  business,
  language,
  onStatus,
  onDelete,
  onClose,
}: {
  lead: StoredLead;
  t: Translate;
  translatorFor: InboxProps['translatorFor'];
  business: InboxProps['business'];
  language: Language;
  onStatus: (status: LeadStatus) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const theirs = translatorFor(lead.language);
  const email = typeof lead.fields.email === 'string' ? lead.fields.email : '';
  const name = typeof lead.fields.name === 'string' ? lead.fields.name.split(' ')[0] : '';
  const reply = email
    ? `${mailtoUrl(email)}?subject=${encodeURIComponent(theirs('admin.reply.subject', { kind: theirs(`emails.kinds.${lead.kind}`), business: business.name }))}&body=${encodeURIComponent(
        `${name ? theirs('admin.reply.greeting', { name }) : ''}\n\n`,
      )}`
    : null;
  return (
    <section
      aria-labelledby="lead-detail"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
      data-testid="lead-detail"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="lead-detail" className="text-xl">
          {t('admin.detail.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-[44px] items-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {t('admin.detail.close')}
        </button>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-600">{t('admin.detail.received')}</dt>
        <dd>
          {formatDate(lead.receivedAt, language)} {lead.receivedAt.slice(11, 16)} UTC
        </dd>
        <dt className="font-semibold text-slate-600">{t('admin.columns.kind')}</dt>
        <dd>{t(`admin.kinds.${lead.kind}`)}</dd>
        <dt className="font-semibold text-slate-600">{t('admin.detail.language')}</dt>
        <dd>{t(`admin.languages.${lead.language}`)}</dd>
        {labelledFields(lead.fields, t).map((entry) => (
          <React.Fragment key={entry.field}>
            <dt className="font-semibold text-slate-600">{entry.label}</dt>
            <dd className="whitespace-pre-line break-words" data-field={entry.field}>
              {entry.value}
            </dd>
          </React.Fragment>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        {reply && (
          <a href={reply} className="btn-primary text-sm" data-testid="lead-reply">
            <Mail aria-hidden="true" className="h-4 w-4" />
            {t('admin.detail.reply')}
          </a>
        )}
        <button
          type="button"
          className="btn-secondary text-sm"
          onClick={() => onStatus(lead.status === 'new' ? 'handled' : 'new')}
          data-testid="lead-toggle-status"
        >
          {lead.status === 'new' ? t('admin.detail.markHandled') : t('admin.detail.markNew')}
        </button>
        {!confirming ? (
          <button
            type="button"
            className="btn text-sm text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
            data-testid="lead-delete"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('admin.detail.delete')}
          </button>
        ) : (
          <div
            role="alertdialog"
            aria-labelledby="confirm-delete"
            className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
          >
            <p id="confirm-delete">{t('admin.detail.confirmDelete')}</p>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                className="btn bg-red-700 text-sm text-white hover:bg-red-800"
                onClick={onDelete}
                data-testid="lead-delete-confirm"
              >
                {t('admin.detail.confirm')}
              </button>
              <button type="button" className="btn-secondary text-sm" onClick={() => setConfirming(false)}>
                {t('admin.detail.cancel')}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The owner's inbox: sign in with the ADMIN_TOKEN secret, then every lead newest first, filtered by form and status,
 * one lead in full with reply, mark handled and delete, and CSV export of what the filter shows; newsletter sign-ups
 * on a tab of their own.
 */
export function Inbox({ language, t, translatorFor, business }: InboxProps) {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<'checking' | 'not-set-up' | 'weak-token' | 'signed-out' | 'signed-in'>('checking');
  const [problem, setProblem] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('requests');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [list, setList] = useState<LeadList | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const filter: LeadQuery = useMemo(() => ({ kind: tab === 'newsletter' ? 'newsletter' : kind, status }), [tab, kind, status]);

  const handle = useCallback(
    <T,>(answer: InboxAnswer<T>): T | null => {
      if (answer.kind === 'ok') return answer.value;
      if (answer.kind === 'not-set-up' || answer.kind === 'weak-token') setState(answer.kind);
      // Only the server's refusal of the token signs the owner out: a failed request or a lead deleted meanwhile
      // leaves them where they are, with a word about what happened.
      else if (answer.kind === 'gone') setNotice(t('admin.detail.gone'));
      else if (answer.kind === 'error') setNotice(t('admin.signIn.error'));
      else {
        setState('signed-out');
        setToken(null);
        sessionStorage.removeItem(TOKEN_KEY);
        setProblem(
          answer.kind === 'unauthorized'
            ? t('admin.signIn.wrong')
            : answer.kind === 'locked'
              ? t('admin.signIn.locked', { minutes: Math.ceil(answer.retryAfterSeconds / 60) })
              : t('admin.signIn.error'),
        );
      }
      return null;
    },
    [t],
  );

  // On arrival: a token from this tab, or ask whether the inbox is set up at all.
  useEffect(() => {
    const saved = sessionStorage.getItem(TOKEN_KEY);
    if (saved) {
      setToken(saved);
      setState('signed-in');
      return;
    }
    void inboxApi
      .probe()
      .then((answer) => setState(answer.kind === 'not-set-up' || answer.kind === 'weak-token' ? answer.kind : 'signed-out'));
  }, []);

  const load = useCallback(async () => {
    if (!token) return;
    const value = handle(await inboxApi.list(token, filter));
    if (value) {
      setList(value);
      setState('signed-in');
      setProblem(null);
    }
  }, [token, filter, handle]);
  useEffect(() => {
    void load();
  }, [load]);

  const signIn = (presented: string) => {
    sessionStorage.setItem(TOKEN_KEY, presented);
    setToken(presented);
    setState('signed-in');
  };
  const signOut = () => {
    sessionStorage.removeItem(TOKEN_KEY);
    setToken(null);
    setList(null);
    setState('signed-out');
    setProblem(null);
  };
  const exportCsv = async () => {
    if (!token) return;
    const blob = handle(await inboxApi.csv(token, filter));
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `leads-${filter.kind || 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const changeStatus = async (id: string, next: LeadStatus) => {
    if (!token) return;
    const answer = await inboxApi.setStatus(token, id, next);
    if (answer.kind === 'gone') setOpenId(null);
    if (handle(answer) || answer.kind === 'gone') await load();
  };
  const remove = async (id: string) => {
    if (!token) return;
    const answer = await inboxApi.remove(token, id);
    if (answer.kind === 'ok') {
      setOpenId(null);
      setNotice(t('admin.detail.deleted'));
      await load();
    } else {
      if (answer.kind === 'gone') setOpenId(null);
      handle(answer);
      if (answer.kind === 'gone') await load();
    }
  };

  // The newsletter tab has four columns; an empty table's message spans exactly those.
  const columns = (['received', 'kind', 'name', 'email', 'business', 'language', 'status'] as const).filter(
    (column) => tab === 'requests' || ['received', 'email', 'language', 'status'].includes(column),
  );
  if (state === 'checking') return <p className="mt-16 text-center text-slate-600">{t('admin.loading')}</p>;
  if (state === 'not-set-up') return <NotSetUp t={t} />;
  if (state === 'weak-token') return <NotSetUp t={t} weak />;
  if (state === 'signed-out' || !token) return <SignIn t={t} onSignedIn={signIn} problem={problem} />;

  const leads = list?.leads ?? [];
  const open = leads.find((lead) => lead.id === openId) ?? null;
  return (
    <div className="mt-8" data-testid="inbox">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">{t('admin.title')}</h1>
        <button type="button" className="btn-secondary text-sm" onClick={signOut} data-testid="inbox-sign-out">
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {t('admin.signOut')}
        </button>
      </div>
      <div role="tablist" aria-label={t('admin.title')} className="mt-6 flex gap-2 border-b border-slate-200">
        {(['requests', 'newsletter'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className="-mb-px min-h-[44px] border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 aria-selected:border-accent-600 aria-selected:text-brand-900"
            onClick={() => {
              setTab(name);
              setKind('');
              setStatus('');
              setOpenId(null);
            }}
            data-testid={`inbox-tab-${name}`}
          >
            {t(`admin.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-6">
        <div className="flex flex-wrap items-end gap-4">
          {tab === 'requests' && (
            <div>
              <label htmlFor="filter-kind" className="block text-sm font-semibold text-slate-800">
                {t('admin.filters.kind')}
              </label>
              <select
                id="filter-kind"
                className={`${field} mt-1`}
                value={kind}
                onChange={(event) => setKind(event.target.value)}
                data-testid="inbox-filter-kind"
              >
                <option value="">{t('admin.filters.all')}</option>
                {REQUEST_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`admin.kinds.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor="filter-status" className="block text-sm font-semibold text-slate-800">
              {t('admin.filters.status')}
            </label>
            <select
              id="filter-status"
              className={`${field} mt-1`}
              value={status}
              onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
              data-testid="inbox-filter-status"
            >
              <option value="">{t('admin.filters.all')}</option>
              {LEAD_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn-secondary ml-auto text-sm" onClick={() => void exportCsv()} data-testid="inbox-export">
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('admin.export')}
          </button>
        </div>
        {notice && (
          <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
            {notice}
          </p>
        )}
        <div className={`mt-6 grid items-start gap-6 ${open ? 'xl:grid-cols-[3fr_2fr]' : ''}`}>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm" data-testid="inbox-table">
              <caption className="px-4 py-3 text-left text-sm text-slate-600">{t('admin.count', { count: leads.length })}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-2 font-semibold">
                      {t(`admin.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {leads.length === 0 && (
                  <tr>
                    <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                      {t('admin.empty')}
                    </td>
                  </tr>
                )}
                {leads.map((lead) => {
                  const text = (name: string) => (typeof lead.fields[name] === 'string' ? String(lead.fields[name]) : '');
                  return (
                    <tr
                      key={lead.id}
                      className={`border-t border-slate-100 ${openId === lead.id ? 'bg-brand-50' : ''}`}
                      data-testid="inbox-row"
                      data-id={lead.id}
                    >
                      <td className="whitespace-nowrap px-4 py-2">{formatDate(lead.receivedAt, language)}</td>
                      {tab === 'requests' && <td className="px-4 py-2">{t(`admin.kinds.${lead.kind}`)}</td>}
                      {tab === 'requests' && (
                        <td className="px-4 py-2">
                          <button type="button" className="link text-left" onClick={() => setOpenId(lead.id)} data-testid="inbox-open">
                            {text('name') || text('email')}
                          </button>
                        </td>
                      )}
                      <td className="px-4 py-2">
                        {tab === 'newsletter' ? (
                          <button type="button" className="link text-left" onClick={() => setOpenId(lead.id)} data-testid="inbox-open">
                            {text('email')}
                          </button>
                        ) : (
                          text('email')
                        )}
                      </td>
                      {tab === 'requests' && (
                        <td className="px-4 py-2">
                          {text('company') || text('business') || (lead.fields.industry ? t(`forms.industries.${text('industry')}`) : '')}
                        </td>
                      )}
                      <td className="px-4 py-2 uppercase">{lead.language}</td>
                      <td className="px-4 py-2">
                        <span className={`badge ${lead.status === 'new' ? 'bg-accent-50 text-accent-700' : 'bg-slate-100 text-slate-700'}`}>
                          {t(`admin.statuses.${lead.status}`)}
                        </span>
                        {lead.notify === 'notify_failed' && (
                          <span className="badge ml-1 bg-red-50 text-red-800">{t('admin.notifyFailed')}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {open && (
            <LeadDetail
              lead={open}
              t={t}
              translatorFor={translatorFor}
              business={business}
              language={language}
              onStatus={(next) => void changeStatus(open.id, next)}
              onDelete={() => void remove(open.id)}
              onClose={() => setOpenId(null)}
            />
          )}
        </div>
        {list && (
          <p className="mt-6 text-sm text-slate-600">
            {t('admin.retention', { months: list.retentionMonths, store: t(`admin.stores.${list.store}`) })}
          </p>
        )}
      </div>
    </div>
  );
}
