import React from 'react';
import { useTranslation } from 'react-i18next';
import { SECTIONS } from '../../lib/navigation';
import { localizeWith } from '../../lib/localize';
import { placeholderValues } from '../../lib/placeholders';
import { useBusiness } from '../../hooks/use-business';
import { useCurrentPage } from '../layout/page';
import { Section } from '../ui/Section';

/** #werkwijze: the four steps from intake to launch. */
export function Process({ steps }: { steps: Queries.HomePageQuery['allProcessStep']['nodes'] }) {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  const business = useBusiness();
  const values = placeholderValues(business, language);
  return (
    <Section
      id={SECTIONS.process}
      tone="tint"
      eyebrow={t('home.process.eyebrow')}
      title={t('home.process.title', { weeks: business.claims.launchWeeks })}
    >
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="process-steps">
        {steps.map((step) => (
          <li key={step.step} className="card relative">
            <span
              className="flex h-11 w-11 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white"
              aria-hidden="true"
            >
              {step.step}
            </span>
            <h3 className="heading-3 mt-4">
              <span className="sr-only">{t('home.process.stepLabel', { step: step.step })}: </span>
              {localizeWith(step.title, language, values)}
            </h3>
            <p className="mt-2 text-slate-600">{localizeWith(step.description, language, values)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
