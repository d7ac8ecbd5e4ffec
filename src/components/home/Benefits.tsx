import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { Section } from '../ui/Section';
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ id, icon }) => (
            <li key={id} className="card">
              <Icon name={icon} className="h-8 w-8 text-accent-600" />
              <h3 className="heading-3 mt-4">{t(`home.benefits.items.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`home.benefits.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')}>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" data-testid="features">
          {FEATURES.map(({ id, icon }) => (
            <li key={id} className="flex gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-white">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-900">{t(`home.features.items.${id}.title`)}</h3>
                <p className="mt-1.5 text-slate-600">{t(`home.features.items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
