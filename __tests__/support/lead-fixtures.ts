import fs from 'fs';
import os from 'os';
import path from 'path';
import type { NotifyDependencies } from '../../src/server/notify';
import { readLeadSettings, type LeadSettings } from '../../src/server/settings';
import type { Lead, StoredLead } from '../../src/lib/leads/lead';

/** What the lead Functions' unit tests share: a fresh folder, settings, a sample lead and notifications that only record. */

export function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
}

/** The settings of an empty environment, with a fresh leads folder of their own. */
export function settings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  return { ...readLeadSettings({}), leadsDir: tempDir(), ...overrides };
}

/** An intake whose fields try header injection and HTML. */
export const lead: StoredLead = {
  id: 'lead-1',
  kind: 'intake',
  receivedAt: '2026-11-21T10:00:00.000Z',
  language: 'nl',
  fields: {
    name: 'Anna\r\nBcc: evil@example.com',
    email: 'anna@example.nl',
    phone: '06 1234 5678',
    industry: 'loodgieter',
    goals: '<b>Meer</b> klussen',
    privacyAgreed: true,
  },
  status: 'new',
  notify: 'none',
};

/** Notification channels that record the mails sent, the webhook calls and the warnings logged, each replaceable to fail. */
export function fakeNotify(overrides: Partial<NotifyDependencies> = {}) {
  const sent: Array<{ to: string; replyTo?: string; subject: string; text: string }> = [];
  const webhooks: Lead[] = [];
  const warnings: string[] = [];
  const dependencies: NotifyDependencies = {
    sendMail: async (_url, message) => void sent.push(message),
    postWebhook: async (_url, payload) => void webhooks.push(payload),
    warn: (message) => void warnings.push(message),
    ...overrides,
  };
  return { dependencies, sent, webhooks, warnings };
}
