import type { Translate } from '../i18n';

/** Choice lists of the forms (spec section 3). Labels live in locales/{lang}/forms.json. */
export const INDUSTRIES = ['loodgieter', 'beauty-wellness', 'bouw', 'installatie', 'dak', 'schilder', 'stukadoor', 'anders'] as const;
export const STYLES = ['modern', 'klassiek', 'speels', 'luxe', 'simpel'] as const;
export const YES_NO = ['yes', 'no'] as const;
/** When the visitor wants the site online (intake, step 'planning'). */
export const TIMELINES = ['asap', 'month', 'quarter', 'exploring'] as const;
/** What the visitor has in mind to spend (intake, step 'planning'). */
export const BUDGETS = ['subscription', 'extras', 'custom', 'unsure'] as const;
export const QUOTE_BUSINESS_TYPES = [
  'plumber',
  'electrician',
  'carpenter',
  'hvac',
  'landscaping',
  'cleaning',
  'automotive',
  'beauty',
  'roofing',
  'painting',
  'plastering',
  'other',
] as const;

/** Upper bounds for free text, so one request cannot store or mail megabytes. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 120,
  phone: 40,
  website: 200,
  goals: 2000,
  message: 4000,
  honeypot: 200,
  selection: 1000,
} as const;

export const MIN_LENGTH = { name: 2, message: 10 } as const;

/** One option of a select or radio group. */
export interface Choice {
  value: string;
  label: string;
}

/** A choice list with its labels, `forms.{group}.{value}` in the page's language. */
export function choices(values: readonly string[], group: string, t: Translate): Choice[] {
  return values.map((value) => ({ value, label: t(`forms.${group}.${value}`) }));
}
