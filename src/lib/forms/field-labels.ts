import type { TranslationKey } from '../translation-keys';
import type { FormKind } from './kinds';

/**
 * Each form's fields with the key of the label the visitor reads (locales/{lang}/forms.json), in one place: the forms
 * label their fields from it, and a unit test (__tests__/unit/field-labels.test.ts) checks with it that every error
 * names its field as its label does (the trade's error spoke of an "industry" under "Your trade"). The privacy tick's
 * label is a sentence with a link; the link's words name what is agreed to.
 */
export const FIELD_LABELS = {
  intake: {
    company: 'forms.fields.company',
    industry: 'forms.fields.industry',
    town: 'forms.fields.town',
    phone: 'forms.fields.phone',
    name: 'forms.fields.name',
    email: 'forms.fields.email',
    goals: 'forms.fields.goals',
    existingWebsite: 'forms.fields.existingWebsite',
    style: 'forms.fields.style',
    timeline: 'forms.fields.timeline',
    budget: 'forms.fields.budget',
    portfolioPermission: 'forms.fields.portfolioPermission',
    privacyAgreed: 'forms.fields.privacyLink',
  },
  contact: {
    name: 'forms.fields.name',
    email: 'forms.fields.email',
    message: 'forms.fields.message',
  },
  quote: {
    name: 'forms.fields.fullName',
    email: 'forms.fields.email',
    phone: 'forms.fields.phone',
    business: 'forms.fields.company',
    businessType: 'forms.fields.businessType',
    website: 'forms.fields.website',
    message: 'forms.fields.needs',
    style: 'forms.fields.style',
    existingWebsite: 'forms.fields.existingWebsite',
    portfolioPermission: 'forms.fields.portfolioPermission',
    privacyAgreed: 'forms.fields.privacyLink',
  },
  newsletter: {
    email: 'forms.fields.newsletterEmail',
  },
} as const satisfies Record<FormKind, Record<string, TranslationKey>>;
