import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { formatMoney } from '../../lib/format';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { Section } from '../ui/Section';
import { Icon } from '../ui/Icon';

const ADVANCED = [
  { id: 'appointments', icon: 'CalendarClock' },
  { id: 'portal', icon: 'UserRound' },
  { id: 'calculators', icon: 'Calculator' },
  { id: 'reviews', icon: 'MessageSquareHeart' },
  { id: 'leads', icon: 'Magnet' },
] as const;

/** #wat-krijgt-u: what the subscription includes, the hourly rate for extra work, and advanced features on request. */
export function WhatYouGet({ included }: { included: readonly string[] }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  return (
    <Section
      id={SECTIONS.whatYouGet}
      eyebrow={t('home.whatYouGet.eyebrow')}
      title={t('home.whatYouGet.title')}
      subtitle={t('home.whatYouGet.subtitle')}
    >
      {/* Two columns wherever two fit, a phone included; a plain list there, tiles from 640 px. */}
      <ul className="mx-auto grid max-w-4xl grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-x-4 gap-y-3 sm:grid-cols-2 sm:gap-4">
        {included.map((text) => (
          <li
            key={text}
            className="flex items-start gap-2 text-sm sm:gap-3 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-4 sm:text-base"
          >
            <Icon name="CheckCircle2" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 sm:h-5 sm:w-5" />
            <span className="font-medium text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-600">
        {t('home.whatYouGet.hourly', {
          rate: formatMoney(business.pricing.hourlyRate, language),
          minutes: business.pricing.minBillableMinutes,
        })}
      </p>

      <div
        className="mt-10 overflow-hidden rounded-3xl bg-brand-900 px-5 py-8 text-slate-200 sm:mt-14 sm:px-10 sm:py-10 lg:flex lg:items-center lg:gap-12"
        data-testid="advanced"
      >
        <div className="lg:w-2/5">
          <p className="eyebrow text-accent-300">{t('home.advanced.eyebrow')}</p>
          <h3 className="heading-2 mt-2 text-2xl text-white sm:text-4xl">{t('home.advanced.title')}</h3>
          <p className="mt-3 text-sm text-slate-300 sm:text-base">{t('home.advanced.subtitle')}</p>
          <a href={`#${SECTIONS.contact}`} className="btn-primary mt-5 sm:mt-6">
            {t('home.advanced.cta')}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </a>
        </div>
        {/* Chips that wrap on a phone, tiles from 640 px. */}
        <ul className="mt-6 flex flex-1 flex-wrap gap-2 sm:mt-8 sm:grid sm:grid-cols-2 sm:gap-3 sm:[&>li:last-child:nth-child(odd)]:col-span-2 lg:mt-0">
          {ADVANCED.map(({ id, icon }) => (
            <li
              key={id}
              className="flex items-center gap-1.5 rounded-xl bg-white/5 px-2.5 py-1.5 text-[0.8125rem] ring-1 ring-white/10 sm:gap-3 sm:p-4 sm:text-base"
            >
              <Icon name={icon} className="h-4 w-4 shrink-0 text-accent-300 sm:h-6 sm:w-6" />
              <span className="font-semibold text-white">{t(`home.advanced.items.${id}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
