import React from 'react';
import { useTranslation } from 'react-i18next';
import { useBusiness } from '../../hooks/use-business';
import { formatDecimal, formatMoney } from '../../lib/format';
import { useCurrentPage } from '../layout/page';
import { HeroIllustration } from '../ui/HeroIllustration';
import { Icon } from '../ui/Icon';

/** The plumber page's opening: the claim, the price, three promises, the two ways on, and the drawing of a plumber's site. */
export function PlumberHero({ contactId, calculatorId }: { contactId: string; calculatorId: string }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-900 to-brand-800 text-slate-200" aria-labelledby="plumber-hero">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20"
            data-testid="plumber-badge"
          >
            <Icon name="Users" className="h-4 w-4 text-accent-300" />
            {t('plumber.hero.badge', { count: business.claims.customers })}
          </p>
          <h1 id="plumber-hero" className="heading-1 mt-6 text-white">
            {t('plumber.hero.title')}
          </h1>
          <p className="lead mt-6 max-w-2xl text-slate-300">
            {t('plumber.hero.subtitle', { price: formatMoney(business.pricing.monthly, language) })}
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-white">
            {(['emergency', 'booking', 'local'] as const).map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="CheckCircle2" className="h-5 w-5 text-accent-300" />
                {t(`plumber.hero.points.${point}`)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={`#${contactId}`} className="btn-primary px-6 text-lg" data-testid="plumber-hero-primary">
              {t('plumber.hero.primary')}
              <Icon name="ArrowRight" className="h-5 w-5" />
            </a>
            <a href={`#${calculatorId}`} className="btn-on-dark px-6 text-lg" data-testid="plumber-hero-secondary">
              {t('plumber.hero.secondary')}
            </a>
          </div>
        </div>
        <HeroIllustration
          name="plumber-hero"
          desktopWidth={520}
          alt={t('plumber.hero.imageAlt', { rating: formatDecimal(business.claims.averageRating, language) })}
        />
      </div>
    </section>
  );
}
