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
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {included.map((text) => (
          <li key={text} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <Icon name="CheckCircle2" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
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
        className="mt-14 overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-slate-200 sm:px-10 lg:flex lg:items-center lg:gap-12"
        data-testid="advanced"
      >
        <div className="lg:w-2/5">
          <p className="eyebrow text-accent-300">{t('home.advanced.eyebrow')}</p>
          <h3 className="heading-2 mt-2 text-white">{t('home.advanced.title')}</h3>
          <p className="mt-3 text-slate-300">{t('home.advanced.subtitle')}</p>
          <a href={`#${SECTIONS.contact}`} className="btn-primary mt-6">
            {t('home.advanced.cta')}
            <Icon name="ArrowRight" className="h-4 w-4" />
          </a>
        </div>
        <ul className="mt-8 grid flex-1 gap-3 sm:grid-cols-2 sm:[&>li:last-child:nth-child(odd)]:col-span-2 lg:mt-0">
          {ADVANCED.map(({ id, icon }) => (
            <li key={id} className="flex items-center gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <Icon name={icon} className="h-6 w-6 shrink-0 text-accent-300" />
              <span className="font-semibold text-white">{t(`home.advanced.items.${id}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
