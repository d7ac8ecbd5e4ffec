import { INTAKE_ADD_ONS, MAX_LENGTH, STYLES } from '../forms/options';
import type { Language } from '../languages';
import { pagePath } from '../routes';

export type Style = (typeof STYLES)[number];

/** The calculator's features the sketch draws: a booking button, a shop. The intake keeps them in `addOns`. */
export const PREVIEW_ADD_ONS = INTAKE_ADD_ONS;
export type PreviewAddOn = (typeof PREVIEW_ADD_ONS)[number];

/** What the sketch of a visitor's website is drawn from: their own answers in the intake, nothing else. */
export interface PreviewAnswers {
  business: string;
  /** A trade's id (content/home/trades.json), `other`, or one the site no longer lists (drawn with the generic texts). */
  trade: string;
  town: string;
  phone: string;
  style: Style | '';
  addOns: PreviewAddOn[];
}

export const NO_ANSWERS: PreviewAnswers = { business: '', trade: '', town: '', phone: '', style: '', addOns: [] };

/** A trade id as the content model writes one; which trades exist is the drawing's business, not the link's. */
const TRADE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_TRADE_ID = 60;
const isTradeId = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TRADE_ID && TRADE_ID.test(value);
const isStyle = (value: unknown): value is Style => typeof value === 'string' && (STYLES as readonly string[]).includes(value);
const isAddOn = (value: string): value is PreviewAddOn => (PREVIEW_ADD_ONS as readonly string[]).includes(value);

/** Text as the visitor typed it, on one line and within the intake's own bounds. */
function line(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/** The add-ons of an `addOns` value ("booking,ecommerce"), known ones only, each once, in the list's order. */
export function addOnsOf(value: unknown): PreviewAddOn[] {
  const given = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [];
  return PREVIEW_ADD_ONS.filter((addOn) => given.includes(addOn) && isAddOn(addOn));
}

/** The answers held in an intake's values or a stored lead's fields (company, industry, town, phone, style, addOns). */
export function previewAnswersOf(fields: Readonly<Record<string, unknown>>): PreviewAnswers {
  return {
    business: line(fields.company, MAX_LENGTH.company),
    trade: isTradeId(fields.industry) ? fields.industry : '',
    town: line(fields.town, MAX_LENGTH.town),
    phone: line(fields.phone, MAX_LENGTH.phone),
    style: isStyle(fields.style) ? fields.style : '',
    addOns: addOnsOf(fields.addOns),
  };
}

/**
 * Short keys of the answers in a link's fragment. The fragment is never sent to a server nor in a referrer, so the
 * link keeps the choices without anything being stored or logged; the e-mail address is not among them.
 */
const FRAGMENT_KEYS = { business: 'b', trade: 't', town: 'c', phone: 'p', style: 's', addOns: 'a' } as const;

/** The answers as a link's fragment (without '#'), empty answers left out. */
export function previewFragment(answers: PreviewAnswers): string {
  const params = new URLSearchParams();
  const values: Record<keyof PreviewAnswers, string> = { ...answers, addOns: answers.addOns.join(',') };
  for (const [field, key] of Object.entries(FRAGMENT_KEYS) as Array<[keyof PreviewAnswers, string]>) {
    if (values[field]) params.set(key, values[field]);
  }
  return params.toString();
}

/** The answers a fragment carries ('#b=…&t=…', with or without '#'); anything unknown or malformed is left out. */
export function answersFromFragment(fragment: string): PreviewAnswers {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  return previewAnswersOf({
    company: params.get(FRAGMENT_KEYS.business),
    industry: params.get(FRAGMENT_KEYS.trade),
    town: params.get(FRAGMENT_KEYS.town),
    phone: params.get(FRAGMENT_KEYS.phone),
    style: params.get(FRAGMENT_KEYS.style),
    addOns: params.get(FRAGMENT_KEYS.addOns),
  });
}

/** Whether there is anything of the visitor's own to draw: the sketch starts with their business name. */
export const hasPreview = (answers: PreviewAnswers): boolean => answers.business !== '';

/** The page that shows the sketch full size, with the answers in its fragment. */
export function previewPath(language: Language, answers: PreviewAnswers): string {
  return `${pagePath('preview', language)}#${previewFragment(answers)}`;
}

/** The sketch a lead was drawn with: an intake that names its business has one; other leads have none. */
export function leadPreview(lead: { kind: string; fields: Readonly<Record<string, unknown>> }): PreviewAnswers | null {
  if (lead.kind !== 'intake') return null;
  const answers = previewAnswersOf(lead.fields);
  return hasPreview(answers) ? answers : null;
}
