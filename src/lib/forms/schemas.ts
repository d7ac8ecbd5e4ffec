import * as yup from 'yup';
import { LANGUAGES } from '../languages';
import type { Translate, TranslationValues } from '../i18n';
import type { KeysUnder } from '../translation-keys';
import type { FormKind } from './kinds';
import { BUDGETS, INTAKE_ADD_ONS, MAX_LENGTH, MIN_LENGTH, STYLES, TIMELINES, YES_NO } from './options';
import { acceptedTradeValues, type TradeField } from '../legacy-trades';

/**
 * One yup schema per form, shared by the browser form and its Gatsby Function. Messages come from the
 * visitor's language: `t` resolves keys of locales/{lang}/forms.json (`forms.validation.*`). The trade fields accept
 * the ids of the trades in content/home/trades.json, which the caller passes (`tradeIds`): the page from its query,
 * the Function from the file.
 */

const message = (t: Translate, key: KeysUnder<'forms.validation.'>, values?: TranslationValues) => () =>
  t(`forms.validation.${key}`, values);

/** Trims strings only: yup's own trim() throws on a non-string, and a hostile body must get a 400, not a 500. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * Text as the form sends it. yup casts a number or a boolean to text ("1e+308", "true"): a body that sends one where
 * text belongs is refused (400, naming the field), never stored as text.
 */
function text(t: Translate, max: number) {
  return yup
    .string()
    .typeError(message(t, 'notText'))
    .transform(trimmed)
    .test('text', message(t, 'notText'), function sentAsText() {
      return this.originalValue === undefined || typeof this.originalValue === 'string';
    })
    .max(max, message(t, 'tooLong', { max }));
}

function email(t: Translate) {
  return text(t, MAX_LENGTH.email)
    .required(message(t, 'emailRequired'))
    .matches(/^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/, { message: message(t, 'email'), excludeEmptyString: true });
}

/** A phone number as people write it: digits with spaces, dots, dashes or brackets ("(253) 555-0199"), optionally starting with +. */
function phone(t: Translate) {
  return text(t, MAX_LENGTH.phone).matches(/^\+?[0-9(][0-9 ()./-]{5,}[0-9]$/, { message: message(t, 'phone'), excludeEmptyString: true });
}

function name(t: Translate) {
  return text(t, MAX_LENGTH.name)
    .required(message(t, 'nameRequired'))
    .min(MIN_LENGTH.name, message(t, 'nameMin', { min: MIN_LENGTH.name }));
}

function optionalChoice<T extends string>(t: Translate, options: readonly T[]) {
  return yup
    .string()
    .transform(trimmed)
    .oneOf([...options, ''], message(t, 'invalidOption'))
    .default('');
}

/** Hidden field bots fill in; validated loosely so the handler can drop such submissions silently. */
/** A form's trade: one of the site's trades (or a stored lead's older id), with the field's own message. */
const trade = (t: Translate, field: TradeField, tradeIds: readonly string[]) =>
  yup.string().transform(trimmed).required(message(t, field)).oneOf(acceptedTradeValues(field, tradeIds), message(t, field));
const honeypot = (t: Translate) => text(t, MAX_LENGTH.honeypot).default('');
const locale = (t: Translate) =>
  yup
    .string()
    .oneOf([...LANGUAGES], message(t, 'invalidOption'))
    .required(message(t, 'required'));
const agreed = (t: Translate) => yup.boolean().strict().oneOf([true], message(t, 'privacy')).required(message(t, 'privacy'));

export function intakeSchema(t: Translate, tradeIds: readonly string[]) {
  return yup
    .object({
      name: name(t),
      email: email(t),
      /** Optional: the confirmation promises a reply "by email or phone, as you prefer". */
      phone: phone(t).default(''),
      company: text(t, MAX_LENGTH.company).default(''),
      /** The town the business works in: the sketch's local line and a fact the first call starts from. */
      town: text(t, MAX_LENGTH.town).default(''),
      industry: trade(t, 'industry', tradeIds),
      goals: text(t, MAX_LENGTH.goals).default(''),
      existingWebsite: optionalChoice(t, YES_NO),
      /** The home page calculator's choice, when the visitor came from there, as a short summary line. */
      selection: text(t, MAX_LENGTH.selection).default(''),
      /** The calculator's features the sketch shows, comma-separated ids ("booking,ecommerce"). */
      addOns: text(t, MAX_LENGTH.addOns)
        .default('')
        .test('add-ons', message(t, 'invalidOption'), (value) =>
          (value ?? '').split(',').every((id) => id === '' || (INTAKE_ADD_ONS as readonly string[]).includes(id)),
        ),
      style: optionalChoice(t, STYLES),
      timeline: optionalChoice(t, TIMELINES),
      budget: optionalChoice(t, BUDGETS),
      portfolioPermission: yup.boolean().strict().default(false),
      privacyAgreed: agreed(t),
      honeypot: honeypot(t),
      locale: locale(t),
    })
    .noUnknown();
}

export function contactSchema(t: Translate) {
  return yup
    .object({
      name: name(t),
      email: email(t),
      message: text(t, MAX_LENGTH.message)
        .required(message(t, 'messageRequired'))
        .min(MIN_LENGTH.message, message(t, 'messageMin', { min: MIN_LENGTH.message })),
      honeypot: honeypot(t),
      locale: locale(t),
    })
    .noUnknown();
}

export function quoteSchema(t: Translate, tradeIds: readonly string[]) {
  return yup
    .object({
      name: name(t),
      email: email(t),
      phone: phone(t).required(message(t, 'phoneRequired')),
      business: text(t, MAX_LENGTH.company).required(message(t, 'businessRequired')),
      businessType: trade(t, 'businessType', tradeIds),
      website: text(t, MAX_LENGTH.website).default(''),
      message: text(t, MAX_LENGTH.message)
        .required(message(t, 'needsRequired'))
        .min(MIN_LENGTH.message, message(t, 'needsMin', { min: MIN_LENGTH.message })),
      style: optionalChoice(t, STYLES),
      existingWebsite: optionalChoice(t, YES_NO),
      portfolioPermission: yup.boolean().strict().default(false),
      privacyAgreed: agreed(t),
      /** The plumber page's calculator selection, as a short summary line. */
      selection: text(t, MAX_LENGTH.selection).default(''),
      honeypot: honeypot(t),
      locale: locale(t),
    })
    .noUnknown();
}

export function newsletterSchema(t: Translate) {
  return yup.object({ email: email(t), honeypot: honeypot(t), locale: locale(t) }).noUnknown();
}

/** Each form's schema in a language; `tradeIds` are the trades the intake and the quote offer. */
export const FORM_SCHEMAS = {
  intake: intakeSchema,
  contact: contactSchema,
  quote: quoteSchema,
  newsletter: newsletterSchema,
} as const satisfies Record<FormKind, (t: Translate, tradeIds: readonly string[]) => yup.AnyObjectSchema>;

export type { FormKind };

/** The fields of a form schema that hold a boolean (its checkboxes). */
export function booleanFields(schema: yup.AnyObjectSchema): string[] {
  return Object.entries(schema.fields)
    .filter(([, field]) => (field as yup.Schema).type === 'boolean')
    .map(([name]) => name);
}

/** The first message per field of a failed validation, as { field: message }. */
export function fieldErrors(error: yup.ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    errors[issue.path ?? '_'] ??= issue.message;
  }
  return errors;
}
