/**
 * netlify serve, started offline with no account on the production build, with the inbox's token and the slow
 * notification channels in its environment; and stopped with everything it started.
 */
import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { performance } from 'perf_hooks';
import { collectOutput, waitForOutput } from '../../__tests__/support/process-output';
import type { SlowMailServer, SlowWebhook, Timeline } from '../../__tests__/support/slow-channels';

export const CLI = path.join('tools', 'netlify', 'node_modules', 'netlify-cli', 'bin', 'run.js');
export const PORT = Number(process.env.NETLIFY_RUNTIME_PORT ?? 9391);
export const TOKEN = 'netlify-runtime-owner-secret-4f8a2c6e9b1d7035';
/** Where gatsby-adapter-netlify writes the Functions, which netlify serve deletes before its build command. */
export const ADAPTER_FUNCTIONS = path.join('.netlify', 'functions-internal');
/** The copy the `local runtime` context's build command puts back (netlify.toml). */
export const SAVED_FUNCTIONS = path.join('.netlify', 'functions-built');
/** netlify serve's local Netlify Blobs, kept between its runs. */
export const BLOBS_SANDBOX = path.join('.netlify', 'blobs-serve');
/** Where netlify serve unzips the bundled Functions to run them: about 190 MB, made again on every start. */
export const UNZIPPED_FUNCTIONS = path.join('.netlify', 'functions-serve');
// Bundling the Functions takes about two minutes on a loaded 2-core machine, the background delivery ones included.
const START_TIMEOUT_MS = 300_000;

export interface Netlify {
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

/** The notification channels the site is served with: slow on purpose (__tests__/support/slow-channels.ts). */
export interface Channels {
  mail: SlowMailServer;
  webhook: SlowWebhook;
  timeline: Timeline;
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

export async function startNetlify(home: string, channels: Channels): Promise<Netlify> {
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
