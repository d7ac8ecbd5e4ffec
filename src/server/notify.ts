import type nodemailer from 'nodemailer';
import { confirmationMail, notificationMail, type BusinessContact, type MailMessage } from '../lib/leads/mail';
import { CHANNELS, type Channel, type Delivery, type Lead, type NotifyStatus } from '../lib/leads/lead';
import { MAX_ATTEMPTS } from '../lib/leads/delivery';
import type { LeadSettings } from './settings';
import { serverTranslator } from './translations';
import { tradesIn } from '../content/trades';

export interface NotifyDependencies {
  sendMail(smtpUrl: string, message: MailMessage): Promise<void>;
  postWebhook(url: string, lead: Lead): Promise<void>;
  warn(message: string): void;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends one mail through the SMTP server at `smtpUrl`, giving up after `timeoutMs` without a connection, a
 * greeting or any traffic: a Function must answer before the platform cuts it off. The timeouts sit beside
 * the url in the transport's options; as createTransport's second argument they would be message defaults,
 * and ignored. nodemailer is loaded only here, where SMTP is configured, by Node itself (node-require.ts).
 */
export function smtpSender(timeoutMs: number): NotifyDependencies['sendMail'] {
  return async (smtpUrl, message) => {
    const mailer = __non_webpack_require__('nodemailer') as typeof nodemailer;
    const transport = mailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
  };
}

/** The real channels, each giving up after `timeoutMs`. */
export function notifyDependencies(timeoutMs: number): NotifyDependencies {
  return {
    sendMail: smtpSender(timeoutMs),
    async postWebhook(url, lead) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
    warn: (message) => console.warn(message),
  };
}

/** Each channel gives up after ten seconds without an answer: a lead waiting for the store down has a Function's time only. */
export const defaultNotifyDependencies = notifyDependencies(TIMEOUT_MS);

export { MAX_ATTEMPTS };

/** Where a lead's notifications stand after a round of tries. */
export interface Notified {
  status: NotifyStatus;
  delivery: Delivery;
  /** Whether at least one channel (the business's mail or the webhook) has taken the lead to the owner. */
  reachedOwner: boolean;
}

/** The channels this site is set up with. */
export const configuredChannels = (settings: LeadSettings): Channel[] =>
  CHANNELS.filter((channel) => (channel === 'mail' ? Boolean(settings.smtpUrl) : Boolean(settings.webhookUrl)));

/**
 * Sends a lead through one channel; rejects when the channel did not take it. Mail: to the business (the visitor as
 * reply-to), then a confirmation to the visitor, whose failure is only worth a warning: the lead reached the business.
 */
export async function sendThrough(
  channel: Channel,
  lead: Lead,
  settings: LeadSettings,
  business: BusinessContact,
  dependencies: NotifyDependencies,
): Promise<void> {
  if (channel === 'webhook') return dependencies.postWebhook(settings.webhookUrl!, lead);
  const t = await serverTranslator(lead.language);
  const trades = tradesIn(lead.language);
  await dependencies.sendMail(
    settings.smtpUrl!,
    notificationMail(lead, { ...business, email: settings.businessEmail }, settings.smtpFrom, t, trades),
  );
  const confirmation = confirmationMail(lead, business, settings.smtpFrom, t, trades);
  if (confirmation)
    await dependencies
      .sendMail(settings.smtpUrl!, confirmation)
      .catch((error: Error) => dependencies.warn(`[leads] confirmation mail failed: ${error.message}`));
}

/**
 * Tells the owner about a lead the store could not take, while the visitor waits: every configured channel that has
 * not taken it yet, side by side (src/server/delivery.ts sends a stored lead's, after the visitor's answer). Each channel's outcome is
 * recorded in `delivery`; a channel that took the lead is never sent to again, and one tried MAX_ATTEMPTS times is
 * left. 'sent' when every channel took it, 'notify_failed' when one has not, 'none' when nothing is configured.
 * Never throws.
 */
export async function notifyOwner(
  lead: Lead & { delivery?: Delivery },
  settings: LeadSettings,
  business: BusinessContact,
  dependencies: NotifyDependencies = defaultNotifyDependencies,
  now: Date = new Date(),
): Promise<Notified> {
  const channels = configuredChannels(settings);
  if (channels.length === 0) return { status: 'none', delivery: {}, reachedOwner: false };
  const delivery: Delivery = { ...lead.delivery };
  await Promise.all(
    channels.map(async (channel) => {
      const before = delivery[channel];
      if (before?.state === 'sent' || (before?.attempts ?? 0) >= MAX_ATTEMPTS) return;
      const attempts = (before?.attempts ?? 0) + 1;
      try {
        await sendThrough(channel, lead, settings, business, dependencies);
        delivery[channel] = { state: 'sent', attempts, at: now.toISOString() };
      } catch (error) {
        dependencies.warn(`[leads] ${lead.id}: ${channel} notification failed (try ${attempts}): ${(error as Error).message}`);
        delivery[channel] = { state: 'failed', attempts, at: now.toISOString() };
      }
    }),
  );
  const sent = channels.filter((channel) => delivery[channel]?.state === 'sent');
  return { status: sent.length === channels.length ? 'sent' : 'notify_failed', delivery, reachedOwner: sent.length > 0 };
}
