import React, { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FIELD_LABELS } from '../../lib/forms/field-labels';
import { OPTION_LISTS, choices } from '../../lib/forms/options';
import { tradeChoices } from '../../lib/trades';
import { useTrades } from '../trades';
import { useBusiness } from '../../hooks/use-business';
import { CheckboxField, FIELDS_IN_LINE, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';
import { PrivacyConsentField } from './IntakeForm';
import { LeadForm, SubmitButton, type SubmitOutcome } from './LeadForm';
import { SuccessPanel } from './SuccessPanel';

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
    // Not awaited (`void`): formik's setters resolve with the validation errors, which formik keeps in its own state.
    void setFieldValue('selection', selection, false);
  }, [selection, setFieldValue]);
  return null;
}

/** The quote request of the plumber page; `selection` carries the price calculator's choices. */
export function QuoteForm({ selection = '' }: { selection?: string }) {
  const { t } = useTranslation();
  const { claims } = useBusiness();
  const trades = useTrades();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  if (outcome === 'success') {
    return (
      <SuccessPanel
        title={t('forms.quote.successTitle')}
        testId="quote-success"
        steps={[
          t('forms.quote.step1', { hours: claims.replyHours }),
          t('forms.quote.step2'),
          t('forms.quote.step3', { weeks: claims.launchWeeks }),
        ]}
      >
        <button type="button" className="btn-secondary mt-6" onClick={() => setOutcome(null)}>
          {t('forms.quote.another')}
        </button>
      </SuccessPanel>
    );
  }

  return (
    <LeadForm kind="quote" initialValues={INITIAL_VALUES} successToast={false} onOutcome={setOutcome} className="space-y-5">
      <SelectionSync selection={selection} />
      <p className="text-sm text-slate-600">{t('forms.requiredHint')}</p>
      <div className={`grid gap-5 sm:grid-cols-2 ${FIELDS_IN_LINE}`}>
        <TextField name="name" label={t(FIELD_LABELS.quote.name)} required autoComplete="name" />
        <TextField name="email" type="email" label={t(FIELD_LABELS.quote.email)} required autoComplete="email" inputMode="email" />
        <TextField name="phone" type="tel" label={t(FIELD_LABELS.quote.phone)} required autoComplete="tel" inputMode="tel" />
        <TextField name="business" label={t(FIELD_LABELS.quote.business)} required autoComplete="organization" />
        <SelectField name="businessType" label={t(FIELD_LABELS.quote.businessType)} required options={tradeChoices(trades, t)} />
        <TextField
          name="website"
          type="url"
          label={t(FIELD_LABELS.quote.website)}
          autoComplete="url"
          inputMode="url"
          placeholder="https://"
        />
      </div>
      <TextAreaField
        name="message"
        label={t(FIELD_LABELS.quote.message)}
        placeholder={t('forms.fields.needsPlaceholder')}
        required
        rows={5}
      />
      {selection && (
        <div className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900" data-testid="quote-selection">
          <p className="font-semibold">{t('forms.quote.selectionLabel')}</p>
          <p className="mt-1 whitespace-pre-line">{selection}</p>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <RadioGroupField name="style" legend={t(FIELD_LABELS.quote.style)} options={choices(OPTION_LISTS.style, t)} />
        <RadioGroupField
          name="existingWebsite"
          legend={t(FIELD_LABELS.quote.existingWebsite)}
          options={choices(OPTION_LISTS.existingWebsite, t)}
        />
      </div>
      <div className="space-y-3">
        <CheckboxField name="portfolioPermission" label={t(FIELD_LABELS.quote.portfolioPermission)} />
        <PrivacyConsentField />
      </div>
      <SubmitButton label={t('forms.quote.submit')} busyLabel={t('forms.quote.submitting')} />
    </LeadForm>
  );
}
