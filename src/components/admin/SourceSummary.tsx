import React, { useEffect, useState } from 'react';
import type { Translate } from '../../lib/i18n';
import { inboxApi, type InboxAnswer } from '../../browser/inbox-api';
import { SUMMARY_PERIODS, type PeriodSummary, type SummaryPeriod } from '../../lib/leads/summary';
import { TAP_CHANNELS } from '../../lib/leads/taps';

const TAP_LABELS = { phone: 'admin.summary.calls', whatsapp: 'admin.summary.whatsapp', email: 'admin.summary.emails' } as const;
const NUMBER = 'px-3 py-2 text-right tabular-nums';
const HEAD = 'px-3 py-2 font-semibold';

/** A table of requests and wins per row (a source, a page), with any further columns after them. */
function CountsTable({
  t,
  testId,
  caption,
  rowHeading,
  moreColumns = [],
  className = '',
  children,
}: {
  t: Translate;
  testId: string;
  caption: string;
  rowHeading: string;
  moreColumns?: readonly string[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`${className} overflow-x-auto rounded-2xl border border-slate-200 bg-white`.trim()}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="px-3 py-3 text-left font-semibold text-brand-900">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={HEAD}>
              {rowHeading}
            </th>
            {[t('admin.summary.leads'), t('admin.summary.won'), ...moreColumns].map((label) => (
              <th key={label} scope="col" className={`${HEAD} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Which pages and sources bring customers: requests per kind of source and per page a visit landed on, with how many
 * were won, and the counted taps on the phone, WhatsApp and e-mail links beside each page, over 30, 90 or 365 days.
 */
export function SourceSummary({ token, t, valueOf }: { token: string; t: Translate; valueOf: <T>(answer: InboxAnswer<T>) => T | null }) {
  const [periods, setPeriods] = useState<PeriodSummary[] | null>(null);
  const [days, setDays] = useState<SummaryPeriod>(30);
  useEffect(() => {
    let current = true;
    // Not awaited (`void`): an effect cannot be async; the answer is shown when it comes.
    void inboxApi.summary(token).then((answer) => {
      const value = valueOf(answer);
      if (current && value) setPeriods(value);
    });
    return () => {
      current = false;
    };
  }, [token, valueOf]);
  const summary = periods?.find((period) => period.days === days);
  const taps = summary ? TAP_CHANNELS.reduce((sum, channel) => sum + summary.taps[channel], 0) : 0;

  return (
    <section aria-labelledby="summary-title" data-testid="source-summary">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="summary-title" className="text-xl">
            {t('admin.summary.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin.summary.text')}</p>
        </div>
        <fieldset className="flex gap-1 rounded-lg border border-slate-200 bg-white p-1">
          <legend className="sr-only">{t('admin.summary.period')}</legend>
          {SUMMARY_PERIODS.map((period) => (
            <label
              key={period}
              className="cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-slate-700 has-[:checked]:bg-brand-800 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
            >
              <input
                type="radio"
                name="summary-period"
                className="sr-only"
                checked={days === period}
                onChange={() => setDays(period)}
                data-testid={`summary-period-${period}`}
              />
              {t('admin.summary.days', { count: period })}
            </label>
          ))}
        </fieldset>
      </div>
      {!summary ? (
        <p className="mt-8 text-slate-600">{t('admin.summary.loading')}</p>
      ) : (
        <>
          <p className="mt-6 text-lg font-semibold text-brand-900" data-testid="summary-totals">
            {[
              t('admin.summary.leadsCount', { count: summary.leads }),
              t('admin.summary.wonCount', { count: summary.won }),
              t('admin.summary.tapsCount', { count: taps }),
            ].join(' · ')}
          </p>
          {summary.leads === 0 && taps === 0 ? (
            <p className="mt-4 text-slate-600">{t('admin.summary.empty')}</p>
          ) : (
            <div className="mt-6 grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <CountsTable t={t} testId="summary-sources" caption={t('admin.summary.bySource')} rowHeading={t('admin.summary.source')}>
                {summary.bySource.map((row) => (
                  <tr key={row.source} className="border-t border-slate-100" data-source={row.source}>
                    <th scope="row" className="px-3 py-2 font-normal">
                      {t(`forms.leadSources.${row.source}`)}
                    </th>
                    <td className={NUMBER}>{row.leads}</td>
                    <td className={NUMBER}>{row.won}</td>
                  </tr>
                ))}
              </CountsTable>
              {/* On a phone each page is a card: a table of six columns would break its address letter by letter. */}
              <section aria-labelledby="summary-pages-cards" className="rounded-2xl border border-slate-200 bg-white md:hidden">
                <h3 id="summary-pages-cards" className="px-3 py-3 text-sm font-semibold text-brand-900">
                  {t('admin.summary.byPage')}
                </h3>
                <ul>
                  {summary.byPage.map((row) => (
                    <li key={row.page ?? ''} className="border-t border-slate-100 px-3 py-3 text-sm">
                      <p className="break-all font-medium text-brand-900">{row.page ?? t('admin.summary.unknownPage')}</p>
                      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                        {(
                          [
                            [t('admin.summary.leads'), row.leads],
                            [t('admin.summary.won'), row.won],
                            ...TAP_CHANNELS.map((channel) => [t(TAP_LABELS[channel]), row.taps[channel]] as const),
                          ] as const
                        ).map(([label, value]) => (
                          <div key={label} className="flex gap-1">
                            <dt>{label}</dt>
                            <dd className="font-semibold tabular-nums">{value}</dd>
                          </div>
                        ))}
                      </dl>
                    </li>
                  ))}
                </ul>
              </section>
              <CountsTable
                t={t}
                testId="summary-pages"
                caption={t('admin.summary.byPage')}
                rowHeading={t('admin.summary.page')}
                moreColumns={TAP_CHANNELS.map((channel) => t(TAP_LABELS[channel]))}
                className="hidden md:block"
              >
                {summary.byPage.map((row) => (
                  <tr key={row.page ?? ''} className="border-t border-slate-100" data-page={row.page ?? ''}>
                    <th scope="row" className="break-all px-3 py-2 font-normal">
                      {row.page ? (
                        <a href={row.page} target="_blank" rel="noopener" className="text-brand-800 underline">
                          {row.page}
                        </a>
                      ) : (
                        t('admin.summary.unknownPage')
                      )}
                    </th>
                    <td className={NUMBER}>{row.leads}</td>
                    <td className={NUMBER}>{row.won}</td>
                    {TAP_CHANNELS.map((channel) => (
                      <td key={channel} className={NUMBER}>
                        {row.taps[channel]}
                      </td>
                    ))}
                  </tr>
                ))}
              </CountsTable>
            </div>
          )}
        </>
      )}
    </section>
  );
}
