import React from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_LABELS } from '../../lib/forms/field-labels';
import { FIELDS_IN_LINE, TextAreaField, TextField } from './fields';
import { LeadForm, SubmitButton } from './LeadForm';

const INITIAL_VALUES = { name: '', email: '', message: '', honeypot: '' };

export function ContactForm() {
  const { t } = useTranslation();
  return (
    <LeadForm kind="contact" initialValues={INITIAL_VALUES} className="space-y-5">
      <div className={`grid gap-5 sm:grid-cols-2 ${FIELDS_IN_LINE}`}>
        <TextField name="name" label={t(FIELD_LABELS.contact.name)} required autoComplete="name" />
        <TextField name="email" type="email" label={t(FIELD_LABELS.contact.email)} required autoComplete="email" inputMode="email" />
      </div>
      <TextAreaField
        name="message"
        label={t(FIELD_LABELS.contact.message)}
        placeholder={t('forms.fields.messagePlaceholder')}
        required
        rows={5}
      />
      <SubmitButton label={t('forms.contact.submit')} busyLabel={t('forms.contact.submitting')} />
    </LeadForm>
  );
}
