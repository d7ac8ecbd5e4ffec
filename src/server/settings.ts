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

export interface LeadSettings {
  /** Folder of the JSON-lines lead files, used when neither SMTP nor a webhook is configured. */
  leadsDir: string;
  smtpUrl?: string;
  /** Sender of the mails; defaults to the business address. */
  smtpFrom: string;
  webhookUrl?: string;
  /** Where notifications go (BUSINESS_EMAIL overrides the configured address). */
  businessEmail: string;
  rateLimit: { max: number; windowMs: number };
  /** On Netlify's Functions the disk does not outlive the request, so storing on disk is not a delivery. */
  serverless: boolean;
}

const positiveInt = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function readLeadSettings(env: Env = runtimeEnv()): LeadSettings {
  const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
  return {
    leadsDir: path.resolve(blankToUndefined(env.LEADS_DIR) ?? '.data'),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    smtpFrom: blankToUndefined(env.SMTP_FROM) ?? `"${business.name}" <${blankToUndefined(env.BUSINESS_EMAIL) ?? business.email}>`,
    webhookUrl: blankToUndefined(env.LEADS_WEBHOOK_URL),
    businessEmail: blankToUndefined(env.BUSINESS_EMAIL) ?? business.email,
    rateLimit: {
      max: positiveInt(env.LEADS_RATE_LIMIT, 5),
      windowMs: positiveInt(env.LEADS_RATE_WINDOW_SECONDS, 600) * 1000,
    },
    serverless: Boolean(env.AWS_LAMBDA_FUNCTION_NAME || env.NETLIFY_FUNCTIONS || env.NETLIFY),
  };
}
