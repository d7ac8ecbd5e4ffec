import type { Translate } from '../i18n';
import { describeFields, type Lead } from './lead';
import { sourceFacts } from './source-facts';
import { absoluteUrl } from '../routes';
import { leadPreview, previewPath } from '../site-preview/answers';
import type { TradeName } from '../trades';

export interface BusinessContact {
  name: string;
  email: string;
  phone: string;
  ownerName: string;
  replyHours: number;
  /** The site's address, for links in mails. */
  siteUrl: string;
}

/** The address of a lead's website sketch, or null when it has none. */
export function sketchUrl(lead: Lead, siteUrl: string): string | null {
  const answers = leadPreview(lead);
  return answers ? absoluteUrl(siteUrl, previewPath(lead.language, answers)) : null;
}

/** A plain-text mail: visitor input is never rendered as HTML. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Header values from visitor input: no line breaks or control characters, bounded length. */
export function headerSafe(value: string, max = 120): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

function visitorName(lead: Lead): string {
  return typeof lead.fields.name === 'string' ? headerSafe(lead.fields.name, 80) : '';
}

function sketchLines(lead: Lead, business: BusinessContact, key: 'emails.sketchLink' | 'emails.sketchLinkOwner', t: Translate): string[] {
  const url = sketchUrl(lead, business.siteUrl);
  return url ? ['', t(key, { url })] : [];
}

/** The notification to the business: every field, with the visitor as reply-to; `trades` named in the lead's language. */
export function notificationMail(
  lead: Lead,
  business: BusinessContact,
  from: string,
  t: Translate,
  trades: readonly TradeName[],
): MailMessage {
  const kind = t(`emails.kinds.${lead.kind}`);
  const email = typeof lead.fields.email === 'string' ? lead.fields.email : undefined;
  return {
    from,
    to: business.email,
    replyTo: email,
    subject: headerSafe(t(`emails.notificationSubject.${lead.kind}`, { name: visitorName(lead) || email || '' }), 160),
    text: [
      t('emails.notificationIntro', { kind, language: lead.language }),
      '',
      describeFields(lead.fields, t, trades),
      '',
      ...sourceFacts(lead.source, t).map(({ label, value }) => `${label}: ${value}`),
      ...sketchLines(lead, business, 'emails.sketchLinkOwner', t),
      '',
      t('emails.leadReference', { id: lead.id, date: lead.receivedAt }),
    ].join('\n'),
  };
}

/** The confirmation to the visitor, in their language, with a copy of what they sent. */
export function confirmationMail(
  lead: Lead,
  business: BusinessContact,
  from: string,
  t: Translate,
  trades: readonly TradeName[],
): MailMessage | null {
  const to = lead.fields.email;
  if (typeof to !== 'string' || !to) return null;
  const kind = t(`emails.kinds.${lead.kind}`);
  const name = visitorName(lead);
  const body =
    lead.kind === 'newsletter'
      ? t('emails.confirmationNewsletter', { business: business.name })
      : t('emails.confirmationBody', { business: business.name, kind, hours: business.replyHours });
  return {
    from,
    to,
    replyTo: business.email,
    subject: headerSafe(t('emails.confirmationSubject', { kind }), 160),
    text: [
      name ? t('emails.confirmationGreeting', { name }) : t('emails.confirmationGreetingNoName'),
      '',
      body,
      ...(lead.kind === 'newsletter' ? [] : ['', t('emails.confirmationCopy'), '', describeFields(lead.fields, t, trades)]),
      ...sketchLines(lead, business, 'emails.sketchLink', t),
      '',
      t('emails.confirmationSignature', {
        owner: business.ownerName,
        business: business.name,
        email: business.email,
        phone: business.phone,
      }),
    ].join('\n'),
  };
}
