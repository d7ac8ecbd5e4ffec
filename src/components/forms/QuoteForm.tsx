import React, { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, RotateCcw } from 'lucide-react';
import { QUOTE_BUSINESS_TYPES, choices } from '../../lib/forms/options';
import { useBusiness } from '../../hooks/use-business';
import { SelectField, TextAreaField, TextField } from './fields';
import { ProjectPreferenceFields } from './IntakeForm';
import { LeadForm, SubmitButton, type SubmitOutcome } from './LeadForm';

const INITIAL_VALUES = {
  name: '',
  email: '',
  phone: '',
  business: '',
  businessType: '',
  website: '',
  message: '',
  style: '',
  existingWebsite: '',
  portfolioPermission: false,
  privacyAgreed: false,
  selection: '',
  honeypot: '',
};

/** Keeps the calculator's current selection in the form's values. */
function SelectionSync({ selection }: { selection: string }) {
  const { setFieldValue } = useFormikContext();
  useEffect(() => {
    void setFieldValue('selection', selection, false);
  }, [selection, setFieldValue]);
  return null;
}

function RetryPanel() {
  const { t } = useTranslation();
  const business = useBusiness();
  const { submitForm, isSubmitting } = useFormikContext();
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" data-testid="quote-error">
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{t('forms.quote.errorTitle')}</p>
        <p className="mt-1 text-sm">{t('forms.quote.errorText', { email: business.email })}</p>
        <button type="button" className="btn-secondary mt-3" onClick={() => void submitForm()} disabled={isSubmitting}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('forms.quote.retry')}
        </button>
      </div>
    </div>
  );
}

function NextSteps({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  const { claims } = useBusiness();
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950" data-testid="quote-success">
      <p className="flex items-center gap-2 text-lg font-bold">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6 text-emerald-700" />
        {t('forms.quote.successTitle')}
      </p>
      <p className="mt-4 font-semibold">{t('forms.quote.successSteps')}</p>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5">
        <li>{t('forms.quote.step1', { hours: claims.replyHours })}</li>
        <li>{t('forms.quote.step2')}</li>
        <li>{t('forms.quote.step3', { weeks: claims.launchWeeks })}</li>
      </ol>
      <button type="button" className="btn-secondary mt-5" onClick={onAnother}>
        {t('forms.quote.another')}
      </button>
    </div>
  );
}

/** The quote request of the plumber page; `selection` carries the price calculator's choices. */
export function QuoteForm({ selection = '' }: { selection?: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  if (outcome === 'success') return <NextSteps onAnother={() => setOutcome(null)} />;

  return (
    <LeadForm kind="quote" initialValues={INITIAL_VALUES} toasts={false} onOutcome={setOutcome} className="space-y-5">
      <SelectionSync selection={selection} />
      <p className="text-sm text-slate-600">{t('forms.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t('forms.fields.fullName')} required autoComplete="name" />
        <TextField name="email" type="email" label={t('forms.fields.email')} required autoComplete="email" inputMode="email" />
        <TextField name="phone" type="tel" label={t('forms.fields.phone')} required autoComplete="tel" inputMode="tel" />
        <TextField name="business" label={t('forms.fields.company')} required autoComplete="organization" />
        <SelectField
          name="businessType"
          label={t('forms.fields.businessType')}
          required
          options={choices(QUOTE_BUSINESS_TYPES, 'businessTypes', t)}
        />
        <TextField name="website" type="url" label={t('forms.fields.website')} autoComplete="url" inputMode="url" placeholder="https://" />
      </div>
      <TextAreaField name="message" label={t('forms.fields.needs')} placeholder={t('forms.fields.needsPlaceholder')} required rows={5} />
      {selection && (
        <div className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="quote-selection">
          <p className="font-semibold">{t('forms.quote.selectionLabel')}</p>
          <p className="mt-1">{selection}</p>
        </div>
      )}
      <ProjectPreferenceFields />
      {outcome === 'error' && <RetryPanel />}
      <SubmitButton label={t('forms.quote.submit')} busyLabel={t('forms.quote.submitting')} />
    </LeadForm>
  );
}
