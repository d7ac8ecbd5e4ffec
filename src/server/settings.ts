import path from 'path';
import business from '../../content/site/business.json';

type Env = Record<string, string | undefined>;

/**
 * Reads the environment when the server runs, not when Gatsby bundles the Function: the bundler inlines
 * `process.env.X` (and turns a bare `process.env` into `{}`), but leaves `globalThis.process` alone.
 */
export function runtimeEnv(): Env {
  return (globalThis as { process?: { env?: Env } }).process?.env ?? {};
}

/** How the leads reach Netlify Blobs outside a Netlify Function's own event. */
export type BlobsAccess =
  /** NETLIFY_BLOBS_CONTEXT, as Netlify sets it for its own functions (and the tests set it for a local server). */
  | { kind: 'context'; edgeURL: string; uncachedEdgeURL?: string; siteID: string; token: string }
  /** NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN: the Netlify API, for `npm run leads` on the owner's computer. */
  | { kind: 'api'; siteID: string; token: string; apiURL?: string };

export interface LeadSettings {
  /** Folder of leads.jsonl, where the site runs on its own disk (`npm start`). */
  leadsDir: string;
  /** Netlify Blobs reached through the environment, when it says how; on Netlify the Function's event says it too. */
  blobs?: BlobsAccess;
  smtpUrl?: string;
  /** Sender of the mails; defaults to the business address. */
  smtpFrom: string;
  webhookUrl?: string;
  /** Where notifications go (BUSINESS_EMAIL overrides the configured address). */
  businessEmail: string;
  rateLimit: { max: number; windowMs: number };
  /** On Netlify's Functions the disk does not outlive the request: leads must go to Blobs there. */
  serverless: boolean;
  /** The owner's secret for the inbox; without one the inbox API does not exist (404). */
  adminToken?: string;
  /** Months a lead is kept after the last contact (the privacy statement's promise, content/site/business.json). */
  retentionMonths: number;
}

const positiveInt = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** Settings already reported as unreadable: each is logged once per server, not on every request. */
const reportedUnreadable = new Set<string>();

/**
 * A setting that cannot be read is logged once, by name, and treated as absent: one bad value (netlify-cli hands
 * Functions NETLIFY_BLOBS_CONTEXT as the text "undefined") must never make every request fail.
 */
function unreadable(name: string, reason: string): undefined {
  if (!reportedUnreadable.has(name)) {
    reportedUnreadable.add(name);
    console.warn(`[settings] ${name} is not readable (${reason}); treated as absent`);
  }
  return undefined;
}

function blobsContext(value: string): BlobsAccess | undefined {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return unreadable('NETLIFY_BLOBS_CONTEXT', 'not base64-encoded JSON');
  }
  const fields = (typeof decoded === 'object' && decoded !== null ? decoded : {}) as Partial<Record<string, unknown>>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  const edgeURL = text('edgeURL') ?? text('url');
  const siteID = text('siteID');
  const token = text('token');
  if (!edgeURL || !siteID || !token) return unreadable('NETLIFY_BLOBS_CONTEXT', 'no edgeURL, siteID and token');
  return { kind: 'context', edgeURL, uncachedEdgeURL: text('uncachedEdgeURL'), siteID, token };
}

function blobsAccess(env: Env, blank: (value: string | undefined) => string | undefined): BlobsAccess | undefined {
  const context = blank(env.NETLIFY_BLOBS_CONTEXT);
  const fromContext = context ? blobsContext(context) : undefined;
  if (fromContext) return fromContext;
  const siteID = blank(env.NETLIFY_SITE_ID);
  const token = blank(env.NETLIFY_AUTH_TOKEN);
  return siteID && token ? { kind: 'api', siteID, token, apiURL: blank(env.NETLIFY_API_URL) } : undefined;
}

export function readLeadSettings(env: Env = runtimeEnv()): LeadSettings {
  const blank = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  return {
    leadsDir: path.resolve(blank(env.LEADS_DIR) ?? '.data'),
    blobs: blobsAccess(env, blank),
    smtpUrl: blank(env.SMTP_URL),
    smtpFrom: blank(env.SMTP_FROM) ?? `"${business.name}" <${blank(env.BUSINESS_EMAIL) ?? business.email}>`,
    webhookUrl: blank(env.LEADS_WEBHOOK_URL),
    businessEmail: blank(env.BUSINESS_EMAIL) ?? business.email,
    rateLimit: {
      max: positiveInt(env.LEADS_RATE_LIMIT, 5),
      windowMs: positiveInt(env.LEADS_RATE_WINDOW_SECONDS, 600) * 1000,
    },
    serverless: Boolean(env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY_FUNCTIONS || env.NETLIFY),
    adminToken: blank(env.ADMIN_TOKEN),
    retentionMonths: business.retention.contactFormMonths,
  };
}
