import { spawn } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stopChild, waitForOutput } from './process-output';

export interface RunningBlobsServer {
  /** The server's address, for `edgeURL` (and `uncachedEdgeURL`). */
  url: string;
  token: string;
  stop(): Promise<void>;
}

/**
 * @netlify/blobs' own local server (`BlobsServer`) on loopback, in a child process: its package is an ES module that
 * the test runners' CommonJS cannot load, and Node can. Blobs are kept in a fresh temporary folder.
 */
export async function startBlobsServer(): Promise<RunningBlobsServer> {
  const token = `test-${Math.random().toString(36).slice(2)}`;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
  const script = `
    import { BlobsServer } from '@netlify/blobs/server';
    const server = new BlobsServer({ directory: ${JSON.stringify(directory)}, token: ${JSON.stringify(token)}, port: 0 });
    const { port } = await server.start();
    console.log('port=' + port);
    process.on('SIGTERM', async () => { await server.stop(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  const [, port] = await waitForOutput(child, /port=(\d+)/, 'The Blobs server', 15_000);
  return {
    url: `http://127.0.0.1:${Number(port)}`,
    token,
    stop: () => stopChild(child, 3000),
  };
}

/** NETLIFY_BLOBS_CONTEXT as Netlify sets it, pointing at a local server. */
export function blobsContext(server: RunningBlobsServer, siteID: string): string {
  return Buffer.from(JSON.stringify({ edgeURL: server.url, uncachedEdgeURL: server.url, siteID, token: server.token })).toString('base64');
}
