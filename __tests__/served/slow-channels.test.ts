/**
 * The lead flow as `npm start` serves it (the production build under `gatsby serve`, leads on disk) with a mail server
 * that answers every command after 5 s and a webhook that answers after 9 s: the visitor is answered first, and both
 * still receive the lead (issue 49). Netlify's own runtime is held to the same in scripts/netlify-runtime.ts. No
 * browser takes part, so `npm test` runs it beside that step, which also spends its time waiting on slow channels,
 * instead of keeping a browser test's worker idle for half a minute.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { startServer } from '../e2e/support/server';
import { postForm, readLeads, unique } from '../e2e/support/leads';
import { startSlowMailServer, startSlowWebhook, type Timeline } from '../support/slow-channels';

/** Apart from the browser tests' ports, should both run at once. */
const PORT = 9361;

/** Resolves once `condition` holds, looking again each time the leads folder changes (bounded by the test's time). */
function whenFolderShows(folder: string, condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    // Watching before the first look: a change between the two is not missed.
    const watcher = fs.watch(folder, () => settle());
    const settle = () => {
      if (!condition()) return;
      watcher.close();
      resolve();
    };
    settle();
  });
}

it('with a mail server that answers every command after 5 s and a webhook that answers after 9 s, the visitor is answered first and both still receive the lead', async () => {
  const timeline: Timeline = [];
  const mail = await startSlowMailServer(5_000, timeline);
  const webhook = await startSlowWebhook(9_000, timeline);
  const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-slow-'));
  const server = await startServer(PORT, {
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    BUSINESS_EMAIL: 'owner@example.test',
    LEADS_WEBHOOK_URL: webhook.url,
    LEADS_DIR: leadsDir,
  });
  try {
    const email = unique('slow');
    const response = await postForm(server.baseUrl, 'contact', email);
    timeline.push('visitor answered');
    expect(response.status).toBe(200);
    // Stored before the answer, with its notifications still to come.
    expect(readLeads(leadsDir)).toEqual([expect.objectContaining({ fields: expect.objectContaining({ email }) })]);
    const [hooked] = await webhook.answered(1);
    expect(hooked).toMatchObject({ kind: 'contact', fields: expect.objectContaining({ email }) });
    // Each mail takes six slow replies (greeting, EHLO, MAIL, RCPT, DATA, end of data): half a minute for the owner's.
    const [ownerMail] = await mail.messages(1);
    expect(ownerMail).toContain(email);
    expect(ownerMail).toMatch(/^To: owner@example\.test/im);
    // The order of events: the visitor had their answer before either channel had taken the lead.
    expect(timeline.indexOf('visitor answered')).toBeLessThan(timeline.indexOf('webhook answered'));
    expect(timeline.indexOf('visitor answered')).toBeLessThan(timeline.indexOf('mail accepted'));
    // The lead records that the webhook took it, so a retry never sends it again.
    await whenFolderShows(leadsDir, () => readLeads(leadsDir)[0]?.delivery?.webhook?.state === 'sent');
  } finally {
    await server.stop();
    await Promise.all([mail.close(), webhook.close()]);
  }
}, 120_000);
