/**
 * `npm run test:netlify`, a step of `npm test`: the lead flow on Netlify's own local runtime, not only on `gatsby
 * serve`. The build `npm test` has just made is served by netlify-cli (`netlify serve --offline`, installed apart in
 * tools/netlify/), with its Functions bundled by Netlify's own bundler, its redirects and headers read from public/ as
 * a deploy reads them, and leads kept in its local Netlify Blobs sandbox:
 * - every form takes a lead posted as JSON (200) and one posted without JavaScript (303 to the thank-you page);
 * - the inbox API (/api/leads, with ADMIN_TOKEN) lists exactly those leads, in Netlify Blobs, and its summary counts
 *   a campaign's lead and a tap on the phone link (/api/tap) beside the article the visit landed on;
 * - the inbox page, in Chromium under Netlify's headers, signs in, lists and opens a lead, and nothing is refused;
 * - with a mail server that answers every command after 5 s and a webhook that answers after 9 s, a lead is answered
 *   before either channel takes it, and both still receive it: the background Function in netlify/functions/ delivers;
 * - once the server has stopped, each of them is in the Blobs sandbox's files, as the inbox listed it;
 * - pages carry the Content-Security-Policy and security headers of public/_headers, and legacy paths answer with
 *   the 301s of public/_redirects.
 * netlify serve runs the build command first: `--context "local runtime"` (netlify.toml) makes that command put back
 * the adapter's Functions, which netlify serve deletes before building, instead of building the site again.
 * Offline, with no account: no log-in, no linked site, nothing downloaded. NETLIFY_RUNTIME_PORT moves it (9391, 9392).
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import { chromium } from '@playwright/test';
import { GOOD } from '../__tests__/e2e/support/leads';
import { CHROMIUM_ARGS, headlessShellPath } from '../__tests__/e2e/support/chromium';
import { policiesFor } from '../__tests__/support/headers-file';
import { collectOutput, waitForOutput } from '../__tests__/support/process-output';
import {
  startSlowMailServer,
  startSlowWebhook,
  type SlowMailServer,
  type SlowWebhook,
  type Timeline,
} from '../__tests__/support/slow-channels';
import { FORM_KINDS, type FormKind } from '../src/lib/forms/kinds';
import { formPostRedirect } from '../src/lib/forms/form-post';
import { isLanguage } from '../src/lib/languages';
import type { StoredLead } from '../src/lib/leads/lead';
import type { LeadPage } from '../src/lib/leads/lead-query';
import type { PeriodSummary } from '../src/lib/leads/summary';
import { ADAPTER_BASE_HEADERS, SECURITY_HEADERS } from '../src/lib/security-headers';

const CLI = path.join('tools', 'netlify', 'node_modules', 'netlify-cli', 'bin', 'run.js');
const PORT = Number(process.env.NETLIFY_RUNTIME_PORT ?? 9391);
const TOKEN = 'netlify-runtime-owner-secret-4f8a2c6e9b1d7035';
/** Where gatsby-adapter-netlify writes the Functions, which netlify serve deletes before its build command. */
const ADAPTER_FUNCTIONS = path.join('.netlify', 'functions-internal');
/** The copy the `local runtime` context's build command puts back (netlify.toml). */
const SAVED_FUNCTIONS = path.join('.netlify', 'functions-built');
/** netlify serve's local Netlify Blobs, kept between its runs. */
const BLOBS_SANDBOX = path.join('.netlify', 'blobs-serve');
/** Where netlify serve unzips the bundled Functions to run them: about 190 MB, made again on every start. */
const UNZIPPED_FUNCTIONS = path.join('.netlify', 'functions-serve');
// Bundling the Functions takes about two minutes on a loaded 2-core machine, the background delivery ones included.
const START_TIMEOUT_MS = 300_000;

interface Netlify {
  baseUrl: string;
  /** From the start of the process to the first page served. */
  startMs: number;
  /** What netlify serve reported for the build command and for bundling the Functions. */
  buildCommand: string;
  bundling: string;
  /** What netlify serve and its Functions have printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Variables that would make netlify-cli reach an account or a linked site, left out of its environment. */
const ACCOUNT_VARIABLES = ['NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID', 'NETLIFY_API_URL', 'NETLIFY_BLOBS_CONTEXT', 'NETLIFY', 'CONTEXT'];

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    // The whole process group: netlify serve and what it started.
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    }, 5_000).unref();
  });
}

