import React from 'react';
import { useTranslation } from 'react-i18next';
import { NewsletterForm } from '../forms/islands';
import { Icon } from '../ui/Icon';

/** The newsletter sign-up that closes the blog and every article: one article a month for readers who want more. */
export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section id="newsletter" className="defer-render bg-brand-900 py-14" aria-labelledby="newsletter-heading" data-testid="newsletter">
      <div className="container-page flex flex-col items-center gap-6 text-center lg:flex-row lg:justify-between lg:text-left">
        <div className="max-w-xl">
          <h2 id="newsletter-heading" className="heading-2 flex flex-col items-center gap-3 text-white lg:flex-row lg:justify-start">
            <Icon name="Mail" className="h-8 w-8 shrink-0 text-accent-300" />
            {t('forms.newsletter.title')}
          </h2>
          <p className="mt-3 text-slate-300">{t('forms.newsletter.text')}</p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
