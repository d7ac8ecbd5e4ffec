import type nodemailer from 'nodemailer';
import { confirmationMail, notificationMail, type BusinessContact, type MailMessage } from '../lib/leads/mail';
import type { Lead, NotifyStatus } from '../lib/leads/lead';
import type { LeadSettings } from './settings';
import { serverTranslator } from './translations';

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

export const defaultNotifyDependencies: NotifyDependencies = {
  sendMail: smtpSender(TIMEOUT_MS),
  async postWebhook(url, lead) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  },
  warn: (message) => console.warn(message),
};

/**
 * Tells the owner about a stored lead through every configured channel: a mail to the business (the visitor as
 * reply-to) with a confirmation to the visitor, and/or a webhook. 'sent' when every channel took it, 'notify_failed'
 * when one did not (the inbox retries it), 'none' when nothing is configured. Never throws: the lead is stored already.
 */
export async function notifyLead(
  lead: Lead,
  settings: LeadSettings,
  business: BusinessContact,
  dependencies: NotifyDependencies = defaultNotifyDependencies,
): Promise<NotifyStatus> {
  return (await notifyOwner(lead, settings, business, dependencies)).status;
}

/** As notifyLead, and whether at least one channel (the business's mail or the webhook) took the lead to the owner. */
export async function notifyOwner(
  lead: Lead,
  settings: LeadSettings,
  business: BusinessContact,
  dependencies: NotifyDependencies = defaultNotifyDependencies,
): Promise<{ status: NotifyStatus; reachedOwner: boolean }> {
  const attempts: Array<[string, () => Promise<void>]> = [];
  if (settings.smtpUrl) {
    const smtpUrl = settings.smtpUrl;
    attempts.push([
      'smtp',
      async () => {
        const t = await serverTranslator(lead.language);
        await dependencies.sendMail(smtpUrl, notificationMail(lead, { ...business, email: settings.businessEmail }, settings.smtpFrom, t));
        const confirmation = confirmationMail(lead, business, settings.smtpFrom, t);
        // The lead reached the business; a failed confirmation is worth a warning, not a retry of both mails.
        if (confirmation)
          await dependencies
            .sendMail(smtpUrl, confirmation)
            .catch((error: Error) => dependencies.warn(`[leads] confirmation mail failed: ${error.message}`));
      },
    ]);
  }
  if (settings.webhookUrl) {
    const url = settings.webhookUrl;
    attempts.push(['webhook', () => dependencies.postWebhook(url, lead)]);
  }
  if (attempts.length === 0) return { status: 'none', reachedOwner: false };
  const results = await Promise.allSettled(attempts.map(([, attempt]) => attempt()));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      dependencies.warn(`[leads] ${lead.id}: ${attempts[index]?.[0]} notification failed: ${(result.reason as Error).message}`);
  });
  return {
    status: results.every((result) => result.status === 'fulfilled') ? 'sent' : 'notify_failed',
    reachedOwner: results.some((result) => result.status === 'fulfilled'),
  };
}
