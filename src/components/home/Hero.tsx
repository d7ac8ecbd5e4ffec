import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { formatDecimal, formatMoney } from '../../lib/format';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { HeroIllustration } from '../ui/HeroIllustration';
import { Icon } from '../ui/Icon';
import type { IconName } from '../../lib/icons';

export function Hero() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const price = formatMoney(business.pricing.monthly, language);
  const weeks = business.claims.launchWeeks;
  const trust: Array<{ icon: IconName; text: string }> = [
    { icon: 'Lock', text: t('home.trust.ssl') },
    {
      icon: 'Users',
      text: t('home.trust.customers', { count: business.claims.customers, rating: formatDecimal(business.claims.averageRating, language) }),
    },
    { icon: 'Building2', text: t('home.trust.company', { number: business.chamberOfCommerce }) },
    { icon: 'Timer', text: t('home.trust.guarantee', { weeks }) },
  ];

  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white" aria-labelledby="hero-heading">
      <div className="container-page grid items-center gap-8 pb-10 pt-8 sm:gap-10 sm:pb-14 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:pb-20 lg:pt-20">
        <div>
          <p
            className="inline-flex items-start gap-2 rounded-full bg-accent-50 px-3.5 py-1.5 text-sm font-semibold text-accent-700 ring-1 ring-accent-200"
            data-testid="hero-urgency"
          >
            <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 motion-safe:animate-pulse-brief rounded-full bg-accent-500" />
            {t('home.hero.urgency', { weeks })}
          </p>
          <h1 id="hero-heading" className="heading-1 mt-5">
            {t('home.hero.title')}
          </h1>
          <p className="lead mt-4 max-w-xl text-base sm:mt-5 sm:text-xl">{t('home.hero.subtitle', { price })}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={`#${SECTIONS.intake}`} className="btn-primary px-6 text-lg" data-testid="hero-primary">
              {t('home.hero.primary')}
              <Icon name="ArrowRight" className="h-5 w-5" />
            </a>
            <a href={`#${SECTIONS.contact}`} className="btn-secondary px-6 text-lg" data-testid="hero-secondary">
              {t('home.hero.secondary')}
            </a>
          </div>
        </div>
        <HeroIllustration
          name="hero"
          desktopWidth={540}
          alt={t('home.hero.imageAlt', { rating: formatDecimal(business.claims.averageRating, language) })}
        />
      </div>
      <div className="border-y border-slate-200 bg-white">
        <ul
          className="container-page grid grid-cols-2 gap-x-4 gap-y-3 py-5 text-sm font-medium text-slate-700 lg:grid-cols-4"
          data-testid="trust-badges"
        >
          {trust.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon name={icon} className="h-5 w-5 shrink-0 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
