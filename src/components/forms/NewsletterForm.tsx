import React, { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FIELD_LABELS } from '../../lib/forms/field-labels';
import { LeadForm, SubmitButton } from './LeadForm';

const INITIAL_VALUES = { email: '', honeypot: '' };

function NewsletterEmail() {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('email');
  const id = useId();
  const errorId = `${id}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className="flex-1">
      <label htmlFor={id} className="sr-only">
        {t(FIELD_LABELS.newsletter.email)}
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder={t('forms.newsletter.placeholder')}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
        {...field}
        className="block min-h-[44px] w-full rounded-lg border border-white/40 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-accent-300"
      />
      {showError && (
        <p id={errorId} className="mt-2 text-sm font-medium text-white" data-testid="field-error">
          {meta.error}
        </p>
      )}
    </div>
  );
}

/** Monthly tips by e-mail, through /api/newsletter. */
export function NewsletterForm() {
  const { t } = useTranslation();
  return (
    <LeadForm kind="newsletter" initialValues={INITIAL_VALUES} className="flex w-full max-w-lg flex-col gap-3 sm:flex-row sm:items-start">
      <NewsletterEmail />
      <SubmitButton label={t('forms.newsletter.submit')} busyLabel={t('forms.newsletter.submitting')} className="btn-primary shrink-0" />
    </LeadForm>
  );
}