/** The notification channels the site is served with: slow on purpose (__tests__/support/slow-channels.ts). */
interface Channels {
  mail: SlowMailServer;
  webhook: SlowWebhook;
  timeline: Timeline;
}

async function startNetlify(home: string, channels: Channels): Promise<Netlify> {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), BROWSER: 'none', CI: 'true' };
  for (const name of ACCOUNT_VARIABLES) delete env[name];
  env.ADMIN_TOKEN = TOKEN;
  env.SMTP_URL = `smtp://127.0.0.1:${channels.mail.port}`;
  env.BUSINESS_EMAIL = 'owner@example.test';
  env.LEADS_WEBHOOK_URL = channels.webhook.url;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      CLI,
      'serve',
      '--offline',
      // Edge functions need Deno, which netlify-cli would download; the site has none.
      '--internal-disable-edge-functions',
      '--context',
      'local runtime',
      '--port',
      String(PORT),
      '--staticServerPort',
      String(PORT + 1),
    ],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collectOutput(child);
  const baseUrl = `http://localhost:${PORT}`;
  await waitForOutput(child, /Local dev server ready/, 'netlify serve', START_TIMEOUT_MS).catch(async (error: Error) => {
    await stopProcess(child);
    throw error;
  });
  const plain = output();
  return {
    baseUrl,
    startMs: performance.now() - started,
    buildCommand: /build\.command completed in ([^)]+)\)/.exec(plain)?.[1] ?? '?',
    bundling: /Functions bundling completed in ([^)]+)\)/.exec(plain)?.[1] ?? '?',
    output,
    stop: () => stopProcess(child),
  };
}

const failures: string[] = [];
let passed = 0;
function check(name: string, ok: boolean, detail = ''): void {
  if (ok) passed += 1;
  else failures.push(`${name}${detail ? `: ${detail}` : ''}`);
  process.stdout.write(`  ${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : ` (${detail})`}\n`);
}

/** A form as a browser posts it before its script has loaded: strings, a ticked box as "on". */
function formBody(fields: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(fields)
      .filter(([, value]) => value !== false)
      .map(([key, value]) => [key, value === true ? 'on' : String(value)]),
  ).toString();
}

/** A visit from a newsletter campaign that landed on an article and sent the intake from the home page. */
const CAMPAIGN_ARRIVAL = { landingPage: '/blog/plumber-chicago/', utmSource: 'newsletter', utmCampaign: 'spring', sentFrom: '/' };

interface Posted {
  kind: FormKind;
  email: string;
  via: 'json' | 'form';
}

async function postLeads(baseUrl: string, run: string): Promise<Posted[]> {
  const posted: Posted[] = [];
  for (const kind of FORM_KINDS) {
    const json = { kind, email: `netlify-${run}-${kind}-json@example.com`, via: 'json' as const };
    // The intake arrives as a campaign visit to an article would send it: its arrival travels with it.
    const arrival = kind === 'intake' ? CAMPAIGN_ARRIVAL : {};
    const response = await fetch(`${baseUrl}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...GOOD[kind]!(json.email), ...arrival }),
    });
    const body = (await response.json().catch(() => ({}))) as { ok?: boolean; id?: string };
    check(
      `${kind}: a lead posted as JSON is answered 200 with its id`,
      response.status === 200 && Boolean(body.ok && body.id),
      `${response.status}`,
    );
    posted.push(json);

    const form = { kind, email: `netlify-${run}-${kind}-form@example.com`, via: 'form' as const };
    const fields = GOOD[kind]!(form.email);
    const plain = await fetch(`${baseUrl}/api/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: formBody(fields),
      redirect: 'manual',
    });
    const language = isLanguage(fields.locale) ? fields.locale : 'en';
    const thanks = formPostRedirect(kind, language, 'sent');
    const location = plain.headers.get('location') ?? '';
    check(
      `${kind}: a lead posted without JavaScript is answered 303 to ${thanks}`,
      plain.status === 303 && new URL(location, baseUrl).pathname === thanks,
      `${plain.status} ${location}`,
    );
    posted.push(form);
  }
  const thanksPage = await fetch(`${baseUrl}${formPostRedirect('contact', 'en', 'sent')}`);
  check('the thank-you page is there', thanksPage.status === 200);
  return posted;
}

