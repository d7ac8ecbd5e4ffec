import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, CheckCircle2, FileText } from 'lucide-react';
import { speedSurchargePercent, toggleAddon, type PlumberQuote, type PlumberSelection } from '../../lib/calculators/plumber';
import { formatMoney } from '../../lib/format';
import { useCurrentPage } from '../layout/page';
import { Icon } from '../ui/Icon';

export type PlumberCalculatorData = NonNullable<Queries.PlumberPageQuery['plumberCalculator']>;

export interface BusinessInfo {
  hasLogo: boolean;
  hasContent: boolean;
  currentWebsite: boolean;
}

export interface CalculatorState {
  selection: PlumberSelection;
  info: BusinessInfo;
}

interface PlumberCalculatorProps {
  options: PlumberCalculatorData;
  state: CalculatorState;
  /** plumberQuote() of the current selection, computed once by the page. */
  quote: PlumberQuote;
  onChange: (state: CalculatorState) => void;
  onRequestQuote: () => void;
}

const optionBase =
  'relative flex cursor-pointer rounded-xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600';
const optionCard = `${optionBase} flex-col`;

/** The plumber page's price calculator: real radio buttons, checkboxes and a select; figures from `plumberQuote`. */
export function PlumberCalculator({ options, state, quote, onChange, onRequestQuote }: PlumberCalculatorProps) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const id = useId();
  const money = (amount: number) => formatMoney(amount, language);
  const { selection, info } = state;
  const setSelection = (next: PlumberSelection) => onChange({ ...state, selection: next });
  const setInfo = (key: keyof BusinessInfo, value: boolean) => onChange({ ...state, info: { ...info, [key]: value } });

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-10">
        <fieldset>
          <legend className="heading-3">{t('plumber.calculator.websiteType')}</legend>
          <div className="mt-4 grid gap-3 md:grid-cols-3">
            {options.websiteTypes.map((type) => (
              // The label holds the radio and its words; the feature list sits beside it (a list is not label content),
              // and the label's ::after covers the whole card so a tap anywhere on it chooses the type.
              <div key={type.id} className={optionCard}>
                <label className="flex flex-col after:absolute after:inset-0 after:content-['']">
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-type`}
                      value={type.id}
                      checked={selection.websiteType === type.id}
                      onChange={() => setSelection({ ...selection, websiteType: type.id })}
                      className="relative z-10 h-4 w-4 accent-brand-600"
                      data-testid={`calc-type-${type.id}`}
                    />
                    <span className="font-bold text-brand-900">{type.name}</span>
                  </span>
                  <span className="mt-1 text-sm text-slate-600">{type.description}</span>
                  <span className="mt-2 text-sm font-semibold text-brand-800">
                    {type.price > 0
                      ? `${t('plumber.calculator.addonPrice', { price: money(type.price) })} ${t('plumber.calculator.oneTime')}`
                      : t('plumber.calculator.free')}
                  </span>
                </label>
                {type.default && (
                  <span className="badge absolute -top-3 right-3 bg-accent-600 px-2 py-0.5 text-xs text-white">
                    {t('plumber.calculator.mostPopular')}
                  </span>
                )}
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {type.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-1.5">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="heading-3">{t('plumber.calculator.addons')}</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {options.addons.map((addon) => (
              <label key={addon.id} className={`${optionBase} items-start gap-3`}>
                <input
                  type="checkbox"
                  checked={selection.addons.includes(addon.id)}
                  onChange={() => setSelection(toggleAddon(selection, addon.id))}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                  data-testid={`calc-addon-${addon.id}`}
                />
                <Icon name={addon.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <span className="flex-1">
                  <span className="flex flex-wrap justify-between gap-x-2 font-semibold text-brand-900">
                    {addon.name}
                    <span className="text-sm text-brand-700">{t('plumber.calculator.addonPrice', { price: money(addon.price) })}</span>
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{addon.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="heading-3">{t('plumber.calculator.speed')}</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            {options.speeds.map((speed) => {
              const percent = speedSurchargePercent(speed.multiplier);
              return (
                <label key={speed.id} className={optionCard}>
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-speed`}
                      value={speed.id}
                      checked={selection.speed === speed.id}
                      onChange={() => setSelection({ ...selection, speed: speed.id })}
                      className="h-4 w-4 accent-brand-600"
                      data-testid={`calc-speed-${speed.id}`}
                    />
                    <Icon name={speed.icon} className="h-5 w-5 text-brand-600" />
                    <span className="font-bold text-brand-900">{speed.name}</span>
                  </span>
                  <span className="mt-1 text-sm text-slate-600">{speed.duration}</span>
                  <span className="mt-1 text-sm font-semibold text-brand-800">
                    {percent > 0 ? t('plumber.calculator.speedExtra', { percent }) : t('plumber.calculator.speedNone')}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <fieldset>
          <legend className="heading-3">{t('plumber.calculator.business')}</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-business`} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t('plumber.calculator.businessType')}
              </label>
              <select
                id={`${id}-business`}
                value={selection.businessType}
                onChange={(event) => setSelection({ ...selection, businessType: event.target.value })}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5"
                data-testid="calc-business-type"
              >
                <option value="">{t('plumber.calculator.noBusinessType')}</option>
                {options.businessTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                    {type.discountPercent > 0 ? ` (${t('plumber.calculator.discount', { percent: type.discountPercent })})` : ''}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-2">
              {(['hasLogo', 'hasContent', 'currentWebsite'] as const).map((key) => (
                <label key={key} className="flex min-h-[32px] cursor-pointer items-center gap-2.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={info[key]}
                    onChange={(event) => setInfo(key, event.target.checked)}
                    className="h-4 w-4 accent-brand-600"
                    data-testid={`calc-info-${key}`}
                  />
                  {t(`plumber.calculator.${key}`)}
                </label>
              ))}
            </div>
          </div>
        </fieldset>
      </div>

      <aside
        className="rounded-2xl bg-brand-900 p-6 text-slate-200 shadow-card lg:sticky lg:top-28"
        aria-labelledby={`${id}-quote`}
        data-testid="calc-result"
      >
        <h3 id={`${id}-quote`} className="heading-3 flex items-center gap-2 text-white">
          <FileText aria-hidden="true" className="h-5 w-5 text-accent-300" />
          {t('plumber.calculator.quote')}
        </h3>
        <dl className="mt-5 space-y-3" aria-live="polite">
          {quote.setup > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{t('plumber.calculator.setup')}</dt>
              <dd className="font-semibold text-white" data-testid="calc-setup">
                {money(quote.setup)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt>{t('plumber.calculator.monthly')}</dt>
            <dd className="font-semibold text-white" data-testid="calc-monthly">
              {money(quote.monthly)}
            </dd>
          </div>
          {quote.discount > 0 && (
            <div className="flex justify-between gap-4 text-emerald-300">
              <dt>{t('plumber.calculator.discountLine')}</dt>
              <dd className="font-semibold" data-testid="calc-discount">
                −{money(quote.discount)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-white/15 pt-3 text-lg">
            <dt className="font-semibold text-white">{t('plumber.calculator.total')}</dt>
            <dd className="text-2xl font-extrabold text-white" data-testid="calc-total">
              {money(quote.total)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('plumber.calculator.yearly')}</dt>
            <dd className="font-semibold text-white" data-testid="calc-yearly">
              {money(quote.yearly)}
            </dd>
          </div>
        </dl>
        <p className="mt-4 rounded-lg bg-emerald-500/15 px-3 py-2 text-sm font-semibold text-emerald-200">
          {t('plumber.calculator.save', { saved: money(options.comparison.saved), oneTime: money(options.comparison.oneTime) })}
        </p>
        <p className="mt-5 text-sm font-semibold text-white">{t('plumber.calculator.included')}</p>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {options.alwaysIncluded.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-emerald-400" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-400">{t('plumber.calculator.exclVat')}</p>
        <button type="button" className="btn-primary mt-5 w-full" onClick={onRequestQuote} data-testid="calc-request-quote">
          {t('plumber.calculator.requestQuote')}
        </button>
      </aside>
    </div>
  );
}
