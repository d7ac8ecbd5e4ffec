/**
 * `npm run bench:inbox`: the inbox at the size two years of leads reach, and the forms under a burst of posts.
 * 1. Against @netlify/blobs' own local server: 200 and 2,000 leads seeded (with their sources and stages) and ten
 *    counted taps a lead over the past year, then the time to the inbox's first page, to one lead by its id and to
 *    the summary of where leads come from, through the real inbox API handler (its sign-in, upkeep and stores),
 *    min/median/max over several runs. The target is under 300 ms each. Taps older than a week are seeded in their
 *    month's documents, as reading the summary leaves them; the last week's are counted one by one, as the beacons
 *    would, and the first read, which folds them, is reported apart.
 * 2. 200 posts at once, spread over the four forms, to the production build served as `npm start` serves it, once
 *    with the file store and once with Netlify Blobs (NETLIFY_BLOBS_CONTEXT pointing at a local Blobs server, as on
 *    Netlify): every lead must be stored exactly once, read back page by page through /api/leads.
 * 3. GUESSES wrong tokens at once from one client, through the real inbox API handler over the file store and over the
 *    local Blobs server, and to each served build of part 2: when the last 429 came, RUNS times with a fresh client.
 * Prints a table and writes reports/bench/inbox.json. A benchmark, not a test: it is not part of `npm test`, and
 * timings on a shared machine vary. Needs a build (`npm run build`) for part 2. BENCH_PORT moves its servers (9451).
 */
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import { getStore } from '@netlify/blobs';
import { blobsContext, startBlobsServer, type RunningBlobsServer } from '../__tests__/support/blobs-server';
import { call } from '../__tests__/support/function-call';
import { startServer } from '../__tests__/e2e/support/server';
import { GOOD } from '../__tests__/e2e/support/leads';
import { FORM_KINDS } from '../src/lib/forms/kinds';
import type { StoredLead } from '../src/lib/leads/lead';
import type { LeadPage } from '../src/lib/leads/lead-query';
import { blobsLeadStore } from '../src/server/blobs-lead-store';
import { blobsTapStore, TAPS_STORE } from '../src/server/tap-store';
import type { PeriodSummary } from '../src/lib/leads/summary';
import { fileLeadStore } from '../src/server/file-lead-store';
import type { LeadStore } from '../src/server/lead-store';
import { createLeadsApi } from '../src/server/leads-api';
import { defineNodeRequireOutsideWebpack } from '../src/server/node-require';
import { readLeadSettings } from '../src/server/settings';

const PORT = Number(process.env.BENCH_PORT ?? 9451);
const SIZES = [200, 2000];
const RUNS = 7;
const POSTS = 200;
const TARGET_MS = 300;
const TOKEN = 'bench-owner-secret-7c1f0e9a4b2d4e8f9a60';
const GUESSES = 30;

interface Spread {
  min: number;
  median: number;
  max: number;
}

const spreadOf = (samples: number[]): Spread => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { min: round(sorted[0]!), median: round(sorted[Math.floor(sorted.length / 2)]!), max: round(sorted[sorted.length - 1]!) };
};

/** Runs `work` RUNS times, one after the other, and the spread of its times in milliseconds. */
async function timed(work: () => Promise<void>): Promise<Spread> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return spreadOf(samples);
}

const BENCH_PAGES = ['/', '/nl/', '/blog/plumber-chicago/', '/nl/blog/dakdekker-eindhoven/', '/plumber-website-design/', '/portfolio/'];
const BENCH_SOURCES: Array<StoredLead['source']> = [
  { landingPage: '/blog/plumber-chicago/', referrerHost: 'www.google.com', sentFrom: '/' },
  { landingPage: '/nl/blog/dakdekker-eindhoven/', utm: { utmSource: 'nieuwsbrief' }, sentFrom: '/nl/' },
  { landingPage: '/', sentFrom: '/' },
  { sentFrom: '/nl/' },
  undefined,
];

/** `count` leads over the last 23 months (none due for the retention purge), every form, every stage and kind of source. */
async function seed(store: LeadStore, count: number): Promise<StoredLead[]> {
  const now = Date.now();
  const span = 23 * 30 * 24 * 60 * 60 * 1000;
  const leads = Array.from({ length: count }, (_, index): StoredLead => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    kind: FORM_KINDS[index % FORM_KINDS.length]!,
    receivedAt: new Date(now - Math.round((span * (count - index)) / count)).toISOString(),
    language: index % 2 ? 'nl' : 'en',
    fields: { name: `Bench ${index}`, email: `bench-${index}@example.com`, message: 'A lead seeded for the inbox benchmark.' },
    status: (['new', 'contacted', 'quoted', 'won', 'lost'] as const)[index % 5]!,
    notify: 'none',
    ...(BENCH_SOURCES[index % BENCH_SOURCES.length] ? { source: BENCH_SOURCES[index % BENCH_SOURCES.length] } : {}),
  }));
  for (let start = 0; start < leads.length; start += 16)
    await Promise.all(leads.slice(start, start + 16).map((lead) => store.append(lead)));
  return leads;
}

