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
import fs from 'fs';
import os from 'os';
import path from 'path';
import { performance } from 'perf_hooks';
import { startSlowMailServer, startSlowWebhook, type Timeline } from '../__tests__/support/slow-channels';
import { checkInbox, checkKeptInBlobs } from './netlify/blobs';
import { checkHeaders, checkRedirects } from './netlify/deploy';
import { checkInboxInBrowser } from './netlify/inbox-browser';
import { checkSummary, postLeads } from './netlify/leads';
import { check, failures, passedCount } from './netlify/report';
import {
  ADAPTER_FUNCTIONS,
  BLOBS_SANDBOX,
  CLI,
  PORT,
  SAVED_FUNCTIONS,
  UNZIPPED_FUNCTIONS,
  startNetlify,
  type Channels,
} from './netlify/server';
import { checkSlowDelivery } from './netlify/slow-delivery';

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
  process.stdout.write(`Netlify: ${passedCount()} passed, ${failures.length} failed\n`);
  if (failures.length) {
    process.stdout.write(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
    process.exit(1);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
