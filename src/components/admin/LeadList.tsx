import React from 'react';
import type { Translate } from '../../lib/i18n';
import type { Language } from '../../lib/languages';
import type { StoredLead } from '../../lib/leads/lead';
import { tradeLabel } from '../../lib/legacy-trades';
import type { TradeName } from '../../lib/trades';
import { sourceKindOf } from '../../lib/leads/attribution';
import { LocalTime } from './LocalTime';
import { Icon } from '../ui/Icon';
import type { InboxTab } from './inbox-state';

const COLUMNS = ['received', 'kind', 'name', 'email', 'business', 'source', 'language', 'status'] as const;
type Column = (typeof COLUMNS)[number];
/** Requests: the e-mail address stands under the name, so that seven columns fit a laptop without wrapping words. */
const REQUEST_COLUMNS: readonly Column[] = ['received', 'kind', 'name', 'business', 'source', 'language', 'status'];
/** The newsletter has no name, form, business or source: four columns. */
const NEWSLETTER_COLUMNS: readonly Column[] = ['received', 'email', 'language', 'status'];
/** Beside an open lead, which shows the rest: who (with when and what business under it) and the stage. */
const COMPACT_COLUMNS: readonly Column[] = ['name', 'status'];

interface LeadListProps {
  /** The page shown. */
  leads: StoredLead[];
  /** How many leads the tab and filters let through, on every page. */
  total: number;
  tab: InboxTab;
  openId: string | null;
  language: Language;
  t: Translate;
  /** The trades in the inbox's language: a lead without a business name shows its trade. */
  trades: readonly TradeName[];
  onOpen: (id: string) => void;
  /** On a narrow screen, the open lead in full, shown inside its own entry (where the owner tapped). */
  detail?: React.ReactNode;
  /** A table on a wide screen; one card per lead on a phone, where eight columns would not fit. */
  wide: boolean;
  /** Beside the open lead on a laptop: three columns, one line each. */
  compact?: boolean;
}

const textOf = (lead: StoredLead, name: string) => (typeof lead.fields[name] === 'string' ? String(lead.fields[name]) : '');

function businessOf(lead: StoredLead, t: Translate, trades: readonly TradeName[]): string {
  const industry = textOf(lead, 'industry');
  return textOf(lead, 'company') || textOf(lead, 'business') || (tradeLabel('industry', industry, trades, t) ?? industry);
}

const STAGE_STYLES: Record<StoredLead['status'], string> = {
  new: 'bg-accent-50 text-accent-700',
  contacted: 'bg-brand-50 text-brand-800',
  quoted: 'bg-amber-50 text-amber-900',
  won: 'bg-emerald-50 text-emerald-800',
  lost: 'bg-slate-100 text-slate-700',
};

function StatusBadges({ lead, t, compact = false }: { lead: StoredLead; t: Translate; compact?: boolean }) {
  const failed = lead.notify === 'notify_failed';
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`badge whitespace-nowrap ${STAGE_STYLES[lead.status]}`}>{t(`admin.statuses.${lead.status}`)}</span>
      {failed &&
        (compact ? (
          <span className="text-red-700" title={t('admin.notifyFailed')}>
            <Icon name="AlertTriangle" className="h-4 w-4" />
            <span className="sr-only">{t('admin.notifyFailed')}</span>
          </span>
        ) : (
          <span className="badge whitespace-nowrap bg-red-50 text-red-800">{t('admin.notifyFailed')}</span>
        ))}
    </span>
  );
}

function OpenButton({
  lead,
  label,
  onOpen,
  oneLine = false,
}: {
  lead: StoredLead;
  label: string;
  onOpen: (id: string) => void;
  oneLine?: boolean;
}) {
  return (
    <button
      type="button"
      className={`link text-left ${oneLine ? 'block max-w-full truncate' : 'break-words'}`}
      title={oneLine ? label : undefined}
      onClick={() => onOpen(lead.id)}
      data-testid="inbox-open"
    >
      {label}
    </button>
  );
}

/** One page of the leads of the current tab and filters, newest first. */
export function LeadList({ leads, total, tab, openId, language, t, trades, onOpen, detail, wide, compact = false }: LeadListProps) {
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
                      {requests && businessOf(lead, t, trades) && ` · ${businessOf(lead, t, trades)}`}
                      {requests && ` · ${t(`forms.leadSources.${sourceKindOf(lead.source)}`)}`} · {lead.language.toUpperCase()}
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

  const shown = compact ? COMPACT_COLUMNS : requests ? REQUEST_COLUMNS : NEWSLETTER_COLUMNS;
  const columns = COLUMNS.filter((column) => shown.includes(column));
  const cell = (column: Column, content: React.ReactNode, className = '') =>
    columns.includes(column) && (
      <td key={column} className={`px-4 py-2 ${className}`}>
        {content}
      </td>
    );
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
              {cell('received', <LocalTime moment={lead.receivedAt} language={language} />, 'whitespace-nowrap')}
              {cell('kind', t(`admin.kinds.${lead.kind}`))}
              {cell(
                'name',
                <>
                  <OpenButton lead={lead} label={title(lead)} onOpen={onOpen} oneLine={compact} />
                  {requests && !compact && textOf(lead, 'name') && (
                    <span className="block break-all text-xs text-slate-600">{textOf(lead, 'email')}</span>
                  )}
                  {compact && (
                    <span className="block truncate text-xs text-slate-600">
                      <LocalTime moment={lead.receivedAt} language={language} />
                      {requests && businessOf(lead, t, trades) && ` · ${businessOf(lead, t, trades)}`}
                    </span>
                  )}
                </>,
                compact ? 'w-full max-w-0' : '',
              )}
              {cell('email', <OpenButton lead={lead} label={title(lead)} onOpen={onOpen} />, 'break-all')}
              {cell('business', businessOf(lead, t, trades))}
              {cell('source', t(`forms.leadSources.${sourceKindOf(lead.source)}`))}
              {cell('language', lead.language, 'uppercase')}
              {cell('status', <StatusBadges lead={lead} t={t} compact={compact} />)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
