import type { Translate } from '../i18n';
import type { TranslationKey } from '../translation-keys';

/**
 * Choice lists of the forms (spec section 3). Labels live in locales/{lang}/forms.json. The trade fields (the intake's
 * industry, the quote's business type) offer the trades of the content instead: src/lib/trades.ts.
 */
export const STYLES = ['modern', 'klassiek', 'speels', 'luxe', 'simpel'] as const;
export const YES_NO = ['yes', 'no'] as const;
/** When the visitor wants the site online (intake, step 'planning'). */
export const TIMELINES = ['asap', 'month', 'quarter', 'exploring'] as const;
/** What the visitor has in mind to spend (intake, step 'planning'). */
export const BUDGETS = ['subscription', 'extras', 'custom', 'unsure'] as const;

/** Upper bounds for free text, so one request cannot store or mail megabytes. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 120,
  town: 80,
  addOns: 100,
  phone: 40,
  website: 200,
  goals: 2000,
  message: 4000,
  honeypot: 200,
  selection: 1000,
} as const;

/** The home calculator's features the intake keeps (`addOns`), as a sketch of the site can show them: a booking button, a shop. */
export const INTAKE_ADD_ONS = ['booking', 'ecommerce'] as const;

export const MIN_LENGTH = { name: 2, message: 10 } as const;

/** One option of a select or radio group. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A choice list and the key of each option's label. `label` is a method so that lists of different options share
 * one type; `choices` and `optionLabel` pass it only the list's own values.
 */
export interface OptionList<Value extends string> {
  readonly values: readonly Value[];
  label(value: Value): TranslationKey;
}

/** Pairs a list with its labels; tsc checks the label key of every option against the English locale files. */
function optionList<Value extends string>(values: readonly Value[], label: (value: Value) => TranslationKey): OptionList<Value> {
  return { values, label };
}

/** The choice lists by the field they fill, with their labels: `forms.{group}.{value}` in locales/{lang}/forms.json. */
export const OPTION_LISTS = {
  style: optionList(STYLES, (value) => `forms.styles.${value}`),
  existingWebsite: optionList(YES_NO, (value) => `forms.yesNo.${value}`),
  timeline: optionList(TIMELINES, (value) => `forms.timelines.${value}`),
  budget: optionList(BUDGETS, (value) => `forms.budgets.${value}`),
  addOns: optionList(INTAKE_ADD_ONS, (value) => `forms.addOns.${value}`),
};

/** A choice list with its labels in the page's language. */
export function choices(list: OptionList<string>, t: Translate): Choice[] {
  return list.values.map((value) => ({ value, label: t(list.label(value)) }));
}

/** The label of a value a lead kept, or null for a value that is not an option of the list (one kept before the list changed). */
export function optionLabel(list: OptionList<string>, value: string, t: Translate): string | null {
  const option = list.values.find((known) => known === value);
  return option === undefined ? null : t(list.label(option));
}
