import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { formatDecimal } from '../../lib/format';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { BUILD_YEAR } from '../build-year';
import { OWNER_PORTRAIT } from '../../lib/asset-paths';

/** The trust block (claims from the business configuration) and the personal-service block (#over-ons). */
export function StatsAndAbout({ ownerRole }: { ownerRole: string }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const { claims } = business;
  const stats = [
    { value: `${claims.customers}+`, label: t('home.stats.customers') },
    { value: `${claims.satisfactionPercent}%`, label: t('home.stats.satisfaction') },
    { value: `${formatDecimal(claims.averageRating, language)}/5`, label: t('home.stats.rating') },
    { value: `${BUILD_YEAR - business.foundingYear}+`, label: t('home.stats.experience') },
    { value: `+${claims.averageGrowthPercent}%`, label: t('home.stats.growth') },
  ];
  const names = { owner: business.owner.name, name: business.name };

  return (
    <>
      <section className="defer-render bg-brand-900 py-10 sm:py-14" aria-labelledby="stats-heading" data-testid="stats">
        <div className="container-page">
          <h2 id="stats-heading" className="text-center text-lg font-semibold text-white sm:text-xl">
            {t('home.stats.title', { year: business.foundingYear })}
          </h2>
          <dl className="mt-6 grid grid-cols-3 gap-x-3 gap-y-5 text-center sm:mt-8 sm:gap-6 lg:grid-cols-5">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id={SECTIONS.about} className="section defer-render bg-white" aria-labelledby="about-heading">
        {/* On a phone the portrait sits small beside the heading; from 1024 px it is a column of its own. */}
        <div className="container-page grid grid-cols-[6rem_1fr] items-center gap-x-5 gap-y-5 sm:gap-x-10 lg:grid-cols-[2fr_3fr]">
          <img
            src={OWNER_PORTRAIT}
            alt={t('home.about.imageAlt', names)}
            width={480}
            height={560}
            loading="lazy"
            decoding="async"
            className="mx-auto w-full max-w-sm rounded-2xl bg-brand-50 sm:rounded-3xl lg:row-span-2"
          />
          <div className="lg:self-end">
            <p className="eyebrow">{t('home.about.eyebrow')}</p>
            <h2 id="about-heading" className="heading-2 mt-2 text-2xl sm:text-4xl">
              {t('home.about.title')}
            </h2>
          </div>
          <div className="col-span-2 lg:col-span-1 lg:self-start">
            <p className="lead text-base sm:text-xl">{t('home.about.text', names)}</p>
            <p className="mt-6 font-semibold text-brand-900">{t('home.about.signature', names)}</p>
            <p className="text-sm text-slate-600">{ownerRole}</p>
          </div>
        </div>
      </section>
    </>
  );
}
