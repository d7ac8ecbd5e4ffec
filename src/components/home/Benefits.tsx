import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { Section } from '../ui/Section';
import { ScrollRow } from '../ui/ScrollRow';
import { Icon } from '../ui/Icon';

const BENEFITS = [
  { id: 'calls', icon: 'PhoneIncoming' },
  { id: 'fixed', icon: 'CircleDollarSign' },
  { id: 'hassle', icon: 'Wrench' },
  { id: 'owned', icon: 'Globe2' },
] as const;

const FEATURES = [
  { id: 'mobile', icon: 'MonitorSmartphone' },
  { id: 'fast', icon: 'Gauge' },
  { id: 'secure', icon: 'ShieldCheck' },
  { id: 'design', icon: 'Layout' },
  { id: 'portfolio', icon: 'Images' },
  { id: 'forms', icon: 'MailCheck' },
] as const;

/** #voordelen: why tradespeople choose us, then the six built-in features. */
export function Benefits() {
  const { t } = useTranslation();
  return (
    <>
      <Section
        id={SECTIONS.benefits}
        eyebrow={t('home.benefits.eyebrow')}
        title={t('home.benefits.title')}
        subtitle={t('home.benefits.subtitle')}
      >
        <ScrollRow label={t('home.benefits.eyebrow')} className="sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ id, icon }) => (
            <li key={id} className="card">
              <Icon name={icon} className="h-8 w-8 text-accent-600" />
              <h3 className="heading-3 mt-4">{t(`home.benefits.items.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600 sm:text-base">{t(`home.benefits.items.${id}.text`)}</p>
            </li>
          ))}
        </ScrollRow>
      </Section>
      <Section tone="tint" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')}>
        {/* Two narrow columns on a phone, the icon above its title. */}
        <ul className="grid grid-cols-2 gap-x-4 gap-y-5 sm:gap-x-8 sm:gap-y-10 lg:grid-cols-3" data-testid="features">
          {FEATURES.map(({ id, icon }) => (
            <li key={id} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white sm:h-12 sm:w-12">
                <Icon name={icon} className="h-5 w-5 sm:h-6 sm:w-6" />
              </span>
              <div>
                <h3 className="font-bold text-brand-900 sm:text-lg">{t(`home.features.items.${id}.title`)}</h3>
                {/* On a phone the titles alone: each is said again in the benefits above and the list below. */}
                <p className="mt-1.5 hidden text-slate-600 sm:block">{t(`home.features.items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
