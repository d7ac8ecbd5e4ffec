import React from 'react';
import { Download } from 'lucide-react';
import { FORM_KINDS } from '../../lib/forms/kinds';
import type { Translate } from '../../lib/i18n';
import { LEAD_STATUSES, type LeadStatus } from '../../lib/leads/lead';
import { INPUT } from './styles';
import type { InboxTab } from './inbox-state';

const REQUEST_KINDS = FORM_KINDS.filter((kind) => kind !== 'newsletter');

/** Which leads show: by form (requests only) and by status; and the CSV export of what shows. */
export function InboxFilters({
  t,
  tab,
  kind,
  status,
  onFilter,
  onExport,
}: {
  t: Translate;
  tab: InboxTab;
  kind: string;
  status: LeadStatus | '';
  onFilter: (filter: { kind?: string; status?: LeadStatus | '' }) => void;
  onExport: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      {tab === 'requests' && (
        <div>
          <label htmlFor="filter-kind" className="block text-sm font-semibold text-slate-800">
            {t('admin.filters.kind')}
          </label>
          <select
            id="filter-kind"
            className={`${INPUT} mt-1`}
            value={kind}
            onChange={(event) => onFilter({ kind: event.target.value })}
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
          className={`${INPUT} mt-1`}
          value={status}
          onChange={(event) => onFilter({ status: event.target.value as LeadStatus | '' })}
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
      <button type="button" className="btn-secondary ml-auto text-sm" onClick={onExport} data-testid="inbox-export">
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('admin.export')}
      </button>
    </div>
  );
}