/** Every lead the inbox API lists, page by page, and the store it says they are in. */
async function inboxLeads(baseUrl: string): Promise<{ leads: StoredLead[]; stores: string[] }> {
  const leads: StoredLead[] = [];
  const stores: string[] = [];
  for (let page = 1; page < 100; page += 1) {
    const response = await fetch(`${baseUrl}/api/leads?page=${page}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (!response.ok) throw new Error(`/api/leads?page=${page} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as LeadPage & { store: string };
    leads.push(...body.leads);
    stores.push(body.store);
    if (body.page >= body.pages) break;
  }
  return { leads, stores };
}

/** Each posted lead listed exactly once, of its form, and nothing else. */
async function checkInbox(baseUrl: string, posted: readonly Posted[], when: string): Promise<string[]> {
  const { leads, stores } = await inboxLeads(baseUrl);
  check(
    `${when}: the inbox API reads the leads from Netlify Blobs`,
    stores.every((store) => store === 'blobs'),
    stores.join(),
  );
  const emails = leads.map((lead) => String(lead.fields.email));
  const missing = posted.filter(({ email }) => !emails.includes(email)).map(({ email }) => email);
  const twice = emails.filter((email, index) => emails.indexOf(email) !== index);
  check(
    `${when}: all ${posted.length} leads listed, each once`,
    missing.length === 0 && twice.length === 0,
    `missing ${missing.join()} twice ${twice.join()}`,
  );
  check(`${when}: no other leads`, leads.length === posted.length, `${leads.length} listed`);
  const wrongKind = posted.filter(({ kind, email }) => leads.find((lead) => lead.fields.email === email)?.kind !== kind);
  check(`${when}: each lead of its own form`, wrongKind.length === 0, wrongKind.map(({ email }) => email).join());
  const one = leads[0];
  if (one) {
    const response = await fetch(`${baseUrl}/api/leads?id=${one.id}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = (await response.json().catch(() => ({}))) as { lead?: StoredLead };
    check(`${when}: one lead read by its id`, response.status === 200 && body.lead?.id === one.id, `${response.status}`);
  }
  return leads.map((lead) => lead.id).sort();
}

/** Where netlify serve's Blobs sandbox keeps the leads store's records, one file a key (netlify-cli's own layout). */
const KEPT_LEADS = path.join(BLOBS_SANDBOX, 'entries', 'unlinked', 'site:leads', 'lead');

/**
 * After the server has stopped, every lead the inbox listed is a record in the Blobs sandbox's files, with the address
 * it was sent with: the leads outlive the process that took them, in the store a deploy uses (a restart of netlify serve
 * showed the same, and cost a second start of about 70 s, its Functions bundled again).
 */
function checkKeptInBlobs(posted: readonly Posted[], ids: readonly string[]): void {
  const files = fs.existsSync(KEPT_LEADS) ? fs.readdirSync(KEPT_LEADS) : [];
  const kept = new Map(
    files.map((file) => [file, String((JSON.parse(fs.readFileSync(path.join(KEPT_LEADS, file), 'utf8')) as StoredLead).fields.email)]),
  );
  check(
    'stopped: every listed lead is kept in the Blobs sandbox',
    ids.length > 0 && ids.every((id) => kept.has(id)),
    `${files.length} files`,
  );
  const missing = posted.filter(({ email }) => ![...kept.values()].includes(email)).map(({ email }) => email);
  check(`stopped: all ${posted.length} leads kept, each with its address`, missing.length === 0, `missing ${missing.join()}`);
}

/**
 * A lead with slow channels: answered before either takes it (the order of events), and both still receive it, sent
 * by the background Function after the lead Function has answered. The owner's mail takes six slow replies.
 */
async function checkSlowDelivery(netlify: Netlify, { mail, webhook, timeline }: Channels, run: string): Promise<Posted> {
  const { baseUrl } = netlify;
  const email = `netlify-${run}-slow@example.com`;
  const [webhooksBefore, mailsBefore] = [webhook.received.length, mail.received.length];
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(GOOD.contact!(email)),
  });
  const answeredMs = performance.now() - started;
  timeline.push(`answered ${email}`);
  check('slow channels: the lead is answered 200', response.status === 200, `${response.status}`);
  const reached = (items: readonly unknown[], from: number) => items.slice(from).some((item) => JSON.stringify(item).includes(email));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !(reached(webhook.received, webhooksBefore) && reached(mail.received, mailsBefore)))
    await Promise.race([webhook.answered(webhook.received.length + 1), mail.messages(mail.received.length + 1), pause(1_000)]);
  const answeredAt = timeline.indexOf(`answered ${email}`);
  check('slow channels: the webhook received the lead, after the answer', reached(webhook.received, webhooksBefore));
  check('slow channels: the owner’s mail received the lead, after the answer', reached(mail.received, mailsBefore));
  check(
    'slow channels: the visitor was answered before either channel took the lead',
    answeredAt >= 0 &&
      timeline.indexOf('webhook answered', answeredAt) > answeredAt &&
      timeline.indexOf('mail accepted', answeredAt) > answeredAt,
    timeline.slice(-6).join(', '),
  );
  process.stdout.write(`  (answered in ${Math.round(answeredMs)} ms)\n`);
  if (!reached(webhook.received, webhooksBefore) || !reached(mail.received, mailsBefore)) {
    const lines = netlify.output().split('\n');
    process.stdout.write(
      `  What the Functions said about delivery:\n${lines
        .filter((line) => /deliver|\[leads\]|error/i.test(line))
        .slice(-20)
        .join('\n')}\n`,
    );
  }
  return { kind: 'contact', email, via: 'json' };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function checkHeaders(baseUrl: string): Promise<void> {
  for (const address of ['/', '/nl/', '/admin/leads/']) {
    const response = await fetch(`${baseUrl}${address}`);
    const [policy] = policiesFor(address);
    check(
      `${address}: the Content-Security-Policy of public/_headers`,
      response.status === 200 && Boolean(policy) && response.headers.get('content-security-policy') === policy,
      `${response.status} ${response.headers.get('content-security-policy')?.slice(0, 80)}`,
    );
    const wrong = [...SECURITY_HEADERS, ...ADAPTER_BASE_HEADERS].filter(({ key, value }) => response.headers.get(key) !== value);
    check(
      `${address}: the security headers`,
      wrong.length === 0,
      wrong.map(({ key }) => `${key}: ${response.headers.get(key)}`).join('; '),
    );
  }
  const missing = await fetch(`${baseUrl}/does-not-exist/`);
  check('an unknown address: 404 with the site’s page', missing.status === 404 && /<html/.test(await missing.text()), `${missing.status}`);
}

/**
 * The inbox in a real browser under Netlify's own headers: it signs in, lists a lead and opens it, and the browser
 * refuses nothing (the inbox page lives under /admin/, whose editor needs a policy of its own).
 */
async function checkInboxInBrowser(baseUrl: string, email: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
    });
    await page.exposeFunction('reportViolation', (text: string) => refusals.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const response = await page.goto(`${baseUrl}/admin/leads/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    check(
      '/admin/leads/: served with the inbox’s own policy, without eval',
      /script-src 'self' 'sha256-/.test(policy) && !policy.includes('unsafe-eval'),
      policy.slice(0, 80),
    );
    await page.getByLabel(/Inbox token|Inbox-token/).fill(TOKEN);
    await page.getByRole('button', { name: /^(Sign in|Inloggen)$/ }).click();
    const row = page.getByTestId('inbox-row').filter({ hasText: email });
    const listed = await row
      .first()
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    check('the inbox in a browser under Netlify’s headers: signed in, the lead listed', listed, email);
    if (listed) {
      await row.first().getByTestId('inbox-open').click();
      const opened = await page
        .getByTestId('lead-detail')
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      check('the inbox in a browser: the lead opens', opened);
    }
    check(
      'the inbox in a browser: nothing refused by the Content-Security-Policy',
      refusals.length === 0,
      refusals.slice(0, 3).join(' | '),
    );
  } finally {
    await browser.close();
  }
}

/** A tap on the phone link counted through Netlify's runtime, and the summary that shows it beside the campaign's lead. */
async function checkSummary(baseUrl: string): Promise<void> {
  const tap = await fetch(`${baseUrl}/api/tap?channel=phone&page=${encodeURIComponent(CAMPAIGN_ARRIVAL.landingPage)}`, { method: 'POST' });
  check('a tap on the phone link is counted (204)', tap.status === 204, `${tap.status}`);
  const response = await fetch(`${baseUrl}/api/leads?view=summary`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const body = (await response.json().catch(() => ({}))) as { periods?: PeriodSummary[] };
  const month = body.periods?.find((period) => period.days === 30);
  const article = month?.byPage.find((row) => row.page === CAMPAIGN_ARRIVAL.landingPage);
  check(
    'the summary counts the campaign’s lead and the tap beside its article',
    article?.leads === 1 && article.taps.phone === 1 && month?.bySource.find((row) => row.source === 'campaign')?.leads === 1,
    JSON.stringify(article ?? month ?? response.status),
  );
}

async function checkRedirects(baseUrl: string): Promise<void> {
  const rules = fs
    .readFileSync(path.join('public', '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 3 && parts[2] === '301!' && parts[0]!.startsWith('/'));
  const english = rules.filter(([from]) => !from!.startsWith('/nl/'));
  const dutch = rules.filter(([from]) => from!.startsWith('/nl/'));
  const chosen = [...english.slice(0, 2), ...english.slice(-1), ...dutch.slice(0, 1), ...dutch.slice(-1)];
  check('public/_redirects has forced 301s in both languages', english.length > 0 && dutch.length > 0, `${rules.length} rules`);
  for (const [from, to] of chosen) {
    const response = await fetch(`${baseUrl}${from}`, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    check(`${from} → 301 ${to}`, response.status === 301 && new URL(location, baseUrl).pathname === to, `${response.status} ${location}`);
  }
}

async function main() {
  if (!fs.existsSync(CLI)) throw new Error(`No netlify-cli in tools/netlify: run \`npm ci --prefix tools/netlify\` first.`);
  if (!fs.existsSync(path.join('public', 'index.html'))) throw new Error('No production build in public/: run `npm run build` first.');
  // The adapter's Functions, saved for the build command to put back; a run that stopped half-way left only the copy.
  if (fs.existsSync(ADAPTER_FUNCTIONS)) {
    fs.rmSync(SAVED_FUNCTIONS, { recursive: true, force: true });
    fs.cpSync(ADAPTER_FUNCTIONS, SAVED_FUNCTIONS, { recursive: true });
  } else if (!fs.existsSync(SAVED_FUNCTIONS)) throw new Error(`No Functions in ${ADAPTER_FUNCTIONS}: run \`npm run build\` first.`);
  // Each run starts from an empty Blobs sandbox, so the inbox must list exactly this run's leads.
  fs.rmSync(BLOBS_SANDBOX, { recursive: true, force: true });
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-home-'));
  const built = fs.statSync(path.join('public', 'index.html')).mtimeMs;
  const started = performance.now();
  const run = Date.now().toString(36);

  const timeline: Timeline = [];
  const channels: Channels = {
    mail: await startSlowMailServer(5_000, timeline),
    webhook: await startSlowWebhook(9_000, timeline),
    timeline,
  };
  process.stdout.write(`netlify serve on ${PORT}, first start\n`);
  const netlify = await startNetlify(home, channels);
  let ids: string[] = [];
  try {
    const posted = await postLeads(netlify.baseUrl, run);
    // The slow channels' lead is one of the leads the inbox lists, and one of those kept once the server has stopped.
    posted.push(await checkSlowDelivery(netlify, channels, run));
    ids = await checkInbox(netlify.baseUrl, posted, 'first run');
    await checkSummary(netlify.baseUrl);
    await checkHeaders(netlify.baseUrl);
    await checkInboxInBrowser(netlify.baseUrl, posted.find((lead) => lead.kind === 'intake')!.email);
    await checkRedirects(netlify.baseUrl);
    await netlify.stop();
    checkKeptInBlobs(posted, ids);
  } finally {
    await netlify.stop();
    await Promise.all([channels.mail.close(), channels.webhook.close()]);
    fs.rmSync(home, { recursive: true, force: true });
    fs.rmSync(UNZIPPED_FUNCTIONS, { recursive: true, force: true });
  }
  check('the build was served as it was: public/ untouched', fs.statSync(path.join('public', 'index.html')).mtimeMs === built);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(
    `\nnetlify serve started in ${seconds(netlify.startMs)} (build command ${netlify.buildCommand}, ` +
      `Functions bundled in ${netlify.bundling}); the check took ${seconds(performance.now() - started)}\n`,
  );
  process.stdout.write(`Netlify: ${passed} passed, ${failures.length} failed\n`);
  if (failures.length) {
    process.stdout.write(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
    process.exit(1);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
