import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  plumberOptionAmounts,
  speedSurchargePercent,
  toggleAddon,
  type PlumberQuote,
  type PlumberSelection,
} from '../../lib/calculators/plumber';
import { formatMoney } from '../../lib/format';
import { plumberCardLabels } from '../../lib/calculators/plumber-labels';
import type { PlumberBusinessInfo } from '../../lib/calculators/plumber-summary';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { ContentIcon, Icon } from '../ui/Icon';
import { CARD_LABEL, CONTROL, EffectLine, OPTION_CARD, RadioCard } from './OptionCards';

export type PlumberCalculatorData = NonNullable<Queries.PlumberPageQuery['plumberCalculator']>;

export type BusinessInfo = PlumberBusinessInfo;

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

function QuoteLine({
  label,
  note,
  value,
  testId,
  strong = false,
}: {
  label: string;
  note?: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-white/15 pt-3' : ''}`}>
      <dt>
        <span className={strong ? 'text-lg font-semibold text-white' : ''}>{label}</span>
        {note && <span className="mt-0.5 block text-xs text-slate-400">{note}</span>}
      </dt>
      <dd
        className={`whitespace-nowrap text-right font-semibold text-white ${strong ? 'text-2xl font-extrabold' : ''}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Whether the phone's running total belongs on screen: while some of the options are in view and the quote itself
 * is not. Hidden otherwise, so it never covers the top of the calculator before the visitor reaches it.
 */
function useRunningTotalShown(options: React.RefObject<HTMLElement>, quotePanel: React.RefObject<HTMLElement>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const optionsElement = options.current;
    const panelElement = quotePanel.current;
    if (!optionsElement || !panelElement || typeof IntersectionObserver === 'undefined') return;
    const inView = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      setShown(Boolean(inView.get(optionsElement)) && !inView.get(panelElement));
    });
    observer.observe(optionsElement);
    observer.observe(panelElement);
    return () => observer.disconnect();
  }, [options, quotePanel]);
  return shown;
}

/**
 * The plumber page's price calculator: real radio buttons, checkboxes and a select. Every option says what it adds
 * to the setup and to the monthly fee, and the quote is itemised; all figures come from `plumberQuote`.
 */
export function PlumberCalculator({ options, state, quote, onChange, onRequestQuote }: PlumberCalculatorProps) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const id = useId();
  const money = (amount: number) => formatMoney(amount, language);
  const { selection, info } = state;
  const base = business.pricing.monthly;
  const labels = useMemo(
    () => plumberCardLabels(options, plumberOptionAmounts(options, selection, base), quote.addonTotal, language, t),
    [options, selection, base, quote.addonTotal, language, t],
  );
  const setSelection = (next: PlumberSelection) => onChange({ ...state, selection: next });
  const setInfo = (key: keyof BusinessInfo, value: boolean) => onChange({ ...state, info: { ...info, [key]: value } });
  const speed = options.speeds.find((candidate) => candidate.id === selection.speed);
  const businessType = options.businessTypes.find((candidate) => candidate.id === selection.businessType);
  const speedPercent = speed ? speedSurchargePercent(speed.multiplier) : 0;
  const optionsRef = useRef<HTMLDivElement>(null);
  const quotePanelRef = useRef<HTMLElement>(null);
  const runningTotalShown = useRunningTotalShown(optionsRef, quotePanelRef);

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <div ref={optionsRef} className="space-y-10">
        <fieldset>
          <legend className="heading-3 font-bold text-brand-900">{t('plumber.calculator.websiteType')}</legend>
          <div className="mt-4 grid gap-3 md:grid-cols-3">
            {options.websiteTypes.map((type) => (
              <RadioCard
                key={type.id}
                group={`${id}-type`}
                value={type.id}
                checked={selection.websiteType === type.id}
                onSelect={() => setSelection({ ...selection, websiteType: type.id })}
                testId={`calc-type-${type.id}`}
                title={type.name}
                outside={
                  <>
                    {type.default && (
                      <span className="badge absolute -top-3 right-3 bg-accent-600 px-2 py-0.5 text-xs text-white">
                        {t('plumber.calculator.mostPopular')}
                      </span>
                    )}
                    <ul className="mt-3 space-y-1 text-sm text-slate-700">
                      {type.features.map((feature) => (
                        <li key={feature} className="flex items-start gap-1.5">
                          <Icon name="Check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                          {/* Its own box, so a word longer than the card is narrow can break. */}
                          <span className="min-w-0">{feature}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                }
              >
                <span className="mt-1 text-sm text-slate-600">{type.description}</span>
                <EffectLine lines={labels.websiteTypes[type.id] ?? []} testId={`calc-type-effect-${type.id}`} />
              </RadioCard>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="heading-3 font-bold text-brand-900">{t('plumber.calculator.addons')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('plumber.calculator.addonsHint')}</p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {options.addons.map((addon) => (
              <div key={addon.id} className={`${OPTION_CARD} items-start gap-3`}>
                <input
                  id={`${id}-addon-${addon.id}`}
                  type="checkbox"
                  checked={selection.addons.includes(addon.id)}
                  onChange={() => setSelection(toggleAddon(selection, addon.id))}
                  className={`${CONTROL} mt-0.5`}
                  data-testid={`calc-addon-${addon.id}`}
                />
                <ContentIcon name={addon.icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <label htmlFor={`${id}-addon-${addon.id}`} className={`flex-1 ${CARD_LABEL}`}>
                  <span className="block font-semibold text-brand-900">{addon.name}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{addon.description}</span>
                  <EffectLine lines={labels.addons[addon.id] ?? []} testId={`calc-addon-effect-${addon.id}`} />
                </label>
              </div>
            ))}
          </div>
          {/* The monthly fee takes a third of the add-ons' sum, rounded once: one amount for all, so the figures add up. */}
          {labels.addonsMonthly && (
            <p className="mt-3 text-sm font-semibold text-brand-800" data-testid="calc-addons-monthly">
              {labels.addonsMonthly}
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend className="heading-3 font-bold text-brand-900">{t('plumber.calculator.speed')}</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            {options.speeds.map((option) => {
              const percent = speedSurchargePercent(option.multiplier);
              return (
                <RadioCard
                  key={option.id}
                  group={`${id}-speed`}
                  value={option.id}
                  checked={selection.speed === option.id}
                  onSelect={() => setSelection({ ...selection, speed: option.id })}
                  testId={`calc-speed-${option.id}`}
                  icon={option.icon}
                  title={option.name}
                >
                  <span className="mt-1 text-sm text-slate-600">{option.duration}</span>
                  {percent > 0 && <span className="mt-1 text-sm text-slate-600">{t('plumber.calculator.speedExtra', { percent })}</span>}
                  <EffectLine lines={labels.speeds[option.id] ?? []} testId={`calc-speed-effect-${option.id}`} />
                </RadioCard>
              );
            })}
          </div>
        </fieldset>

        <fieldset>
          <legend className="heading-3 font-bold text-brand-900">{t('plumber.calculator.business')}</legend>
          <div className="mt-4 space-y-4">
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
            <div className="grid gap-1">
              {(['hasLogo', 'hasContent', 'currentWebsite'] as const).map((key) => (
                <label key={key} className="flex min-h-[44px] cursor-pointer items-center gap-2.5 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={info[key]}
                    onChange={(event) => setInfo(key, event.target.checked)}
                    className="h-4 w-4 shrink-0 accent-brand-600"
                    data-testid={`calc-info-${key}`}
                  />
                  {t(`plumber.calculator.${key}`)}
                </label>
              ))}
            </div>
          </div>
        </fieldset>
      </div>

      {/* Phones: the running figures stay in view while the options scroll past, in the action bar's place (a third bar
          would cover too much of a small screen); fixed, so it takes no room in the page, and invisible (out of the tab
          order) until the options are on screen. */}
      <a
        href={`#${id}-quote-panel`}
        className={`${runningTotalShown ? 'visible opacity-100' : 'invisible opacity-0'} fixed inset-x-0 bottom-0 z-[35] flex min-h-[var(--action-bar-height)] items-center justify-between gap-4 bg-brand-900 px-4 pb-[calc(0.375rem+env(safe-area-inset-bottom))] pt-1.5 text-white shadow-[0_-4px_16px_rgb(11_31_51/0.2)] transition-[opacity,visibility] motion-reduce:transition-none lg:hidden`}
        data-testid="calc-running-total"
      >
        <span className="shrink-0">
          <span className="block text-xs text-slate-300">{t('plumber.calculator.runningTotal')}</span>
          <span className="text-lg font-extrabold leading-6">{money(quote.monthly)}</span>
          <span className="text-sm text-slate-300"> {t('plumber.calculator.perMonth')}</span>
        </span>
        <span className="text-right">
          <span className="block text-sm font-semibold text-accent-300">{t('plumber.calculator.seeQuote')}</span>
          {quote.setup > 0 && (
            <span className="block text-xs text-slate-300">{t('plumber.calculator.runningSetup', { price: money(quote.setup) })}</span>
          )}
        </span>
      </a>

      <aside
        ref={quotePanelRef}
        id={`${id}-quote-panel`}
        className="scroll-mt-28 rounded-2xl bg-brand-900 p-6 text-slate-200 shadow-card lg:sticky lg:top-28"
        aria-labelledby={`${id}-quote`}
        data-testid="calc-result"
      >
        <h3 id={`${id}-quote`} className="heading-3 flex items-center gap-2 text-white">
          <Icon name="FileText" className="h-5 w-5 text-accent-300" />
          {t('plumber.calculator.quote')}
        </h3>
        <dl className="mt-5 space-y-3" aria-live="polite">
          {quote.setup > 0 && (
            <QuoteLine
              label={t('plumber.calculator.setup')}
              note={
                speedPercent > 0 ? t('plumber.calculator.setupNoteSpeed', { percent: speedPercent }) : t('plumber.calculator.setupNote')
              }
              value={money(quote.setup)}
              testId="calc-setup"
            />
          )}
          <QuoteLine
            label={t('plumber.calculator.monthly')}
            note={
              quote.addonTotal > 0
                ? t('plumber.calculator.monthlyNoteAddons', { base: money(base), addons: money(quote.monthly - base) })
                : t('plumber.calculator.monthlyNote')
            }
            value={money(quote.monthly)}
            testId="calc-monthly"
          />
          {quote.discount > 0 && businessType && (
            <QuoteLine
              label={t('plumber.calculator.discountLine', { business: businessType.name, percent: businessType.discountPercent })}
              note={t('plumber.calculator.discountNote', { percent: businessType.discountPercent })}
              value={`−${money(quote.discount)}`}
              testId="calc-discount"
            />
          )}
          <QuoteLine
            label={t('plumber.calculator.total')}
            note={quote.setup > 0 ? t('plumber.calculator.totalNoteSetup') : t('plumber.calculator.totalNote')}
            value={money(quote.total)}
            testId="calc-total"
            strong
          />
          <QuoteLine
            label={t('plumber.calculator.yearly')}
            note={quote.discount > 0 ? t('plumber.calculator.yearlyNoteDiscount') : t('plumber.calculator.yearlyNote')}
            value={money(quote.yearly)}
            testId="calc-yearly"
          />
        </dl>
        <p className="mt-4 rounded-lg bg-emerald-500/15 px-3 py-2 text-sm font-semibold text-emerald-200">
          {t('plumber.calculator.save', { saved: money(options.comparison.saved), oneTime: money(options.comparison.oneTime) })}
        </p>
        <p className="mt-5 text-sm font-semibold text-white">{t('plumber.calculator.included')}</p>
        <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {options.alwaysIncluded.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Icon name="CheckCircle2" className="h-4 w-4 shrink-0 text-emerald-400" />
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
