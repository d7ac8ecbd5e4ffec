import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { useBusiness } from '../../hooks/use-business';
import { Section } from '../ui/Section';
import { ScrollRow } from '../ui/ScrollRow';

/** #werkwijze: the four steps from intake to launch. */
export function Process({ steps }: { steps: Queries.HomePageQuery['allProcessStep']['nodes'] }) {
  const { t } = useTranslation();
  const business = useBusiness();
  return (
    <Section
      id={SECTIONS.process}
      tone="tint"
      eyebrow={t('home.process.eyebrow')}
      title={t('home.process.title', { weeks: business.claims.launchWeeks })}
    >
      <ScrollRow label={t('home.process.eyebrow')} ordered className="sm:grid-cols-2 lg:grid-cols-4" testId="process-steps">
        {steps.map((step) => (
          <li key={step.step} className="card relative">
            <span
              className="flex h-11 w-11 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white"
              aria-hidden="true"
            >
              {step.step}
            </span>
            <h3 className="heading-3 mt-4 lg:min-h-[2lh]">
              <span className="sr-only">{t('home.process.stepLabel', { step: step.step })}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-slate-600 sm:text-base">{step.description}</p>
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}
