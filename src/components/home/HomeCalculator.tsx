import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { PLUMBER_SECTIONS } from '../../lib/navigation';
import { pagePath } from '../../lib/routes';
import { formatMoney } from '../../lib/format';
import { homeQuote, homeQuoteLines } from '../../lib/calculators/home-quote';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import type { IntakePrefill } from '../forms/intake-values';
import { Icon } from '../ui/Icon';
import { sharedExtraPrices } from '../../lib/calculators/price-models';
import { tradeChoices, tradeValues } from '../../lib/trades';
import { useTrades } from '../trades';
import { useSavedAnswers } from '../../hooks/use-saved-answers';
import {
  SAVED_ANSWERS,
  restoredHomeChoice,
  restoredIntake,
  type HomeCalculatorChoice,
  type HomeCalculatorPlan,
} from '../../lib/forms/saved-answers';
import { readAnswers } from '../../browser/saved-answers';
import type { Choice } from '../../lib/forms/options';

export type HomeCalculatorOptions = NonNullable<Queries.HomePageQuery['homeQuoteCalculator']>;

/** The calculator as it opens: the first trade and package, no features. */
const firstChoice = (businessTypes: readonly Choice[], options: HomeCalculatorOptions): HomeCalculatorChoice => ({
  businessType: businessTypes[0]?.value ?? '',
  packageId: options.packages[0]?.id ?? '',
  features: [],
});

/**
 * The home page's quote calculator: the visitor's trade, a package and features give a monthly fee and a setup, and the
 * choice goes into the intake. Its own module, loaded as an island (islands.ts): a page's first scripts carry none of it.
 */
