import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES, STYLES, YES_NO, choices } from '../../lib/forms/options';
import { pagePath } from '../../lib/routes';
import { useCurrentPage } from '../layout/page';
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';
import { LeadForm, SubmitButton } from './LeadForm';

const INITIAL_VALUES = {
  name: '',
  email: '',
  company: '',
  industry: '',
  goals: '',
  style: '',
  existingWebsite: '',
  portfolioPermission: false,
  privacyAgreed: false,
  honeypot: '',
};

/** Optional style and current-website questions, portfolio permission and privacy consent (intake and quote). */
export function ProjectPreferenceFields() {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <RadioGroupField name="style" legend={t('forms.fields.style')} options={choices(STYLES, 'styles', t)} />
        <RadioGroupField name="existingWebsite" legend={t('forms.fields.existingWebsite')} options={choices(YES_NO, 'yesNo', t)} />
      </div>
      <div className="space-y-3">
        <CheckboxField name="portfolioPermission" label={t('forms.fields.portfolioPermission')} />
        <PrivacyConsentField />
      </div>
    </>
  );
}

/** Privacy consent with a link to the privacy statement in the page's language. */
function PrivacyConsentField() {
  const { t } = useTranslation();
  const { language } = useCurrentPage();
  return (
    <CheckboxField
      name="privacyAgreed"
      required
      label={
        <>
          {t('forms.fields.privacyAgreedBefore')}{' '}
          <Link to={pagePath('privacy', language)} className="link">
            {t('forms.fields.privacyLink')}
          </Link>
        </>
      }
    />
  );
}

export function IntakeForm() {
  const { t } = useTranslation();
  return (
    <LeadForm kind="intake" initialValues={INITIAL_VALUES} className="space-y-5">
      <p className="text-sm text-slate-600">{t('forms.requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={t('forms.fields.name')} required autoComplete="name" />
        <TextField name="email" type="email" label={t('forms.fields.email')} required autoComplete="email" inputMode="email" />
        <TextField name="company" label={t('forms.fields.company')} autoComplete="organization" />
        <SelectField name="industry" label={t('forms.fields.industry')} required options={choices(INDUSTRIES, 'industries', t)} />
      </div>
      <TextAreaField name="goals" label={t('forms.fields.goals')} placeholder={t('forms.fields.goalsPlaceholder')} />
      <ProjectPreferenceFields />
      <SubmitButton label={t('forms.intake.submit')} busyLabel={t('forms.intake.submitting')} />
    </LeadForm>
  );
}
