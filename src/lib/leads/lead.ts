import type { Language } from '../languages';
import type { FormKind } from '../forms/schemas';
import type { Translate } from '../i18n';
import { OPTION_LISTS, optionLabel, type OptionList } from '../forms/options';
import type { Attribution } from './arrival-fields';
import { TRADE_FIELDS, tradeLabel, type TradeField } from '../legacy-trades';
import type { TradeName } from '../trades';

/** A validated submission, as it is stored or sent. No IP address or other request data is kept. */
export interface Lead {
  id: string;
  kind: FormKind;
  receivedAt: string;
  language: Language;
  fields: Record<string, string | boolean>;
  /** How the visit that sent it arrived (src/lib/leads/attribution.ts); none on leads from before it was kept. */
  source?: Attribution;
}

/** The stage the owner has got to with a lead in the inbox, set by hand: new until contacted, then quoted, won or lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
/** The inbox once had two states, new and handled: a handled lead had been answered, so it is contacted now. */
export const LEGACY_STATUSES: Readonly<Record<string, LeadStatus>> = { handled: 'contacted' };
/** A stored status in today's terms, or null for one that never was. */
export const leadStatusOf = (value: unknown): LeadStatus | null =>
  isLeadStatus(value) ? value : typeof value === 'string' ? (LEGACY_STATUSES[value] ?? null) : null;

/** The longest note the owner can keep on a lead. */
export const MAX_NOTE_LENGTH = 2000;

/** How the owner is told of a lead: a mail to the business (and a confirmation to the visitor), a webhook. */
export const CHANNELS = ['mail', 'webhook'] as const;
export type Channel = (typeof CHANNELS)[number];
/**
 * One channel's delivery of one lead (src/lib/leads/delivery.ts): pending until tried, marked sending before it is
 * tried, then sent (never sent again) or failed (tried again later, a bounded number of times).
 */
export interface ChannelDelivery {
  state: 'pending' | 'sending' | 'sent' | 'failed';
  /** Tries so far, the one under way included. */
  attempts: number;
  /** When it was last marked or tried. */
  at: string;
}
export type Delivery = Partial<Record<Channel, ChannelDelivery>>;

/**
 * Whether the configured notifications (mail, webhook) reached the owner: 'pending' until each channel has been
 * tried, 'notify_failed' while one has failed (a later try may still get through), 'none' when nothing is configured.
 */
export type NotifyStatus = 'none' | 'pending' | 'sent' | 'notify_failed';

/** A lead as the store keeps it: the submission plus the owner's status and the notifications' outcome. */
export interface StoredLead extends Lead {
  status: LeadStatus;
  notify: NotifyStatus;
  /** Each configured channel's delivery; none on leads from before it was recorded. */
  delivery?: Delivery;
  /** The owner's own words on it. */
  note?: string;
  /** When the owner last changed its stage or note: retention counts from here. */
  updatedAt?: string;
}

/**
 * A lead as any version of the site stored it: those kept before the inbox existed have no status yet, and those
 * marked handled before the stages are contacted.
 */
export function storedLeadOf(
  lead: Partial<Omit<StoredLead, 'status'>> & Pick<StoredLead, 'id' | 'receivedAt'> & { status?: string },
): StoredLead {
  return { notify: 'none', ...lead, status: leadStatusOf(lead.status) ?? 'new' } as StoredLead;
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

const isTradeField = (field: string): field is TradeField => (TRADE_FIELDS as readonly string[]).includes(field);

/**
 * A lead's filled-in fields in the mails' order, each with its label and its value in the translator's language;
 * `trades` are the trades named in that language (a trade field shows the trade's name).
 */
export function labelledFields(
  fields: Lead['fields'],
  t: Translate,
  trades: readonly TradeName[],
): Array<{ field: string; label: string; value: string }> {
  return FIELD_ORDER.filter((key) => fields[key] !== undefined && fields[key] !== '').map((key) => {
    const value = fields[key];
    const list = OPTION_FIELDS[key];
    const shown =
      typeof value === 'boolean'
        ? t(value ? 'forms.leadValues.yes' : 'forms.leadValues.no')
        : isTradeField(key)
          ? (tradeLabel(key, String(value), trades, t) ?? String(value))
          : ((list && optionLabels(list, String(value), t)) ?? String(value));
    return { field: key, label: t(`forms.leadFields.${key}`), value: shown };
  });
}

/** The fields of a lead as "Label: value" lines in the translator's language, long texts last. */
export function describeFields(fields: Lead['fields'], t: Translate, trades: readonly TradeName[]): string {
  return labelledFields(fields, t, trades)
    .map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`))
    .join('\n');
}