/** The inbox API, as a Function runs it, over a site's leads on the local Blobs server. */
async function inboxTimings(blobs: RunningBlobsServer, size: number) {
  const siteID = `bench-inbox-${size}`;
  const store = blobsLeadStore(
    getStore({ name: 'leads', edgeURL: blobs.url, uncachedEdgeURL: blobs.url, siteID, token: blobs.token, consistency: 'strong' }),
  );
  const seedStarted = performance.now();
  const leads = await seed(store, size);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const settings = readLeadSettings({
    NETLIFY: 'true',
    NETLIFY_BLOBS_CONTEXT: blobsContext(blobs, siteID),
    ADMIN_TOKEN: TOKEN,
    LEADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-')),
  });
  const api = createLeadsApi({ settings: () => settings });
  const owner = { authorization: `Bearer ${TOKEN}` };
  const firstPage = await timed(async () => {
    const response = await call(api, { method: 'GET', headers: owner });
    const page = response.body as LeadPage;
    if (response.statusCode !== 200 || page.total !== size || page.leads.length !== 25)
      throw new Error(`First page of ${size}: ${response.statusCode}, ${page.total} leads, ${page.leads?.length} shown`);
  });
  let next = 0;
  const oneLead = await timed(async () => {
    const wanted = leads[(next += 97) % leads.length]!;
    const response = await call(api, { method: 'GET', headers: owner, query: { id: wanted.id } });
    if (response.statusCode !== 200 || (response.body as { lead: StoredLead }).lead.id !== wanted.id)
      throw new Error(`Lead ${wanted.id} of ${size}: ${response.statusCode}`);
  });
  // Ten taps a lead over the past year. Days more than a week old are in their month's documents, as reading the
  // summary leaves them (the layout of src/server/tap-store.ts); the last week's and today's taps are counted one by
  // one, as the beacons would, so the first read finds a week to fold, as after a week away.
  const rawTaps = getStore({
    name: TAPS_STORE,
    edgeURL: blobs.url,
    uncachedEdgeURL: blobs.url,
    siteID,
    token: blobs.token,
    consistency: 'strong',
  });
  const taps = blobsTapStore(rawTaps);
  const tapCount = size * 10;
  const dayMs = 24 * 60 * 60 * 1000;
  const tapsStarted = performance.now();
  const months = new Map<string, Record<string, Array<[string, string, number]>>>();
  const recent: Array<{ page: string; channel: 'phone' | 'whatsapp' | 'email'; at: Date }> = [];
  for (let index = 0; index < tapCount; index += 1) {
    const at = new Date(Date.now() - (index % 365) * dayMs);
    const page = BENCH_PAGES[index % BENCH_PAGES.length]!;
    const channel = (['phone', 'whatsapp', 'email'] as const)[index % 3]!;
    if (index % 365 <= 7) {
      recent.push({ page, channel, at });
      continue;
    }
    const day = at.toISOString().slice(0, 10);
    const month = months.get(day.slice(0, 7)) ?? {};
    const counts = (month[day] ??= []);
    const found = counts.find(([c, p]) => c === channel && p === page);
    if (found) found[2] += 1;
    else counts.push([channel, page, 1]);
    months.set(day.slice(0, 7), month);
  }
  await Promise.all([...months].map(([month, document]) => rawTaps.setJSON(`month/${month}`, document)));
  for (let start = 0; start < recent.length; start += 50)
    await Promise.all(recent.slice(start, start + 50).map(({ page, channel, at }) => taps.count({ page, channel }, at)));
  const tapSeconds = Math.round((performance.now() - tapsStarted) / 100) / 10;
  const readSummary = async () => {
    const response = await call(api, { method: 'GET', headers: owner, query: { view: 'summary' } });
    const periods = (response.body as { periods?: PeriodSummary[] }).periods;
    if (response.statusCode !== 200 || !periods) throw new Error(`Summary of ${size}: ${response.statusCode}`);
    return periods;
  };
  const firstStarted = performance.now();
  await readSummary();
  const afterAWeekMs = Math.round(performance.now() - firstStarted);
  const year = (await readSummary()).find((period) => period.days === 365)!;
  const counted = year.taps.phone + year.taps.whatsapp + year.taps.email;
  if (counted !== tapCount) throw new Error(`Summary of ${size}: ${counted} taps counted of ${tapCount}`);
  const summaryMs = await timed(async () => void (await readSummary()));
  return {
    leads: size,
    taps: tapCount,
    seedSeconds,
    tapSeconds,
    firstPageMs: firstPage,
    oneLeadMs: oneLead,
    summaryMs,
    recentTaps: recent.length,
    afterAWeekMs,
  };
}

