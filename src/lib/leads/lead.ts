import type { Language } from '../languages';
import type { FormKind } from '../forms/schemas';
import type { Translate } from '../i18n';
import { OPTION_LISTS, optionLabel, type OptionList } from '../forms/options';

/** A validated submission, as it is stored or sent. No IP address or other request data is kept. */
export interface Lead {
  id: string;
  kind: FormKind;
  receivedAt: string;
  language: Language;
  fields: Record<string, string | boolean>;
}

/** Where the owner has got with a lead in the inbox. */
export const LEAD_STATUSES = ['new', 'handled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/**
 * Whether the configured notifications (mail, webhook) reached the owner: 'pending' while they are being sent,
 * 'notify_failed' until a retry gets through, 'none' when nothing is configured.
 */
export type NotifyStatus = 'none' | 'pending' | 'sent' | 'notify_failed';

/** A lead as the store keeps it: the submission plus the owner's status and the notifications' outcome. */
export interface StoredLead extends Lead {
  status: LeadStatus;
  notify: NotifyStatus;
  /** When the owner last changed it (marking it handled counts as contact, for retention). */
  updatedAt?: string;
}

/** A lead as any version of the site stored it: those kept before the inbox existed have no status yet. */
export function storedLeadOf(lead: Partial<StoredLead> & Pick<StoredLead, 'id' | 'receivedAt'>): StoredLead {
  return { status: 'new', notify: 'none', ...lead } as StoredLead;
}

/** The order fields are listed in mails and listings; labels are `forms.leadFields.{field}` in the locales (the forms' namespace, which every page has). */
export const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'company',
  'business',
  'industry',
  'town',
  'businessType',
  'website',
  'style',
  'existingWebsite',
  'timeline',
  'budget',
  'portfolioPermission',
  'privacyAgreed',
  'selection',
  'addOns',
  'goals',
  'message',
] as const;

/** Fields whose value is an option id, with their choice list. */
const OPTION_FIELDS: Partial<Record<(typeof FIELD_ORDER)[number], OptionList<string>>> = OPTION_LISTS;

/** The labels of a value of one option ("modern") or several ("booking,ecommerce"), or null when one is not an option. */
function optionLabels(list: OptionList<string>, value: string, t: Translate): string | null {
  const labels = value.split(',').map((part) => optionLabel(list, part, t));
  return labels.every((label) => label !== null) ? labels.join(', ') : null;
}

/** A lead's filled-in fields in the mails' order, each with its label and its value in the translator's language. */
export function labelledFields(fields: Lead['fields'], t: Translate): Array<{ field: string; label: string; value: string }> {
  return FIELD_ORDER.filter((key) => fields[key] !== undefined && fields[key] !== '').map((key) => {
    const value = fields[key];
    const list = OPTION_FIELDS[key];
    const shown =
      typeof value === 'boolean'
        ? t(value ? 'forms.leadValues.yes' : 'forms.leadValues.no')
        : ((list && optionLabels(list, String(value), t)) ?? String(value));
    return { field: key, label: t(`forms.leadFields.${key}`), value: shown };
  });
}

/** The fields of a lead as "Label: value" lines in the translator's language, long texts last. */
export function describeFields(fields: Lead['fields'], t: Translate): string {
  return labelledFields(fields, t)
    .map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`))
    .join('\n');
}
