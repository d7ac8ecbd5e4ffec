import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/languages';
import type { PreviewAnswers } from '../../lib/site-preview/answers';
import { PreviewLinks } from './PreviewLinks';
import { SketchFigure } from './SketchFigure';

/** A sent intake's sketch with the link to keep it: in the intake's confirmation, and on the thank-you page. */
export function KeptSketch({
  answers,
  language,
  heading: Heading,
  className,
  testId,
}: {
  answers: PreviewAnswers;
  language: Language;
  heading: 'h2' | 'p';
  className: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid={testId}>
      <Heading className="heading-3">{t('sitePreview.keepTitle')}</Heading>
      <p className="mt-2 text-slate-600">{t('sitePreview.keepText')}</p>
      <div className="mt-4">
        {/* Under an h2 on the thank-you page; under the confirmation's h3 in the intake. */}
        <SketchFigure answers={answers} language={language} t={t} headingLevel={Heading === 'h2' ? 3 : 4} />
      </div>
      <PreviewLinks answers={answers} language={language} />
    </div>
  );
}
