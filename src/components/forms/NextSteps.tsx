import React from 'react';
import { useTranslation } from 'react-i18next';
import { useBusiness } from '../../hooks/use-business';

/**
 * What happens after a request: a reply, a plan, the launch. Reply time and launch come from the business
 * configuration; a form may say its own steps instead (the quote request: a quote by e-mail first).
 */
export function NextSteps({
  steps,
  headingLevel: Heading = 'h4',
  across = false,
}: {
  steps?: string[];
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The steps side by side on wide screens, for a card that spans a section's width. */
  across?: boolean;
}) {
  const { t } = useTranslation();
  const { claims, owner } = useBusiness();
  const shown = steps ?? [
    t('forms.nextSteps.reply', { hours: claims.replyHours, owner: owner.name }),
    t('forms.nextSteps.plan'),
    t('forms.nextSteps.launch', { weeks: claims.launchWeeks }),
  ];
  return (
    <>
      <Heading className="text-lg font-bold">{t('forms.nextSteps.title')}</Heading>
      <ol className={`mt-4 ${across ? 'grid gap-4 lg:grid-cols-3 lg:gap-8' : 'space-y-4'}`}>
        {shown.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
