import nodemailer from 'nodemailer';
import { confirmationMail, notificationMail, type BusinessContact, type MailMessage } from '../lib/leads/mail';
import type { Lead } from '../lib/leads/lead';
import { appendLead } from './lead-file';
import type { LeadSettings } from './settings';
import { serverTranslator } from './translations';

export type Channel = 'smtp' | 'webhook' | 'file';

export interface DeliveryDependencies {
  sendMail(smtpUrl: string, message: MailMessage): Promise<void>;
  postWebhook(url: string, lead: Lead): Promise<void>;
  appendLead(leadsDir: string, lead: Lead): Promise<unknown>;
  warn(message: string): void;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends one mail through the SMTP server at `smtpUrl`, giving up after `timeoutMs` without a connection, a
 * greeting or any traffic: a Function must answer (with the error toast) before the platform cuts it off.
 * The timeouts sit beside the url in the transport's options; as createTransport's second argument they
 * would be message defaults, and ignored.
 */
export function smtpSender(timeoutMs: number): DeliveryDependencies['sendMail'] {
  return async (smtpUrl, message) => {
    const transport = nodemailer.createTransport({
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

export const defaultDependencies: DeliveryDependencies = {
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
  appendLead,
  warn: (message) => console.warn(message),
};

export class DeliveryError extends Error {}

/**
 * Hands a lead to every configured channel: SMTP (notification to the business, confirmation to the
 * visitor) and/or a webhook; with neither, a JSON-lines file on disk. Resolves with the channels that
 * took it; throws when none did, so the Function never acknowledges a lead that was lost.
 */
export async function deliverLead(
  lead: Lead,
  settings: LeadSettings,
  business: BusinessContact,
  dependencies: DeliveryDependencies = defaultDependencies,
): Promise<Channel[]> {
  const attempts: Array<[Channel, () => Promise<void>]> = [];
  if (settings.smtpUrl) {
    const smtpUrl = settings.smtpUrl;
    attempts.push([
      'smtp',
      async () => {
        const t = await serverTranslator(lead.language);
        await dependencies.sendMail(smtpUrl, notificationMail(lead, { ...business, email: settings.businessEmail }, settings.smtpFrom, t));
        const confirmation = confirmationMail(lead, business, settings.smtpFrom, t);
        // The lead reached the business; a failed confirmation is worth a warning, not a lost lead.
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
  if (attempts.length === 0) {
    if (settings.serverless) throw new DeliveryError('no delivery configured: set SMTP_URL or LEADS_WEBHOOK_URL on this host');
    attempts.push(['file', async () => void (await dependencies.appendLead(settings.leadsDir, lead))]);
  }

  const results = await Promise.allSettled(attempts.map(([, attempt]) => attempt()));
  const delivered = attempts.filter((_, index) => results[index]?.status === 'fulfilled').map(([channel]) => channel);
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      dependencies.warn(`[leads] ${attempts[index]?.[0]} delivery failed: ${(result.reason as Error).message}`);
  });
  if (delivered.length === 0) throw new DeliveryError('every configured delivery failed');
  return delivered;
}
