import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { pagePath } from '../../lib/routes';
import { formatMoney } from '../../lib/format';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { Section } from '../ui/Section';
import type { IntakePrefill } from '../forms/intake-values';
import { Icon } from '../ui/Icon';
import { HomeCalculator } from './islands';
import type { HomeCalculatorOptions } from './HomeCalculator';

type PricingPlan = NonNullable<Queries.HomePageQuery['pricingPlan']>;

function PricingCard({ plan }: { plan: PricingPlan }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const features = plan.features;
  const columns = [features.slice(0, 4), features.slice(4)];
  return (
    <div className="card flex flex-col border-2 border-brand-800 p-6 sm:p-8" data-testid="pricing-card">
      <p className="text-5xl font-extrabold tracking-tight text-brand-900" data-testid="pricing-amount">
        {formatMoney(business.pricing.monthly, language)}
      </p>
      <p className="mt-1 text-slate-600">
        {plan.period} · {t('home.pricing.exclVat')}
      </p>
      <p className="mt-4 text-slate-700">{plan.description}</p>
      <div className="mt-5 grid gap-x-6 gap-y-2 sm:mt-6 sm:grid-cols-2 sm:gap-y-3">
        {columns.map((column, index) => (
          <ul key={index} className="space-y-2 sm:space-y-3">
            {column.map((feature) => (
              <li key={feature} className="flex items-start gap-2.5 text-sm text-slate-800 sm:text-base">
                <Icon name="Check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 sm:h-5 sm:w-5" />
                {feature}
              </li>
            ))}
          </ul>
        ))}
      </div>
      <a href={`#${SECTIONS.intake}`} className="btn-primary mt-8 w-full text-lg" data-testid="pricing-cta">
        {t('home.pricing.cta')}
        <Icon name="ArrowRight" className="h-5 w-5" />
      </a>
      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
        <Icon name="ShieldCheck" className="h-4 w-4 text-emerald-600" />
        {t('home.pricing.guarantee', { weeks: business.claims.launchWeeks })}
      </p>
    </div>
  );
}

/**
 * Beside the taller calculator on a wide screen, under the price card: what the subscription means after the first
 * month, so the column holds something worth reading rather than empty space. Not on smaller screens, where the
 * terms and the list of what you get say it further down.
 */
function GoodToKnow() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const items = [
    t('home.whatYouGet.hourly', { rate: formatMoney(business.pricing.hourlyRate, language), minutes: business.pricing.minBillableMinutes }),
    t('home.pricing.goodToKnow.domain'),
    t('home.pricing.goodToKnow.files'),
    t('home.pricing.goodToKnow.billing'),
  ];
  return (
    <div
      className="mt-6 hidden rounded-2xl bg-slate-50 p-6 text-sm text-slate-700 ring-1 ring-slate-200 lg:block"
      data-testid="pricing-good-to-know"
    >
      <p className="font-semibold text-brand-900">{t('home.pricing.goodToKnow.title')}</p>
      <ul className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <Icon name="Info" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            {item}
          </li>
        ))}
      </ul>
      <Link to={pagePath('terms', language)} className="link mt-4 inline-flex items-center gap-1.5">
        {t('home.pricing.goodToKnow.terms')}
        <Icon name="ArrowRight" className="h-4 w-4" />
      </Link>
    </div>
  );
}

/**
 * #prijzen: the subscription card and, beside it, the quote calculator, whose choice the visitor can take into the
 * intake. The card stays in view beside the taller calculator (sticky, so the section is not deferred).
 */
export function Pricing({
  plan,
  calculator,
  plumberPrices,
  onPlanIntake,
}: {
  plan: PricingPlan;
  calculator: HomeCalculatorOptions;
  /** The plumber calculator's prices: the home calculator prices the extra both sell by its formula too. */
  plumberPrices: Queries.PlumberCalculatorPricesFragment;
  onPlanIntake: (prefill: IntakePrefill, how: 'chosen' | 'kept') => void;
}) {
  const { t } = useTranslation();
  return (
    <Section
      id={SECTIONS.pricing}
      eyebrow={t('home.pricing.eyebrow')}
      title={t('home.pricing.title')}
      subtitle={t('home.pricing.subtitle')}
      deferRender={false}
    >
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div className="lg:sticky lg:top-28">
          <PricingCard plan={plan} />
          <GoodToKnow />
        </div>
        <HomeCalculator options={calculator} plumberPrices={plumberPrices} onPlanIntake={onPlanIntake} />
      </div>
    </Section>
  );
}

/** What the home page asks of the plumber calculator, to price the extra both sell by its formula. */
export const query = graphql`
  fragment PlumberCalculatorPrices on PlumberCalculator {
    websiteTypes {
      id
      price
      default
    }
    addons {
      id
      price
    }
    speeds {
      id
      multiplier
    }
    businessTypes {
      id
      discountPercent
    }
  }
`;
