import React from 'react';
import { FORM_KINDS } from '../../lib/forms/kinds';
import type { Translate } from '../../lib/i18n';
import { LEAD_STATUSES, type LeadStatus } from '../../lib/leads/lead';
import { SOURCE_KINDS, type SourceKind } from '../../lib/leads/attribution';
import { INPUT } from './styles';
import type { InboxTab } from './inbox-state';
import { Icon } from '../ui/Icon';

const REQUEST_KINDS = FORM_KINDS.filter((kind) => kind !== 'newsletter');

/** One filter: "all" or one of its options. */
function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  allLabel: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        className={`${INPUT} mt-1`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`inbox-filter-${name}`}
      >
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which leads show: by form and by source (requests only) and by stage; and the CSV export of what shows. */
export function InboxFilters({
  t,
  tab,
  kind,
  status,
  source,
  onFilter,
  onExport,
}: {
  t: Translate;
  tab: InboxTab;
  kind: string;
  status: LeadStatus | '';
  source: SourceKind | '';
  onFilter: (filter: { kind?: string; status?: LeadStatus | ''; source?: SourceKind | '' }) => void;
  onExport: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      {tab === 'requests' && (
        <FilterSelect
          name="kind"
          label={t('admin.filters.kind')}
          value={kind}
          options={REQUEST_KINDS.map((value) => [value, t(`admin.kinds.${value}`)])}
          allLabel={t('admin.filters.all')}
          onChange={(value) => onFilter({ kind: value })}
        />
      )}
      <FilterSelect
        name="status"
        label={t('admin.filters.status')}
        value={status}
        options={LEAD_STATUSES.map((value) => [value, t(`admin.statuses.${value}`)])}
        allLabel={t('admin.filters.all')}
        onChange={(value) => onFilter({ status: value as LeadStatus | '' })}
      />
      {tab === 'requests' && (
        <FilterSelect
          name="source"
          label={t('admin.filters.source')}
          value={source}
          options={SOURCE_KINDS.map((value) => [value, t(`forms.leadSources.${value}`)])}
          allLabel={t('admin.filters.all')}
          onChange={(value) => onFilter({ source: value as SourceKind | '' })}
        />
      )}
      <button type="button" className="btn-secondary ml-auto text-sm" onClick={onExport} data-testid="inbox-export">
        <Icon name="Download" className="h-4 w-4" />
        {t('admin.export')}
      </button>
    </div>
  );
}
