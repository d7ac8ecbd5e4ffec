import type { Language } from '../languages';
import type { FormKind } from '../forms/schemas';
import type { Translate } from '../i18n';

/** A validated submission, as it is stored or sent. No IP address or other request data is kept. */
export interface Lead {
  id: string;
  kind: FormKind;
  receivedAt: string;
  language: Language;
  fields: Record<string, string | boolean>;
}

/** The order fields are listed in mails and listings; labels are `emails.fields.{field}` in the locales. */
export const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'company',
  'business',
  'industry',
  'businessType',
  'website',
  'style',
  'existingWebsite',
  'portfolioPermission',
  'privacyAgreed',
  'selection',
  'goals',
  'message',
] as const;

/** Fields whose value is an option id, and the `forms.{group}` its label is under. */
const OPTION_GROUPS: Partial<Record<(typeof FIELD_ORDER)[number], string>> = {
  industry: 'industries',
  style: 'styles',
  existingWebsite: 'yesNo',
  businessType: 'businessTypes',
};

/** The fields of a lead as "Label: value" lines in the translator's language, long texts last. */
export function describeFields(fields: Lead['fields'], t: Translate): string {
  return FIELD_ORDER.filter((key) => fields[key] !== undefined && fields[key] !== '')
    .map((key) => {
      const value = fields[key];
      const group = OPTION_GROUPS[key];
      const shown =
        typeof value === 'boolean' ? t(value ? 'emails.yes' : 'emails.no') : group ? t(`forms.${group}.${String(value)}`) : String(value);
      const label = t(`emails.fields.${key}`);
      return shown.includes('\n') ? `${label}:\n${shown}` : `${label}: ${shown}`;
    })
    .join('\n');
}
