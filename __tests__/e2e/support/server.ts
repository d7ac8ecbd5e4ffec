import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import { stopChild, waitForOutput } from '../../support/process-output';
import { splitFunctionEntries } from '../../../src/node/function-entries';

/** The default test server: the production build under `gatsby serve`, started once by global-setup. */
export const DEFAULT_PORT = Number(process.env.E2E_PORT ?? 9321);
export const DEFAULT_BASE_URL = `http://127.0.0.1:${DEFAULT_PORT}`;
export const DEFAULT_LEADS_DIR = path.resolve('.data', 'e2e');
/** The owner's inbox secret on the default test server. */
export const DEFAULT_ADMIN_TOKEN = 'e2e-owner-secret-0f3c9a7d2b5e4c18a6f1';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The one place the served site starts: the production build (public/) under `gatsby serve`, with its
 * Functions, and settings given only to this process (LEADS_DIR, SMTP_URL, …), as an owner would run it.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join('public', 'index.html'))) {
    throw new Error('No production build in public/: run `npm run build` before the browser tests.');
  }
  // As npm start serves it: each Function loads its bundle once (idempotent).
  splitFunctionEntries();
  const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'serve', '--host', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // gatsby serve prints its address once it listens.
  await waitForOutput(child, new RegExp(`127\\.0\\.0\\.1:${port}`), 'gatsby serve', 60_000).catch((error: Error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    baseUrl,
    stop: () => stopChild(child, 5000),
  };
}
