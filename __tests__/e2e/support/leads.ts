import fs from 'fs';
import path from 'path';
import { DEFAULT_LEADS_DIR } from './server';
import type { Delivery } from '../../../src/lib/leads/lead';

export interface StoredLead {
  id: string;
  kind: string;
  language: string;
  notify: string;
  delivery?: Delivery;
  fields: Record<string, string | boolean>;
}

/** The leads a server kept in its LEADS_DIR (leads.jsonl), oldest first. */
export function readLeads(dir = DEFAULT_LEADS_DIR): StoredLead[] {
  const file = path.join(dir, 'leads.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredLead);
}

/** An address no other test uses, so parallel tests can find their own lead. */
export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A valid body for each form's Function. */
export const GOOD: Record<string, (email: string) => Record<string, unknown>> = {
  intake: (email) => ({
    name: 'Anna de Boer',
    email,
    company: 'De Boer',
    industry: 'plumber',
    goals: 'Meer klussen',
    style: 'modern',
    existingWebsite: 'no',
    portfolioPermission: true,
    privacyAgreed: true,
    honeypot: '',
    locale: 'nl',
  }),
  contact: (email) => ({ name: 'Ben Smith', email, message: 'Please call me back about a website.', honeypot: '', locale: 'en' }),
  quote: (email) => ({
    name: 'Carlos Rivera',
    email,
    phone: '+1 512 555 0142',
    business: 'Rivera Plumbing',
    businessType: 'plumber',
    message: 'We need an emergency site.',
    privacyAgreed: true,
    honeypot: '',
    locale: 'en',
  }),
  newsletter: (email) => ({ email, honeypot: '', locale: 'nl' }),
};

/** Posts a form's good body for `email` (with `extra` over it) to its Function, as the page's script does. */
export const postForm = (baseUrl: string, kind: string, email: string, extra: Record<string, unknown> = {}) =>
  fetch(`${baseUrl}/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...GOOD[kind]?.(email), ...extra }),
  });
