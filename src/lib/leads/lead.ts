import type { Language } from '../languages';
import type { FormKind } from '../forms/schemas';

/** A validated submission, as it is stored or sent. No IP address or other request data is kept. */
export interface Lead {
  id: string;
  kind: FormKind;
  receivedAt: string;
  language: Language;
  fields: Record<string, string | boolean>;
}

/** Field order and labels for mails and the `npm run leads` listing. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  business: 'Business',
  industry: 'Industry',
  businessType: 'Business type',
  website: 'Website',
  style: 'Style',
  existingWebsite: 'Has a website',
  portfolioPermission: 'Portfolio permission',
  privacyAgreed: 'Privacy agreed',
  selection: 'Calculator selection',
  goals: 'Goals',
  message: 'Message',
};

/** The fields of a lead as "Label: value" lines, long texts last. */
export function describeFields(fields: Lead['fields']): string {
  return Object.keys(FIELD_LABELS)
    .filter((key) => fields[key] !== undefined && fields[key] !== '')
    .map((key) => {
      const value = fields[key];
      const shown = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
      return shown.includes('\n') ? `${FIELD_LABELS[key]}:\n${shown}` : `${FIELD_LABELS[key]}: ${shown}`;
    })
    .join('\n');
}