export function HomeCalculator({
  options,
  plumberPrices,
  onPlanIntake,
}: {
  options: HomeCalculatorOptions;
  /** The plumber calculator's prices, to price the extra both sell by its formula too. */
  plumberPrices: Queries.PlumberCalculatorPricesFragment;
  /** `chosen`: the visitor took the choice to the intake now; `kept`: the intake's kept choice, in this page's language. */
  onPlanIntake: (prefill: IntakePrefill, how: 'chosen' | 'kept') => void;
}) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const prices = useMemo(() => sharedExtraPrices(options, plumberPrices, business.pricing), [options, plumberPrices, business.pricing]);
  const id = useId();
  // The businesses to choose from are the trades and "other"; the intake takes the choice over.
  const trades = useTrades();
  const businessTypes = useMemo(() => tradeChoices(trades, t), [trades, t]);
  // The choice stays with the visitor through the language switch (kept in this tab, by id).
  const [choice, setChoice] = useSavedAnswers<HomeCalculatorChoice>(
    SAVED_ANSWERS.homeCalculator,
    () => firstChoice(businessTypes, options),
    (saved) =>
      restoredHomeChoice(
        saved,
        {
          businessTypes: businessTypes.map((type) => type.value),
          packages: options.packages.map((pack) => pack.id),
          features: options.features.map((feature) => feature.id),
        },
        firstChoice(businessTypes, options),
      ),
  );
  const { businessType, packageId, features } = choice;
  const setBusinessType = (value: string) => setChoice((current) => ({ ...current, businessType: value }));
  const setPackageId = (value: string) => setChoice((current) => ({ ...current, packageId: value }));
  const setFeatures = (change: (current: string[]) => string[]) =>
    setChoice((current) => ({ ...current, features: change(current.features) }));
  // On a phone the calculator opens on request (two screens of choices); from 640 px it is always open.
  const [open, setOpen] = useState(false);
  const quote = useMemo(
    () => homeQuote(options, { packageId, features }, business.pricing),
    [options, packageId, features, business.pricing],
  );
  const money = (amount: number) => formatMoney(amount, language);
  const chosenPackage = options.packages.find((pack) => pack.id === packageId);
  /** What the intake takes of a choice: the trade, the features its sketch can draw and a summary in this language. */
  const prefillOf = (plan: HomeCalculatorPlan): IntakePrefill => {
    const planType = businessTypes.find((type) => type.value === plan.businessType);
    const planPackage = options.packages.find((pack) => pack.id === plan.packageId);
    return {
      industry: planType?.value ?? '',
      // The intake keeps those its sketch can draw (a booking button, a shop).
      addOns: plan.features.join(','),
      selection: t('home.calculator.summary', {
        business: planType?.label ?? '',
        package: planPackage?.label ?? '',
        pages: planPackage?.pages ?? '',
        features:
          options.features
            .filter((feature) => plan.features.includes(feature.id))
            .map((feature) => feature.label)
            .join(', ') || t('home.calculator.noFeatures'),
        monthly: money(homeQuote(options, plan, business.pricing).monthly),
      }),
    };
  };
  const rewritten = useRef(false);
  const planIntake = () => {
    const plan = { businessType, packageId, features };
    rewritten.current = true;
    setChoice((current) => ({ ...current, planned: plan }));
    onPlanIntake(prefillOf(plan), 'chosen');
  };
  // Through the language switch (or a reload), the choice the intake still holds is written again in this page's
  // language: the intake kept it as text in the language it was made in.
  useEffect(() => {
    if (rewritten.current || !choice.planned) return;
    rewritten.current = true;
    const inIntake = restoredIntake(readAnswers(SAVED_ANSWERS.intake), tradeValues(trades))?.values.selection;
    if (inIntake) onPlanIntake(prefillOf(choice.planned), 'kept');
    // Once, when the kept choice arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice.planned]);

  return (
    <div className="card p-6 sm:p-8" data-testid="home-calculator">
      <h3 className="heading-3">{t('home.calculator.title')}</h3>
      <button
        type="button"
        className="btn-secondary mt-4 w-full sm:hidden"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((current) => !current)}
        data-testid="home-calc-toggle"
      >
        {t(open ? 'home.calculator.close' : 'home.calculator.open')}
        <Icon name="ChevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={`${id}-body`} className={open ? '' : 'hidden sm:block'}>
        <div className="mt-5 space-y-5 sm:space-y-6">
          <div>
            <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-semibold text-slate-800">
              {t('home.calculator.businessType')}
            </label>
            <select
              id={`${id}-type`}
              value={businessType}
              onChange={(event) => setBusinessType(event.target.value)}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5"
              data-testid="home-calc-business-type"
            >
              {businessTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('home.calculator.package')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {options.packages.map((pack) => (
                <label
                  key={pack.id}
                  className="flex cursor-pointer flex-col rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
                >
                  <span className="flex items-center gap-2 font-semibold text-brand-900">
                    <input
                      type="radio"
                      name={`${id}-package`}
                      value={pack.id}
                      checked={packageId === pack.id}
                      onChange={() => setPackageId(pack.id)}
                      className="accent-brand-600"
                      data-testid={`home-calc-package-${pack.id}`}
                    />
                    {pack.label}
                  </span>
                  <span className="mt-1 text-slate-600">{t('home.calculator.pages', { pages: pack.pages })}</span>
                  {pack.monthlyExtra > 0 && (
                    <span className="text-slate-600">{t('home.calculator.perMonth', { price: money(pack.monthlyExtra) })}</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('home.calculator.features')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {options.features.map((feature) => {
                // What every package includes is shown ticked and fixed: it is not a choice to make.
                const included = feature.monthly === 0;
                return (
                  <label
                    key={feature.id}
                    className={`flex items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${included ? '' : 'cursor-pointer'}`}
                  >
                    <input
                      type="checkbox"
                      checked={included || features.includes(feature.id)}
                      disabled={included}
                      onChange={() =>
                        setFeatures((current) =>
                          current.includes(feature.id) ? current.filter((f) => f !== feature.id) : [...current, feature.id],
                        )
                      }
                      className="h-4 w-4 accent-brand-600"
                      data-testid={`home-calc-feature-${feature.id}`}
                    />
                    {/* The price goes under the name when both do not fit ("inbegrepen" beside a long Dutch name). */}
                    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
                      <span className="font-medium text-slate-800">{feature.label}</span>
                      <span className="text-slate-600">
                        {included ? t('home.calculator.included') : t('home.calculator.perMonth', { price: money(feature.monthly) })}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </div>
        <div className="mt-6 rounded-xl bg-brand-900 p-5 text-white">
          <div aria-live="polite">
            <p className="text-sm text-slate-300">{t('home.calculator.resultMonthly')}</p>
            <p className="text-4xl font-extrabold" data-testid="home-calc-monthly">
              {money(quote.monthly)}
            </p>
            <p className="text-sm text-slate-300">{t('home.calculator.perMonthSuffix')}</p>
            <dl className="mt-4 space-y-1.5 border-t border-white/15 pt-3 text-sm" data-testid="home-calc-lines">
              {/* The amounts its chosen cards state, line by line: they add up to the monthly fee above. */}
              {homeQuoteLines(quote, { packageId, features }, business.pricing).map((line) => (
                <div key={`${line.kind}-${line.id}`} className="flex justify-between gap-4">
                  <dt className="text-slate-300">
                    {line.kind === 'subscription'
                      ? t('home.calculator.subscription')
                      : line.kind === 'package'
                        ? t('home.calculator.packageLine', { package: chosenPackage?.label ?? '', pages: chosenPackage?.pages ?? '' })
                        : line.kind === 'feature'
                          ? options.features.find((feature) => feature.id === line.id)?.label
                          : t('home.calculator.resultSetup')}
                  </dt>
                  {line.kind === 'setup' ? (
                    <dd data-testid="home-calc-setup">{line.setup > 0 ? money(line.setup) : t('home.calculator.noSetup')}</dd>
                  ) : (
                    <dd>{line.kind === 'subscription' ? money(line.monthly) : `+${money(line.monthly)}`}</dd>
                  )}
                </div>
              ))}
            </dl>
          </div>
          <p className="mt-4 text-sm font-semibold">{t('home.calculator.resultIncluded')}</p>
          <ul className="mt-1 grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-1 text-sm text-slate-200">
            {options.included.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Icon name="CheckCircle2" className="h-4 w-4 shrink-0 text-emerald-400" />
                {item}
              </li>
            ))}
          </ul>
          <button type="button" className="btn-primary mt-5 w-full" onClick={planIntake} data-testid="home-calc-plan-intake">
            {t('home.calculator.planIntake')}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </button>
        </div>
        {/* The plumber page's extras cost a setup too (the specification's formulas): said here, with one example. */}
        <p className="mt-4 flex gap-2 text-sm text-slate-600" data-testid="price-model-note">
          <Icon name="Info" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            {t('home.calculator.otherModel', {
              homeMonthly: money(prices.homeMonthly),
              plumberSetup: money(prices.plumberSetup),
              plumberMonthly: money(prices.plumberMonthly),
            })}{' '}
            <Link to={`${pagePath('plumber', language)}#${PLUMBER_SECTIONS.calculator}`} className="link">
              {t('home.calculator.otherModelLink')}
            </Link>
          </span>
        </p>
      </div>
    </div>
  );
}