/** GUESSES wrong tokens at once from one client: how many were counted (401) and refused (429), and when the last 429 came. */
async function wrongTokensAtOnce(send: () => Promise<number>) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: GUESSES }, async () => ({ status: await send(), ms: performance.now() - started })),
  );
  const refused = answers.filter((answer) => answer.status === 429);
  return {
    counted: answers.filter((answer) => answer.status === 401).length,
    refused: refused.length,
    lastRefusalMs: Math.max(0, ...refused.map((answer) => answer.ms)),
  };
}

let clients = 0;

/** GUESSES wrong tokens at once from each of RUNS fresh clients, one client after the other: `guess` sends one. */
async function signInTimings(where: string, guess: (client: string) => Promise<number>) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const client = `127.0.0.${10 + (clients += 1)}`;
    runs.push(await wrongTokensAtOnce(() => guess(client)));
  }
  return {
    where,
    // Every run's counts, as one figure when the runs agree.
    counted: [...new Set(runs.map((run) => run.counted))].join('/'),
    refused: [...new Set(runs.map((run) => run.refused))].join('/'),
    lastRefusalMs: spreadOf(runs.map((run) => run.lastRefusalMs)),
  };
}

/** A wrong token through the inbox API handler, counted where `env` puts the count. */
function handlerGuess(env: Record<string, string>) {
  const settings = readLeadSettings({ ADMIN_TOKEN: TOKEN, LEADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sign-in-')), ...env });
  const api = createLeadsApi({ settings: () => settings });
  // On Netlify the client is the address Netlify forwards; elsewhere the socket's.
  return async (client: string) =>
    (await call(api, { method: 'GET', headers: { authorization: 'Bearer wrong', 'x-nf-client-connection-ip': client }, ip: client }))
      .statusCode;
}

/** A wrong token to a served site, from the client's own loopback address (the file store's server knows a client by it). */
const servedGuess = (baseUrl: string) => (client: string) =>
  new Promise<number>((resolve, reject) => {
    const headers = { authorization: 'Bearer wrong', 'x-nf-client-connection-ip': client };
    http
      .get(`${baseUrl}/api/leads`, { localAddress: client, headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });

/** Every lead the served site's inbox lists, page by page, as the owner's browser would read them. */
async function inboxLeads(baseUrl: string): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseUrl}/api/leads?page=${page}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (!response.ok) throw new Error(`/api/leads?page=${page} answered ${response.status}`);
    const body = (await response.json()) as LeadPage & { store: string };
    leads.push(...body.leads);
    if (body.page >= body.pages) return leads;
  }
}

/** 200 posts at once over the four forms, then every lead read back: each must be there exactly once. */
async function burst(label: 'file' | 'blobs', port: number, env: Record<string, string>, stored: () => Promise<StoredLead[]>) {
  const server = await startServer(port, { ...env, ADMIN_TOKEN: TOKEN, LEADS_RATE_LIMIT: '1000000' });
  try {
    const posts = Array.from({ length: POSTS }, (_, index) => ({
      kind: FORM_KINDS[index % FORM_KINDS.length]!,
      email: `burst-${label}-${index}@example.com`,
    }));
    const started = performance.now();
    const answers = await Promise.all(
      posts.map(async ({ kind, email }) => {
        const sent = performance.now();
        const response = await fetch(`${server.baseUrl}/api/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(GOOD[kind]!(email)),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: string };
        return { email, status: response.status, id: body.id, ms: performance.now() - sent };
      }),
    );
    const wallMs = performance.now() - started;
    const listed = await inboxLeads(server.baseUrl);
    const kept = await stored();
    const wrongTokens = await signInTimings(`served, ${label}`, servedGuess(server.baseUrl));
    const times = new Map<string, number>();
    for (const lead of kept) times.set(String(lead.fields.email), (times.get(String(lead.fields.email)) ?? 0) + 1);
    const idOf = new Map(kept.map((lead) => [String(lead.fields.email), lead.id]));
    return {
      store: label,
      posts: POSTS,
      answered200: answers.filter((answer) => answer.status === 200).length,
      otherStatuses: answers.filter((answer) => answer.status !== 200).map((answer) => answer.status),
      stored: kept.length,
      listedInInbox: listed.length,
      missing: posts.filter(({ email }) => !times.has(email)).length,
      duplicates: [...times.values()].filter((count) => count > 1).length,
      idsAsAnswered: answers.filter((answer) => answer.id && idOf.get(answer.email) === answer.id).length,
      inboxMatchesStore:
        listed
          .map((lead) => lead.id)
          .sort()
          .join() ===
        kept
          .map((lead) => lead.id)
          .sort()
          .join(),
      wallMs: Math.round(wallMs),
      latencyMs: spreadOf(answers.map((answer) => answer.ms)),
      wrongTokens,
    };
  } finally {
    await server.stop();
  }
}

const cell = (value: string | number, width: number) => String(value).padStart(width);
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  defineNodeRequireOutsideWebpack();
  if (!fs.existsSync(path.join('public', 'index.html'))) throw new Error('No production build in public/: run `npm run build` first.');
  const blobs = await startBlobsServer();
  try {
    const inbox = [];
    for (const size of SIZES) inbox.push(await inboxTimings(blobs, size));

    const signIns = [
      await signInTimings('handler, file', handlerGuess({})),
      await signInTimings('handler, blobs', handlerGuess({ NETLIFY: 'true', NETLIFY_BLOBS_CONTEXT: blobsContext(blobs, 'bench-sign-in') })),
    ];

    const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-burst-'));
    const siteID = 'bench-burst';
    const bursts = [
      await burst('file', PORT, { LEADS_DIR: leadsDir }, () => fileLeadStore(leadsDir).list()),
      await burst(
        'blobs',
        PORT + 1,
        {
          NETLIFY: 'true',
          NETLIFY_BLOBS_CONTEXT: blobsContext(blobs, siteID),
          LEADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')),
        },
        () =>
          blobsLeadStore(
            getStore({ name: 'leads', edgeURL: blobs.url, uncachedEdgeURL: blobs.url, siteID, token: blobs.token, consistency: 'strong' }),
          ).list(),
      ),
    ];

    const spread = (value: Spread) => `${cell(value.min, 8)}${cell(value.median, 8)}${cell(value.max, 8)}`;
    print(`\nInbox API on a local Blobs server, ${RUNS} runs each (ms)      min  median     max   target ${TARGET_MS}`);
    for (const row of inbox) {
      const leads = row.leads.toLocaleString('en');
      for (const [what, value] of [
        ['first page', row.firstPageMs],
        ['one lead by id', row.oneLeadMs],
        [`summary, ${row.taps.toLocaleString('en')} taps`, row.summaryMs],
      ] as const)
        print(`  ${`${leads} leads: ${what}`.padEnd(48)}${spread(value)}   ${value.median < TARGET_MS ? 'met' : 'MISSED'}`);
      print(
        `  ${`${leads} leads: summary after a week away, once`.padEnd(48)}${cell(row.afterAWeekMs, 24)}   (folds ${row.recentTaps} taps)`,
      );
    }
    print(`\n${POSTS} posts at once over the four forms    200s  stored  inbox  missing  duplicates   wall ms  latency min/median/max ms`);
    for (const row of bursts)
      print(
        `  ${row.store.padEnd(38)}${cell(row.answered200, 6)}${cell(row.stored, 8)}${cell(row.listedInInbox, 7)}${cell(row.missing, 9)}${cell(row.duplicates, 12)}${cell(row.wallMs, 10)}   ${row.latencyMs.min}/${row.latencyMs.median}/${row.latencyMs.max}`,
      );
    const columns = ['401s', '429s', 'last 429 ms:', 'min', 'median', 'max'].map((title, index) =>
      cell(title, [6, 7, 14, 8, 8, 8][index]!),
    );
    print(`\n${`${GUESSES} wrong tokens at once from one client, ${RUNS} runs`.padEnd(46)}${columns.join('')}`);
    for (const row of [...signIns, ...bursts.map((burst) => burst.wrongTokens)])
      print(`  ${row.where.padEnd(44)}${cell(row.counted, 6)}${cell(row.refused, 7)}${cell('', 14)}${spread(row.lastRefusalMs)}`);
    const report = { date: new Date().toISOString(), cpus: os.cpus().length, runs: RUNS, targetMs: TARGET_MS, inbox, signIns, bursts };
    fs.mkdirSync(path.join('reports', 'bench'), { recursive: true });
    fs.writeFileSync(path.join('reports', 'bench', 'inbox.json'), `${JSON.stringify(report, null, 2)}\n`);
    print('\nWritten: reports/bench/inbox.json');
  } finally {
    await blobs.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
