import fs from 'fs';
import { DEFAULT_ADMIN_TOKEN, DEFAULT_LEADS_DIR, DEFAULT_PORT, startServer } from './server';

/** Starts the default test server once for all workers; leads go to a fresh folder. */
export default async function globalSetup() {
  fs.rmSync(DEFAULT_LEADS_DIR, { recursive: true, force: true });
  // A high limit: the fuzz tests send hundreds of requests from one address. The 429 test runs its own server.
  const server = await startServer(DEFAULT_PORT, {
    LEADS_DIR: DEFAULT_LEADS_DIR,
    LEADS_RATE_LIMIT: '100000',
    ADMIN_TOKEN: DEFAULT_ADMIN_TOKEN,
  });
  return () => server.stop();
}
