/**
 * `npm run bench:functions`: the size of every built Function (the entry gatsby serve reloads per request, and the
 * bundle it loads once) and the throughput of the served site for valid intakes: autocannon, 20 connections, 15 s,
 * against the production build under `gatsby serve` as `npm start` runs it, leads kept in a temporary folder; and the
 * visitor's answer time with slow notification channels (a mail server that answers every command after 5 s, a webhook
 * that answers after 9 s), with both channels still receiving every lead. `-- --slow-channels` runs only that part.
 * Writes reports/bench/functions.json. A benchmark, not a test: timings on a shared machine vary.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import autocannon from 'autocannon';
import { startServer } from '../__tests__/e2e/support/server';
import { startSlowMailServer, startSlowWebhook } from '../__tests__/support/slow-channels';
import { GOOD } from '../__tests__/e2e/support/leads';
import { FUNCTIONS_DIR, bundleFileOf } from '../src/node/function-entries';

const PORT = Number(process.env.BENCH_PORT ?? 9450);
/** Leads posted one after another to the server with slow channels. */
const SLOW_RUNS = 5;
const kB = (bytes: number) => Math.round(bytes / 1000);

function functionSizes() {
  const manifest = JSON.parse(fs.readFileSync(path.join(FUNCTIONS_DIR, 'manifest.json'), 'utf8')) as Array<{
    functionRoute: string;
    relativeCompiledFilePath: string;
  }>;
  return manifest.map(({ functionRoute, relativeCompiledFilePath }) => {
    const entry = path.join(FUNCTIONS_DIR, relativeCompiledFilePath);
    const bundle = bundleFileOf(entry);
    return {
      route: `/api/${functionRoute}`,
      entryBytes: fs.statSync(entry).size,
      bundleBytes: fs.existsSync(bundle) ? fs.statSync(bundle).size : fs.statSync(entry).size,
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The visitor's answer time with a mail server slow on every command and a slow webhook; both must still get every lead. */
async function slowChannels() {
  const mail = await startSlowMailServer(5_000);
  const webhook = await startSlowWebhook(9_000);
  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-slow-'));
  const server = await startServer(PORT + 1, {
    LEADS_DIR: leadsDir,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    BUSINESS_EMAIL: 'owner@example.test',
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_RATE_LIMIT: '1000',
  });
  try {
    const answers: number[] = [];
    for (let run = 0; run < SLOW_RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(GOOD.contact?.(`slow-${run}@example.com`)),
      });
      answers.push(Math.round(performance.now() - started));
      if (response.status !== 200) throw new Error(`A lead was answered ${response.status} with slow channels`);
    }
    // Every lead still reaches both channels: the webhook's answers, and the owner's mail (the confirmations follow).
    await webhook.answered(SLOW_RUNS);
    const mails = await mail.messages(SLOW_RUNS);
    const owners = mails.filter((message) => /^To: owner@example\.test/im.test(message)).length;
    const figures = {
      runs: SLOW_RUNS,
      answerMinMs: Math.min(...answers),
      answerMedianMs: median(answers),
      answerMaxMs: Math.max(...answers),
      webhookReceived: webhook.received.length,
      mailsAccepted: mails.length,
      ownerMailsAccepted: owners,
    };
    console.info(
      `\nSlow channels (mail 5 s a command, webhook 9 s): the visitor's answer in min ${figures.answerMinMs} ms, median ` +
        `${figures.answerMedianMs} ms, max ${figures.answerMaxMs} ms over ${SLOW_RUNS} leads; the webhook got ` +
        `${figures.webhookReceived}, the mail server accepted ${figures.mailsAccepted} (${owners} to the owner) so far`,
    );
    return figures;
  } finally {
    await server.stop();
    await Promise.all([mail.close(), webhook.close()]);
    fs.rmSync(leadsDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--slow-channels')) {
    await slowChannels();
    return;
  }
  if (!fs.existsSync(path.join(FUNCTIONS_DIR, 'manifest.json'))) throw new Error('No built Functions: run `npm run build` first.');
  const sizes = functionSizes();
  for (const size of sizes) console.info(`${size.route.padEnd(16)} entry ${size.entryBytes} B, bundle ${kB(size.bundleBytes)} kB`);

  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  // One client sends everything here: the per-client limit would answer 429 after five.
  const server = await startServer(PORT, { LEADS_DIR: leadsDir, LEADS_RATE_LIMIT: '100000000' });
  try {
    const body = JSON.stringify(GOOD.intake?.('bench@example.com'));
    const request = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body };
    const warm = await fetch(`${server.baseUrl}/api/intake`, request);
    if (warm.status !== 200) throw new Error(`A valid intake was answered ${warm.status}`);
    const result = await autocannon({ url: `${server.baseUrl}/api/intake`, connections: 20, duration: 15, ...request });
    const figures = {
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP97_5Ms: result.latency.p97_5,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    console.info(
      `\nValid intakes, 20 connections, 15 s: ${figures.requestsPerSecond.toFixed(1)} requests/s, ` +
        `latency p50 ${figures.latencyP50Ms} ms, p97.5 ${figures.latencyP97_5Ms} ms, ${figures.total} answered, ` +
        `${figures.non2xx} not 2xx, ${figures.errors} errors`,
    );
    const report = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      sizes,
      throughput: figures,
      slowChannels: await slowChannels(),
    };
    fs.mkdirSync(path.join('reports', 'bench'), { recursive: true });
    fs.writeFileSync(path.join('reports', 'bench', 'functions.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server.stop();
    fs.rmSync(leadsDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
