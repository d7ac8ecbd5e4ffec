import React from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { StoredLead } from '../../lib/leads/lead';
import { OPTION_LISTS, optionLabel } from '../../lib/forms/options';
import { LocalTime } from './LocalTime';
import type { InboxTab } from './inbox-state';

const COLUMNS = ['received', 'kind', 'name', 'email', 'business', 'language', 'status'] as const;
/** The newsletter has no name, form or business: four columns. */
const NEWSLETTER_COLUMNS: ReadonlyArray<(typeof COLUMNS)[number]> = ['received', 'email', 'language', 'status'];

interface LeadListProps {
  /** The page shown. */
  leads: StoredLead[];
  /** How many leads the tab and filters let through, on every page. */
  total: number;
  tab: InboxTab;
  openId: string | null;
  language: Language;
  t: Translate;
  onOpen: (id: string) => void;
  /** On a narrow screen, the open lead in full, shown inside its own entry (where the owner tapped). */
  detail?: React.ReactNode;
  /** A table on a wide screen; one card per lead on a phone, where seven columns would not fit. */
  wide: boolean;
}

const textOf = (lead: StoredLead, name: string) => (typeof lead.fields[name] === 'string' ? String(lead.fields[name]) : '');

function businessOf(lead: StoredLead, t: Translate): string {
  const industry = textOf(lead, 'industry');
  return textOf(lead, 'company') || textOf(lead, 'business') || (optionLabel(OPTION_LISTS.industry, industry, t) ?? industry);
}

function StatusBadges({ lead, t }: { lead: StoredLead; t: Translate }) {
  return (
    <>
      <span className={`badge ${lead.status === 'new' ? 'bg-accent-50 text-accent-700' : 'bg-slate-100 text-slate-700'}`}>
        {t(`admin.statuses.${lead.status}`)}
      </span>
      {lead.notify === 'notify_failed' && <span className="badge ml-1 bg-red-50 text-red-800">{t('admin.notifyFailed')}</span>}
    </>
  );
}

function OpenButton({ lead, label, onOpen }: { lead: StoredLead; label: string; onOpen: (id: string) => void }) {
  return (
    <button type="button" className="link break-words text-left" onClick={() => onOpen(lead.id)} data-testid="inbox-open">
      {label}
    </button>
  );
}

/** One page of the leads of the current tab and filters, newest first. */
export function LeadList({ leads, total, tab, openId, language, t, onOpen, detail, wide }: LeadListProps) {
  const requests = tab === 'requests';
  const count = t('admin.count', { count: total });
  // A card or a table row: the open lead is highlighted, and tests find a lead by its id.
  const rowProps = (lead: StoredLead) => ({
    className: `border-t border-slate-100 ${openId === lead.id ? 'bg-brand-50' : ''}`,
    'data-testid': 'inbox-row',
    'data-id': lead.id,
  });
  const title = (lead: StoredLead) => (requests ? textOf(lead, 'name') || textOf(lead, 'email') : textOf(lead, 'email'));

  if (!wide) {
    return (
      <section aria-label={count} className="rounded-2xl border border-slate-200 bg-white" data-testid="inbox-list">
        <p className="px-4 py-3 text-sm text-slate-600">{count}</p>
        {leads.length === 0 ? (
          <p className="border-t border-slate-100 px-4 py-8 text-center text-slate-600">{t('admin.empty')}</p>
        ) : (
          <ul>
            {leads.map((lead) => (
              <li key={lead.id} {...rowProps(lead)}>
                <div className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0">
                    <OpenButton lead={lead} label={title(lead)} onOpen={onOpen} />
                    {requests && textOf(lead, 'name') && <p className="break-all text-slate-600">{textOf(lead, 'email')}</p>}
                    <p className="mt-1 text-xs text-slate-600">
                      <LocalTime moment={lead.receivedAt} language={language} />
                      {requests && ` · ${t(`admin.kinds.${lead.kind}`)}`}
                      {requests && businessOf(lead, t) && ` · ${businessOf(lead, t)}`} · {lead.language.toUpperCase()}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <StatusBadges lead={lead} t={t} />
                  </div>
                </div>
                {openId === lead.id && detail && <div className="px-2 pb-2">{detail}</div>}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }

  const columns = COLUMNS.filter((column) => requests || NEWSLETTER_COLUMNS.includes(column));
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="inbox-table">
        <caption className="px-4 py-3 text-left text-sm text-slate-600">{count}</caption>
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
          {leads.map((lead) => (
            <tr key={lead.id} {...rowProps(lead)}>
              <td className="whitespace-nowrap px-4 py-2">
                <LocalTime moment={lead.receivedAt} language={language} />
              </td>
              {requests && <td className="px-4 py-2">{t(`admin.kinds.${lead.kind}`)}</td>}
              {requests && (
                <td className="px-4 py-2">
                  <OpenButton lead={lead} label={title(lead)} onOpen={onOpen} />
                </td>
              )}
              <td className="px-4 py-2">
                {requests ? textOf(lead, 'email') : <OpenButton lead={lead} label={title(lead)} onOpen={onOpen} />}
              </td>
              {requests && <td className="px-4 py-2">{businessOf(lead, t)}</td>}
              <td className="px-4 py-2 uppercase">{lead.language}</td>
              <td className="px-4 py-2">
                <StatusBadges lead={lead} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
