import { bodyBytes } from '../../src/server/http';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { getStore, type Store } from '@netlify/blobs';
import { blobsContext, startBlobsServer, type RunningBlobsServer } from '../support/blobs-server';
import { call } from '../support/function-call';
import { createLeadHandler } from '../../src/server/lead-handler';
import { createLeadsApi } from '../../src/server/leads-api';
import { unstoredLeads } from '../../src/server/unstored-leads';
import { notifyLead, smtpSender, type NotifyDependencies } from '../../src/server/notify';
import { confirmationMail, headerSafe, notificationMail } from '../../src/lib/leads/mail';
import { createRateLimiter } from '../../src/lib/leads/rate-limit';
import { readLeadSettings, type LeadSettings } from '../../src/server/settings';
import { fileLeadStore } from '../../src/server/file-lead-store';
import { blobsLeadStore } from '../../src/server/blobs-lead-store';
import {
  foldersBefore,
  indexKeyOf,
  isLeadId,
  isLegacyLeadKey,
  leadKeyOf,
  legacyLeadKey,
  parseIndexKey,
} from '../../src/lib/leads/blob-keys';
import { leadFilterOf, matchesFilter, pageBounds } from '../../src/lib/leads/lead-query';
import type { LeadStore } from '../../src/server/lead-store';
import { openFailureLog, openLeadStore } from '../../src/server/open-lead-store';
import { FAILURES_FILE, fileFailureLog } from '../../src/server/failure-logs';
import { serverTranslator } from '../../src/server/translations';
import { bearerToken, lockoutOver, sharedLockout, tokensMatch, MAX_FAILURES } from '../../src/server/admin-auth';
import { csvCell, leadsToCsv } from '../../src/lib/leads/csv';
import { isExpired, retentionCutoff } from '../../src/lib/leads/retention';
import { postJson, HttpError } from '../../src/browser/post-json';
import type { StoredLead } from '../../src/lib/leads/lead';
import businessConfig from '../../content/site/business.json';

const business = {
  name: 'Tradecraft Web',
  email: 'hello@tradecraftweb.com',
  phone: '+31 6 4172 8390',
  ownerName: 'Sanne de Vries',
  replyHours: 24,
};

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
}

function settings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  return { ...readLeadSettings({}), leadsDir: tempDir(), ...overrides };
}

const lead: StoredLead = {
  id: 'lead-1',
  kind: 'intake',
  receivedAt: '2026-11-21T10:00:00.000Z',
  language: 'nl',
  fields: {
    name: 'Anna\r\nBcc: evil@example.com',
    email: 'anna@example.nl',
    phone: '06 1234 5678',
    industry: 'loodgieter',
    goals: '<b>Meer</b> klussen',
    privacyAgreed: true,
  },
  status: 'new',
  notify: 'none',
};

function fakeNotify(overrides: Partial<NotifyDependencies> = {}) {
  const sent: Array<{ to: string; replyTo?: string; subject: string; text: string }> = [];
  const warnings: string[] = [];
  const dependencies: NotifyDependencies = {
    sendMail: async (_url, message) => void sent.push(message),
    postWebhook: async () => undefined,
    warn: (message) => void warnings.push(message),
    ...overrides,
  };
  return { dependencies, sent, warnings };
}

describe('settings', () => {
  it('are read from the environment given, with defaults', () => {
    const read = readLeadSettings({
      LEADS_DIR: '/tmp/x',
      SMTP_URL: 'smtp://localhost:2525',
      BUSINESS_EMAIL: 'owner@example.com',
      LEADS_RATE_LIMIT: '7',
      ADMIN_TOKEN: '  s3cret  ',
    });
    expect(read).toMatchObject({
      leadsDir: '/tmp/x',
      smtpUrl: 'smtp://localhost:2525',
      businessEmail: 'owner@example.com',
      rateLimit: { max: 7, windowMs: 600_000 },
      serverless: false,
      adminToken: 's3cret',
      retentionMonths: businessConfig.retention.contactFormMonths,
    });
    expect(readLeadSettings({}).leadsDir).toBe(path.resolve('.data'));
    expect(readLeadSettings({}).adminToken).toBeUndefined();
    expect(readLeadSettings({ AWS_LAMBDA_FUNCTION_NAME: 'intake', LEADS_RATE_LIMIT: 'lots' })).toMatchObject({
      serverless: true,
      rateLimit: { max: 5 },
    });
  });

  it('never throw on an unreadable value: it is logged once, by name, and treated as absent', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // netlify-cli hands its Functions the text "undefined".
      for (const value of ['undefined', 'dW5kZWZpbmVk', Buffer.from('{"siteID":"s"}').toString('base64'), '%%%'])
        expect(readLeadSettings({ NETLIFY_BLOBS_CONTEXT: value, LEADS_DIR: '/tmp/x' })).toMatchObject({
          blobs: undefined,
          leadsDir: '/tmp/x',
        });
      const reports = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('NETLIFY_BLOBS_CONTEXT'));
      expect(reports).toHaveLength(1);
      expect(reports[0]).not.toContain('dW5kZWZpbmVk');
      // An API token still works beside an unreadable context.
      expect(
        readLeadSettings({ NETLIFY_BLOBS_CONTEXT: 'undefined', NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'tok' }).blobs,
      ).toMatchObject({ kind: 'api' });
    } finally {
      warn.mockRestore();
    }
  });

  it('find Netlify Blobs through NETLIFY_BLOBS_CONTEXT or an API token', () => {
    const context = Buffer.from(JSON.stringify({ edgeURL: 'http://127.0.0.1:1', siteID: 'site', token: 't' })).toString('base64');
    expect(readLeadSettings({ NETLIFY_BLOBS_CONTEXT: context }).blobs).toEqual({
      kind: 'context',
      edgeURL: 'http://127.0.0.1:1',
      uncachedEdgeURL: undefined,
      siteID: 'site',
      token: 't',
    });
    expect(readLeadSettings({ NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'pat' }).blobs).toEqual({
      kind: 'api',
      siteID: 'site',
      token: 'pat',
      apiURL: undefined,
    });
    expect(readLeadSettings({}).blobs).toBeUndefined();
  });

  it('refuse a serverless disk as a store, and choose the file where the site has its own', () => {
    expect(() => openLeadStore(settings({ serverless: true }))).toThrow(/no durable lead store/);
    expect(openLeadStore(settings()).name).toBe('file');
  });
});

describe('the Blobs key layout and paging', () => {
  it('names index entries so that they sort newest first and say what the filters need', () => {
    const older = { ...lead, id: 'b-1', receivedAt: '2024-01-01T00:00:00.000Z' };
    const newer = { ...lead, id: 'a-2', kind: 'quote' as const, status: 'handled' as const, receivedAt: '2026-11-21T10:00:00.123Z' };
    const keys = [indexKeyOf(older), indexKeyOf(newer)];
    expect([...keys].sort()).toEqual([indexKeyOf(newer), indexKeyOf(older)]);
    expect(parseIndexKey(indexKeyOf(newer))).toEqual({
      key: indexKeyOf(newer),
      id: 'a-2',
      kind: 'quote',
      status: 'handled',
      receivedAt: newer.receivedAt,
    });
    expect(indexKeyOf(newer)).toMatch(/^index\/\d{4}\/\d{13}_quote_handled_a-2$/);
    for (const key of [
      'index/0000/123_intake_new_x',
      'index/0000/0000000000001_form_new_x',
      'index/0000/0000000000001_intake_old_x',
      'index/0001/0000000000001_intake_new_x',
      'lead/x',
    ])
      expect(parseIndexKey(key)).toBeNull();
    // The folder of a lead received before the cutoff is listed; a folder of newer leads is not.
    const cutoff = new Date('2025-01-01T00:00:00.000Z');
    const folderOf = (receivedAt: string) =>
      indexKeyOf({ ...lead, receivedAt })
        .split('/')
        .slice(0, 2)
        .join('/');
    expect(foldersBefore([folderOf('2024-12-31T23:59:59.999Z'), folderOf('2025-02-01T00:00:00.000Z'), 'index/x'], cutoff)).toEqual([
      `${folderOf('2024-12-31T23:59:59.999Z')}/`,
    ]);
    expect(['9e1c2b84-5d7f-4c1e-9a0b-3f6d8e2a1c55', 'lead-1'].every(isLeadId)).toBe(true);
    expect(['', '../x', 'a/b', '.', 'x'.repeat(200)].some(isLeadId)).toBe(false);
    expect(isLegacyLeadKey(legacyLeadKey(lead))).toBe(true);
    expect(isLegacyLeadKey(indexKeyOf(lead))).toBe(false);
  });

  it('reads the page and filter a query asks for, and keeps a page within the pages there are', () => {
    expect(leadFilterOf({ kind: 'requests', status: 'handled' })).toEqual({ kind: 'requests', status: 'handled' });
    expect(leadFilterOf({ kind: 'everything', status: 'archived' })).toEqual({});
    expect(pageBounds(0, 1, 25)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
    expect(pageBounds(51, 3, 25)).toEqual({ page: 3, pages: 3, start: 50, end: 51 });
    expect(pageBounds(50, 3, 25)).toEqual({ page: 2, pages: 2, start: 25, end: 50 });
    expect(matchesFilter({ kind: 'newsletter', status: 'new' }, { kind: 'requests' })).toBe(false);
    expect(matchesFilter({ kind: 'contact', status: 'new' }, { kind: 'requests', status: 'new' })).toBe(true);
  });
});

/** The same contract for every store: what the handler, the inbox and `npm run leads` rely on. */
function storeContract(name: string, open: () => Promise<LeadStore>) {
  describe(`${name} store`, () => {
    const at = (day: number, id: string): StoredLead => ({
      ...lead,
      id,
      receivedAt: `2024-01-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    });

    it('keeps leads and lists them newest first', async () => {
      const store = await open();
      await store.append(at(2, 'b'));
      await store.append(at(9, 'c'));
      await store.append(at(1, 'a'));
      expect((await store.list()).map((entry) => entry.id)).toEqual(['c', 'b', 'a']);
      expect((await store.get('b'))?.fields).toEqual(lead.fields);
      expect(await store.get('missing')).toBeNull();
    });

    it('marks a lead and erases one on request', async () => {
      const store = await open();
      await store.append(at(2, 'x'));
      await store.append(at(3, 'y'));
      expect(await store.update('x', { status: 'handled', updatedAt: '2024-02-01T00:00:00.000Z' })).toMatchObject({
        id: 'x',
        status: 'handled',
      });
      expect((await store.get('x'))?.status).toBe('handled');
      expect(await store.update('nobody', { status: 'handled' })).toBeNull();
      expect(await store.delete('y')).toBe(true);
      expect(await store.delete('y')).toBe(false);
      expect((await store.list()).map((entry) => entry.id)).toEqual(['x']);
    });

    it('purges the leads whose last contact is before the cutoff, a lead handled since kept', async () => {
      const store = await open();
      for (const day of [1, 2, 3, 4]) await store.append(at(day, `d${day}`));
      await store.update('d1', { status: 'handled', updatedAt: '2024-01-05T00:00:00.000Z' });
      expect(await store.purge(new Date('2024-01-03T00:00:00.000Z'))).toBe(1);
      expect((await store.list()).map((entry) => entry.id)).toEqual(['d4', 'd3', 'd1']);
      expect(await store.purge(new Date('2024-01-03T00:00:00.000Z'))).toBe(0);
    });

    it('reads a page at a time, newest first, with the filter applied and counted', async () => {
      const store = await open();
      // 60 leads a minute apart: every fifth a newsletter sign-up, every third handled.
      const kinds = ['intake', 'contact', 'quote', 'intake', 'newsletter'] as const;
      const all = Array.from({ length: 60 }, (_, index): StoredLead => ({
        ...lead,
        id: `p${String(index).padStart(2, '0')}`,
        kind: kinds[index % kinds.length]!,
        status: index % 3 === 0 ? 'handled' : 'new',
        receivedAt: new Date(Date.UTC(2024, 0, 1, 8, index)).toISOString(),
      }));
      for (const entry of [...all].reverse()) await store.append(entry);
      const newestIds = (filter: (entry: StoredLead) => boolean) =>
        all
          .filter(filter)
          .reverse()
          .map((entry) => entry.id);

      const first = await store.page({ filter: {}, page: 1, pageSize: 25 });
      expect(first).toMatchObject({ page: 1, pageSize: 25, pages: 3, total: 60 });
      expect(first.leads.map((entry) => entry.id)).toEqual(newestIds(() => true).slice(0, 25));
      const pages = await Promise.all([1, 2, 3].map((page) => store.page({ filter: {}, page, pageSize: 25 })));
      expect(pages.flatMap((page) => page.leads.map((entry) => entry.id))).toEqual(newestIds(() => true));
      // A page past the last is the last (a lead deleted from the last page leaves the owner on the one before).
      expect(await store.page({ filter: {}, page: 9, pageSize: 25 })).toMatchObject({ page: 3, pages: 3, total: 60 });

      const requests = await store.page({ filter: { kind: 'requests', status: 'new' }, page: 2, pageSize: 10 });
      const wanted = newestIds((entry) => entry.kind !== 'newsletter' && entry.status === 'new');
      expect(requests).toMatchObject({ page: 2, total: wanted.length, pages: Math.ceil(wanted.length / 10) });
      expect(requests.leads.map((entry) => entry.id)).toEqual(wanted.slice(10, 20));
      const quotes = await store.page({ filter: { kind: 'quote', status: 'handled' }, page: 1, pageSize: 25 });
      expect(quotes.leads.map((entry) => entry.id)).toEqual(newestIds((entry) => entry.kind === 'quote' && entry.status === 'handled'));
      expect((await store.list({ kind: 'newsletter' })).map((entry) => entry.id)).toEqual(
        newestIds((entry) => entry.kind === 'newsletter'),
      );
      expect(await store.page({ filter: { kind: 'contact' }, page: 1, pageSize: 25 })).toMatchObject({ total: 12, pages: 1 });

      // A status change moves the lead between the filters at once.
      await store.update('p59', { status: 'handled' });
      expect((await store.page({ filter: { status: 'handled' }, page: 1, pageSize: 5 })).leads[0]?.id).toBe('p59');
      expect((await store.page({ filter: { status: 'new' }, page: 1, pageSize: 5 })).leads[0]?.id).toBe('p58');
      expect(await store.page({ filter: {}, page: 1, pageSize: 25 })).toMatchObject({ total: 60 });
    });

    it('finds the leads whose notification failed, and forgets them once sent', async () => {
      const store = await open();
      await store.append(at(1, 'quiet'));
      await store.append({ ...at(2, 'failed-at-once'), notify: 'notify_failed' });
      await store.append({ ...at(3, 'later'), notify: 'pending' });
      await store.update('later', { notify: 'notify_failed' });
      expect((await store.failedNotifications()).map((entry) => entry.id).sort()).toEqual(['failed-at-once', 'later']);
      await store.update('later', { notify: 'sent' });
      await store.delete('failed-at-once');
      expect(await store.failedNotifications()).toEqual([]);
    });

    it('starts empty: one empty page', async () => {
      const store = await open();
      expect(await store.page({ filter: {}, page: 1, pageSize: 25 })).toEqual({ leads: [], page: 1, pageSize: 25, pages: 1, total: 0 });
      expect(await store.failedNotifications()).toEqual([]);
      expect(await store.purge(new Date())).toBe(0);
    });
  });
}

storeContract('file', async () => fileLeadStore(tempDir()));

describe('Netlify Blobs on a local Blobs server', () => {
  let server: RunningBlobsServer;
  let count = 0;
  beforeAll(async () => {
    server = await startBlobsServer();
  }, 20_000);
  afterAll(async () => server.stop());

  /** The leads store of a site of its own, so each test starts empty. */
  const freshStore = () => {
    count += 1;
    return getStore({
      name: 'leads',
      edgeURL: server.url,
      uncachedEdgeURL: server.url,
      siteID: `site-${count}`,
      token: server.token,
      consistency: 'strong',
    });
  };
  /** A Blobs store that counts the reads and listings made through it. */
  const counting = (store: Store) => {
    const calls = { get: 0, list: 0 };
    const proxy = new Proxy(store, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (property === 'get' || property === 'list') calls[property] += 1;
          return (value as (...inner: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { store: proxy, calls };
  };
  const keysOf = async (store: Store) => (await store.list()).blobs.map((blob) => blob.key).sort();
  const minute = (index: number): StoredLead => ({
    ...lead,
    id: `m${String(index).padStart(3, '0')}`,
    receivedAt: new Date(Date.UTC(2025, 5, 1, 8, index)).toISOString(),
  });

  storeContract('blobs', async () => blobsLeadStore(freshStore()));

  it('reads only the page it shows, finds one lead without listing, and purges by reading only older leads', async () => {
    const { store: raw, calls } = counting(freshStore());
    const store = blobsLeadStore(raw);
    for (let index = 0; index < 80; index += 1) await store.append(minute(index));
    calls.get = 0;
    calls.list = 0;
    const page = await store.page({ filter: {}, page: 2, pageSize: 25 });
    expect(page.leads.map((entry) => entry.id)).toEqual(Array.from({ length: 25 }, (_, index) => minute(54 - index).id));
    expect(calls).toEqual({ get: 25, list: 1 });

    calls.get = 0;
    calls.list = 0;
    expect((await store.get('m007'))?.receivedAt).toBe(minute(7).receivedAt);
    expect(await store.get('../../m007')).toBeNull();
    expect(calls).toEqual({ get: 1, list: 0 });

    // Ten leads came in before the cutoff: only they are read, and those handled since are kept.
    await store.update('m003', { status: 'handled', updatedAt: '2025-07-01T00:00:00.000Z' });
    calls.get = 0;
    calls.list = 0;
    expect(await store.purge(new Date(minute(10).receivedAt))).toBe(9);
    // One listing of the index's folder names, one of the folder that holds those ten.
    expect(calls).toEqual({ get: 10, list: 2 });
    expect(await store.get('m003')).not.toBeNull();
    expect(await store.get('m004')).toBeNull();

    // Nothing to retry: one listing of the markers, no lead read.
    calls.get = 0;
    calls.list = 0;
    expect(await store.failedNotifications()).toEqual([]);
    expect(calls).toEqual({ get: 0, list: 1 });
    // Every key belongs to the layout: the lead, its index entry, nothing else.
    expect((await keysOf(raw)).filter((key) => !/^(lead|index)\//.test(key))).toEqual([]);
    expect(await keysOf(raw)).toHaveLength(2 * 71);
  });

  it('purges two years of leads by listing only the index folders old enough to hold a lead past the cutoff', async () => {
    const { store: raw, calls } = counting(freshStore());
    const store = blobsLeadStore(raw);
    const day = 24 * 60 * 60 * 1000;
    const start = Date.parse('2024-01-01T00:00:00.000Z');
    // One lead a week for two years: about 63 index folders.
    for (let week = 0; week < 104; week += 1)
      await store.append({ ...lead, id: `w${String(week).padStart(3, '0')}`, receivedAt: new Date(start + week * 7 * day).toISOString() });
    const folders = (await raw.list({ prefix: 'index/', directories: true })).directories;
    expect(folders.length).toBeGreaterThan(50);
    calls.get = 0;
    calls.list = 0;
    // Received before the cutoff: the first three weeks.
    expect(await store.purge(new Date(start + 15 * day))).toBe(3);
    expect(calls.get).toBe(3);
    expect(calls.list).toBeLessThanOrEqual(3);
    expect((await store.page({ filter: {}, page: 5, pageSize: 25 })).leads.map((entry) => entry.id)).toEqual(['w003']);
  });

  it('moves leads stored under the old key layout into the new one, once, keeping what changed since', async () => {
    const raw = freshStore();
    const store = blobsLeadStore(raw);
    const handledSince = minute(1);
    const legacy: Array<Partial<StoredLead> & Pick<StoredLead, 'id' | 'receivedAt'>> = [
      minute(0),
      handledSince,
      { ...minute(2), notify: 'notify_failed' },
      // Stored before leads had a status.
      { id: 'm003', kind: 'contact', receivedAt: minute(3).receivedAt, language: 'en', fields: { email: 'old@example.com' } },
    ];
    for (const entry of legacy) await raw.setJSON(legacyLeadKey(entry), entry);
    // A migration that stopped before erasing an old key, and the owner marked that lead handled meanwhile.
    await store.append({ ...handledSince, status: 'handled' });
    await raw.setJSON('unrelated-note', { keep: true });

    expect(await store.migrate!()).toBe(3);
    const page = await store.page({ filter: {}, page: 1, pageSize: 25 });
    expect(page.leads.map((entry) => [entry.id, entry.status])).toEqual([
      ['m003', 'new'],
      ['m002', 'new'],
      ['m001', 'handled'],
      ['m000', 'new'],
    ]);
    expect((await store.failedNotifications()).map((entry) => entry.id)).toEqual(['m002']);
    expect((await keysOf(raw)).filter((key) => !key.includes('/'))).toEqual(['unrelated-note']);
    expect(await store.migrate!()).toBe(0);
  });

  it('shows leads stored under the old key layout on the first inbox visit, and retries their notifications', async () => {
    const raw = freshStore();
    const config = settings({ adminToken: 'a-long-random-secret-for-the-inbox-tests', smtpUrl: 'smtp://mail' });
    const old = { ...lead, receivedAt: new Date().toISOString(), notify: 'notify_failed' as const };
    await raw.setJSON(legacyLeadKey(old), old);
    const notify = fakeNotify();
    const api = createLeadsApi({ settings: () => config, store: () => blobsLeadStore(raw), notifyDependencies: notify.dependencies });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const response = await call(api, { method: 'GET', headers: { authorization: `Bearer ${config.adminToken}` } });
    info.mockRestore();
    expect(response.body).toMatchObject({ store: 'blobs', total: 1, leads: [{ id: lead.id, notify: 'sent' }] });
    expect(notify.sent).toHaveLength(2);
    expect(await keysOf(raw)).toEqual([indexKeyOf(old), leadKeyOf(old.id)]);
  });

  it('puts left-over index entries right when a page meets them', async () => {
    const raw = freshStore();
    const now = Date.parse('2025-06-02T00:00:00.000Z');
    const store = blobsLeadStore(raw, () => now);
    for (let index = 0; index < 3; index += 1) await store.append(minute(index));
    // An erasure that stopped after the lead; a status change that stopped after the lead; an append still under way.
    await raw.delete(leadKeyOf('m000'));
    await raw.setJSON(leadKeyOf('m001'), { ...minute(1), status: 'handled' });
    const arriving = { ...minute(0), id: 'arriving', receivedAt: new Date(now - 1000).toISOString() };
    await raw.set(indexKeyOf(arriving), '');

    const first = await store.page({ filter: {}, page: 1, pageSize: 25 });
    expect(first.leads.map((entry) => entry.id)).toEqual(['m002']);
    const second = await store.page({ filter: {}, page: 1, pageSize: 25 });
    expect(second.leads.map((entry) => [entry.id, entry.status])).toEqual([
      ['m002', 'new'],
      ['m001', 'handled'],
    ]);
    // The lead still arriving keeps its entry (counted, not shown); the erased lead's entry is gone.
    expect(second.total).toBe(3);
    expect((await keysOf(raw)).filter((key) => key.startsWith('index/')).map((key) => key.split('_').slice(1).join('_'))).toEqual([
      'intake_new_arriving',
      'intake_new_m002',
      'intake_handled_m001',
    ]);
  });

  it('counts failed sign-ins in a store of their own, so a new Function instance grants no fresh guesses', async () => {
    const settingsOnNetlify = readLeadSettings({ NETLIFY_BLOBS_CONTEXT: blobsContext(server, 'signins'), NETLIFY: 'true' });
    const [first, second] = [lockoutOver(openFailureLog(settingsOnNetlify)), lockoutOver(openFailureLog(settingsOnNetlify))];
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) await first.fail('198.51.100.4', 5000);
    expect(await second.retryAfterSeconds('198.51.100.4', 5000)).toBe(900);
    // The leads store never sees them.
    expect(await openLeadStore(settingsOnNetlify).list()).toEqual([]);
  });

  it('is chosen from NETLIFY_BLOBS_CONTEXT, as on Netlify', async () => {
    const store = openLeadStore(readLeadSettings({ NETLIFY_BLOBS_CONTEXT: blobsContext(server, 'ctx'), NETLIFY: 'true' }));
    expect(store.name).toBe('blobs');
    await store.append(lead);
    expect((await store.list()).map((entry) => entry.id)).toEqual([lead.id]);
  });
});

describe('mails', () => {
  it('notify the business with the visitor as reply-to, in plain text with safe headers', async () => {
    const mail = notificationMail(lead, business, 'Tradecraft Web <hello@tradecraftweb.com>', await serverTranslator('nl'));
    expect(mail.to).toBe('hello@tradecraftweb.com');
    expect(mail.replyTo).toBe('anna@example.nl');
    expect(mail.subject).toBe('Nieuwe intake-aanvraag van Anna Bcc: evil@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // Labels and option values in the lead's language; visitor text as typed, never as HTML.
    expect(mail.text).toContain('Doelen: <b>Meer</b> klussen');
    expect(mail.text).toContain('Branche: Loodgieter');
    // The intake's optional phone number, so the owner can call back as the confirmation promises.
    expect(mail.text).toContain('Telefoon: 06 1234 5678');
    expect(mail.text).toContain('Akkoord met de privacyverklaring: ja');
    expect(mail.text).not.toMatch(/Goals|Industry|Privacy agreed/);
    expect(mail).not.toHaveProperty('html');
  });

  it('confirm to the visitor in their language', async () => {
    const mail = confirmationMail(lead, business, 'x@y.z', await serverTranslator('nl'));
    expect(mail?.to).toBe('anna@example.nl');
    expect(mail?.subject).toBe('We hebben je intake-aanvraag ontvangen');
    expect(mail?.text).toContain('reageren binnen 24 uur');
    const english = confirmationMail(
      { ...lead, language: 'en', kind: 'newsletter', fields: { email: 'a@b.co' } },
      business,
      'x@y.z',
      await serverTranslator('en'),
    );
    expect(english?.text).toContain('one email a month');
  });

  it('show a kept option value that is no longer an option as it was sent, rather than fail on its missing label', async () => {
    const kept = { ...lead, fields: { ...lead.fields, industry: 'smid', style: 'modern' } };
    const mail = notificationMail(kept, business, 'x@y.z', await serverTranslator('nl'));
    expect(mail.text).toContain('Branche: smid');
    expect(mail.text).toContain('Gewenste stijl: Modern');
  });

  it('strip control characters from header values', () => {
    expect(headerSafe('a\r\nb\tc\u0000')).toBe('a b c');
  });
});

describe('notifications', () => {
  it('are none when nothing is configured, and mail the business and the visitor when SMTP is', async () => {
    const { dependencies, sent } = fakeNotify();
    expect(await notifyLead(lead, settings(), business, dependencies)).toBe('none');
    expect(await notifyLead(lead, settings({ smtpUrl: 'smtp://mail', businessEmail: 'owner@example.com' }), business, dependencies)).toBe(
      'sent',
    );
    expect(sent.map((mail) => [mail.to, mail.replyTo])).toEqual([
      ['owner@example.com', 'anna@example.nl'],
      ['anna@example.nl', 'hello@tradecraftweb.com'],
    ]);
  });

  it('fail when a channel fails, and never throw', async () => {
    const failing = fakeNotify({ postWebhook: async () => Promise.reject(new Error('hook down')) });
    expect(
      await notifyLead(lead, settings({ smtpUrl: 'smtp://mail', webhookUrl: 'https://hooks.example/x' }), business, failing.dependencies),
    ).toBe('notify_failed');
    expect(failing.warnings.join()).toContain('hook down');
  });

  it('count a lead as notified when only the visitor confirmation fails', async () => {
    let calls = 0;
    const { dependencies, warnings } = fakeNotify({
      sendMail: async () => {
        calls += 1;
        if (calls === 2) throw new Error('mailbox full');
      },
    });
    expect(await notifyLead(lead, settings({ smtpUrl: 'smtp://mail' }), business, dependencies)).toBe('sent');
    expect(warnings.join()).toContain('mailbox full');
  });
});

describe('SMTP sender', () => {
  it('gives up on a server that accepts the connection but never greets, within its timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      await expect(
        smtpSender(400)(`smtp://127.0.0.1:${port}`, { from: 'a@example.test', to: 'b@example.test', subject: 'x', text: 'y' }),
      ).rejects.toThrow(/greeting never received/i);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    // Without the 400 ms timeout, nodemailer would wait its default 30 s for the greeting and this test would time out.
  }, 20_000);
});

describe('rate limit', () => {
  it('allows max requests per window per key, then answers with the seconds to wait', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.check('a', 0).allowed).toBe(true);
    expect(limiter.check('a', 1000).allowed).toBe(true);
    expect(limiter.check('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.check('b', 2000).allowed).toBe(true);
    expect(limiter.check('a', 60_000).allowed).toBe(true);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas, and quotes the rest', () => {
    for (const hostile of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(hostile).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Jan "de" Boer, Utrecht')).toBe('"Jan ""de"" Boer, Utrecht"');
    expect(csvCell('+31 6 1234 5678')).toBe(`"'+31 6 1234 5678"`);
    expect(csvCell(true)).toBe('"yes"');
    expect(csvCell(undefined)).toBe('""');
  });

  it('starts with a byte-order mark and a header row, one line per lead', () => {
    const csv = leadsToCsv([
      { ...lead, fields: { name: 'Anna', email: 'anna@example.nl', phone: '06 1234 5678' } },
      { ...lead, id: 'lead-2', fields: { name: 'Zoë Müller', email: 'z@example.de' } },
    ]);
    expect(csv.startsWith('\uFEFF"receivedAt","kind","status","language","name","email"')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(3);
    expect(csv).toContain('"Zoë Müller"');
    expect(csv).toContain('"anna@example.nl","06 1234 5678"');
  });
});

describe('retention', () => {
  const cutoff = retentionCutoff(new Date('2026-11-23T12:00:00.000Z'), 24);

  it('keeps a lead for exactly the promised months after the last contact', () => {
    expect(cutoff.toISOString()).toBe('2024-11-23T12:00:00.000Z');
    expect(isExpired({ receivedAt: '2024-11-23T12:00:00.000Z' }, cutoff)).toBe(false);
    expect(isExpired({ receivedAt: '2024-11-23T11:59:59.999Z' }, cutoff)).toBe(true);
    // Handling it later counts as contact.
    expect(isExpired({ receivedAt: '2023-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' }, cutoff)).toBe(false);
  });
});

describe('admin sign-in', () => {
  it('compares tokens in constant time and reads only Bearer headers', () => {
    expect(tokensMatch('correct horse', 'correct horse')).toBe(true);
    expect(tokensMatch('correct hors', 'correct horse')).toBe(false);
    expect(tokensMatch('', 'correct horse')).toBe(false);
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('locks a client out after ten failures for the rest of fifteen minutes', async () => {
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const lockout = sharedLockout();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) await lockout.fail('1.2.3.4', 1000);
    expect(await lockout.retryAfterSeconds('1.2.3.4', 1000)).toBe(900);
    expect(await lockout.retryAfterSeconds('5.6.7.8', 1000)).toBe(0);
    expect(await lockout.retryAfterSeconds('1.2.3.4', 1000 + 15 * 60 * 1000)).toBe(0);
  });

  it('counts failures in the leads folder, shared by every instance, without storing the address', async () => {
    const dir = tempDir();
    const [first, second] = [lockoutOver(fileFailureLog(dir)), lockoutOver(fileFailureLog(dir))];
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) await first.fail('203.0.113.7', 1000);
    expect(await second.retryAfterSeconds('203.0.113.7', 2000)).toBe(899);
    expect(fs.readFileSync(path.join(dir, FAILURES_FILE), 'utf8')).not.toContain('203.0.113.7');
    await second.succeed('203.0.113.7');
    expect(await first.retryAfterSeconds('203.0.113.7', 2000)).toBe(0);
  });
});

describe('lead handler', () => {
  const good = { name: 'Ben Smith', email: 'ben@example.com', message: 'Please call me about a new site.', honeypot: '', locale: 'en' };
  const make = (overrides: Partial<LeadSettings> = {}, notifyOverrides: Partial<NotifyDependencies> = {}) => {
    const config = settings({ rateLimit: { max: 3, windowMs: 60_000 }, ...overrides });
    const limiter = createRateLimiter(config.rateLimit);
    const store = fileLeadStore(config.leadsDir);
    const handler = createLeadHandler('contact', {
      settings: () => config,
      limiter: () => limiter,
      store: () => store,
      notifyDependencies: fakeNotify(notifyOverrides).dependencies,
      log: () => undefined,
    });
    return { handler, store };
  };

  it('stores a valid lead without the honeypot or locale fields and answers 200', async () => {
    const { handler, store } = make();
    const response = await call(handler, { body: { ...good, extra: 'dropped' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      kind: 'contact',
      language: 'en',
      status: 'new',
      notify: 'none',
      fields: { name: 'Ben Smith', email: 'ben@example.com', message: 'Please call me about a new site.' },
    });
    expect(stored?.fields).not.toHaveProperty('extra');
    expect(stored?.fields).not.toHaveProperty('honeypot');
  });

  it('answers 405, 415, 413 and 400 before storing anything', async () => {
    const { handler, store } = make();
    expect((await call(handler, { method: 'GET' })).statusCode).toBe(405);
    expect((await call(handler, { method: 'GET' })).headers.allow).toBe('POST');
    expect((await call(handler, { headers: { 'content-type': 'text/plain' }, body: 'hi' })).statusCode).toBe(415);
    expect((await call(handler, { headers: { 'content-length': '999999' }, body: good })).statusCode).toBe(413);
    // Sent chunked, a body declares no length: it is bounded by what was read, whatever the headers say.
    const padded = { ...good, message: `${good.message} ${'x'.repeat(50_000)}` };
    expect((await call(handler, { headers: { 'content-type': 'application/json' }, body: padded })).statusCode).toBe(413);
    expect(
      (await call(handler, { headers: { 'content-type': 'application/json', 'content-length': '200' }, body: padded })).statusCode,
    ).toBe(413);
    expect(await store.list()).toEqual([]);
  });

  it('measures a body as it was read: JSON, a form post, text', () => {
    expect(bodyBytes({ a: 'é' }, 'application/json')).toBe(Buffer.byteLength('{"a":"é"}'));
    expect(bodyBytes({ name: 'a b' }, 'application/x-www-form-urlencoded')).toBe('name=a+b'.length);
    expect(bodyBytes('x'.repeat(20), 'text/plain')).toBe(20);
    expect(bodyBytes(undefined, 'application/json')).toBe(0);
  });

  it("answers 400 with field errors in the visitor's language, and for bodies that are not objects", async () => {
    const { handler, store } = make({ rateLimit: { max: 100, windowMs: 60_000 } });
    const response = await call(handler, { body: { ...good, locale: 'nl', message: 'kort' } });
    expect(response).toMatchObject({ statusCode: 400, body: { errors: { message: 'Bericht moet minimaal 10 karakters bevatten' } } });
    for (const body of [undefined, null, [], 'text', 42, { name: { $gt: '' } }]) {
      expect((await call(handler, { body })).statusCode).toBe(400);
    }
    expect(await store.list()).toEqual([]);
  });

  it('answers success to a filled honeypot and keeps nothing', async () => {
    const { handler, store } = make();
    expect((await call(handler, { body: { ...good, honeypot: 'https://spam.example' } })).statusCode).toBe(200);
    expect(await store.list()).toEqual([]);
  });

  it('limits each client and says when to retry', async () => {
    const { handler } = make();
    for (let i = 0; i < 3; i += 1) expect((await call(handler, { body: good })).statusCode).toBe(200);
    const limited = await call(handler, { body: good });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(handler, { body: good, ip: '10.0.0.2' })).statusCode).toBe(200);
    // Without JavaScript, the refused post comes back as a page with what was typed, not as an empty form.
    const page = await call(handler, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' },
      body: good,
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBeDefined();
    expect(String(page.body)).toContain(good.message);
  });

  it('keeps a lead whose notification fails, marked for the inbox to retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler, store } = make({ smtpUrl: 'smtp://down' }, { sendMail: async () => Promise.reject(new Error('refused')) });
    expect((await call(handler, { body: good })).statusCode).toBe(200);
    expect((await store.list()).map((entry) => entry.notify)).toEqual(['notify_failed']);
    warn.mockRestore();
  });

  it('answers 503 and keeps nothing when the store fails, so the visitor is told', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: LeadStore = { ...fileLeadStore(tempDir()), append: async () => Promise.reject(new Error('disk full')) };
    const handler = createLeadHandler('contact', { settings: () => settings(), store: () => broken, log: () => undefined });
    const response = await call(handler, { body: good });
    expect(response.statusCode).toBe(503);
    expect(await broken.list()).toEqual([]);
    error.mockRestore();
  });

  describe('with faults injected, nothing a visitor sends is lost', () => {
    const visitor = { ...good, name: 'Fenna Visser', message: 'Onze cv-ketel lekt, kunnen jullie een site voor ons maken?', locale: 'nl' };
    const formPost = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost' };
    const quiet = () => {
      const spies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')].map((spy) => spy.mockImplementation(() => undefined));
      return () => spies.forEach((spy) => spy.mockRestore());
    };
    /** A store whose appends fail (or hang) while `down` is true, and otherwise are the file store's. */
    function faultyStore(mode: 'fails' | 'hangs') {
      const real = fileLeadStore(tempDir());
      const state = { down: true };
      const store: LeadStore = {
        ...real,
        append: (lead) =>
          !state.down
            ? real.append(lead)
            : mode === 'fails'
              ? Promise.reject(new Error('EACCES: leads folder'))
              : new Promise(() => undefined),
      };
      return { store, state };
    }
    const handlerWith = (
      store: LeadStore,
      config: LeadSettings,
      notify: ReturnType<typeof fakeNotify>,
      unstored = unstoredLeads(tempDir()),
    ) =>
      createLeadHandler('contact', {
        settings: () => config,
        limiter: () => createRateLimiter({ max: 100, windowMs: 60_000 }),
        store: () => store,
        notifyDependencies: notify.dependencies,
        unstored,
        storeTimeoutMs: 100,
        log: () => undefined,
      });

    it('store write fails, mail works: received, mailed to the owner, and in the store once it is back, without a duplicate', async () => {
      const restore = quiet();
      const { store, state } = faultyStore('fails');
      const notify = fakeNotify();
      const unstored = unstoredLeads(tempDir());
      const handler = handlerWith(store, settings({ smtpUrl: 'smtp://mail' }), notify, unstored);
      const first = await call(handler, { body: visitor });
      expect(first).toMatchObject({ statusCode: 200, body: { ok: true, stored: false } });
      expect(notify.sent[0]).toMatchObject({ to: 'hello@tradecraftweb.com', replyTo: 'ben@example.com' });
      expect(notify.sent[0]?.text).toContain('cv-ketel lekt');

      state.down = false;
      expect((await call(handler, { body: { ...visitor, name: 'Second Visitor' } })).statusCode).toBe(200);
      expect(await unstored.moveInto(store)).toBe(0);
      const names = (await store.list()).map((lead) => lead.fields.name).sort();
      expect(names).toEqual(['Fenna Visser', 'Second Visitor']);
      restore();
    });

    it('store slow past its time limit, webhook works: answered in time, and the late append is not stored twice', async () => {
      const restore = quiet();
      const { store, state } = faultyStore('hangs');
      const notify = fakeNotify();
      const waiting = tempDir();
      const unstored = unstoredLeads(waiting);
      const handler = handlerWith(store, settings({ webhookUrl: 'https://hooks.example/lead' }), notify, unstored);
      const started = Date.now();
      const response = await call(handler, { body: visitor });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response).toMatchObject({ statusCode: 200, body: { stored: false } });
      // The slow append lands after all; the inbox visit that moves kept leads in finds it there.
      state.down = false;
      const id = (response.body as { id: string }).id;
      const kept = JSON.parse(fs.readFileSync(path.join(waiting, `${id}.json`), 'utf8')) as StoredLead;
      await store.append(kept);
      expect(await unstored.moveInto(store)).toBe(0);
      expect((await store.list()).filter((lead) => lead.id === id)).toHaveLength(1);
      restore();
    });

    it('mail server refuses, store works: stored, and marked for the inbox to retry', async () => {
      const restore = quiet();
      const store = fileLeadStore(tempDir());
      const notify = fakeNotify({ sendMail: async () => Promise.reject(new Error('550 relaying denied')) });
      expect((await call(handlerWith(store, settings({ smtpUrl: 'smtp://mail' }), notify), { body: visitor })).statusCode).toBe(200);
      expect((await store.list()).map((lead) => lead.notify)).toEqual(['notify_failed']);
      restore();
    });

    it('webhook answers 500, store works: stored, and marked for the inbox to retry', async () => {
      const restore = quiet();
      const store = fileLeadStore(tempDir());
      const notify = fakeNotify({ postWebhook: async () => Promise.reject(new Error('webhook answered 500')) });
      expect(
        (await call(handlerWith(store, settings({ webhookUrl: 'https://hooks.example/lead' }), notify), { body: visitor })).statusCode,
      ).toBe(200);
      expect((await store.list()).map((lead) => lead.notify)).toEqual(['notify_failed']);
      restore();
    });

    it('store and mail down together: 503 to the script, and to a form post a page with the words and a mail link', async () => {
      const restore = quiet();
      const { store } = faultyStore('fails');
      const notify = fakeNotify({ sendMail: async () => Promise.reject(new Error('connection refused')) });
      const handler = handlerWith(store, settings({ smtpUrl: 'smtp://mail' }), notify);
      expect(await call(handler, { body: visitor })).toMatchObject({ statusCode: 503, body: { error: 'not_stored' } });

      const page = await call(handler, { headers: formPost, body: visitor });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers.location).toBeUndefined();
      const html = String(page.body);
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain('Je aanvraag kon niet worden verstuurd');
      expect(html).toContain('Onze cv-ketel lekt, kunnen jullie een site voor ons maken?');
      const mailto = /href="(mailto:[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
      expect(mailto.startsWith(`mailto:${businessConfig.email}?subject=`)).toBe(true);
      expect(decodeURIComponent(mailto)).toContain('Onze cv-ketel lekt');
      expect(html).toContain('href="/nl/#contact"');
      restore();
    });

    it('an unexpected error answers a form post with a page, never raw JSON', async () => {
      const restore = quiet();
      const handler = createLeadHandler('contact', {
        settings: () => {
          throw new Error('settings exploded');
        },
      });
      const page = await call(handler, { headers: formPost, body: visitor });
      expect(page.statusCode).toBe(500);
      expect(String(page.body)).toContain('Onze cv-ketel lekt');
      expect((await call(handler, { body: visitor })).body).toEqual({ ok: false, error: 'internal_error' });
      restore();
    });
  });

  it('answers 400 to a body whose only key is __proto__, and never throws', async () => {
    const config = settings({ rateLimit: { max: 100, windowMs: 60_000 } });
    const store = fileLeadStore(config.leadsDir);
    const handler = createLeadHandler('newsletter', { settings: () => config, store: () => store, log: () => undefined });
    const response = await call(handler, { body: JSON.parse('{"__proto__":{"admin":true},"email":"a@b.co","locale":"en"}') });
    expect(response.statusCode).toBe(200);
    expect((await store.list())[0]?.fields).toEqual({ email: 'a@b.co' });
    expect((await call(handler, { body: JSON.parse('{"__proto__":{"email":"x@y.co"}}') })).statusCode).toBe(400);
  });
});

describe('inbox API', () => {
  const token = 'a-long-random-secret-for-the-inbox-tests';
  const make = (overrides: Partial<LeadSettings> = {}, notifyOverrides: Partial<NotifyDependencies> = {}) => {
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const config = settings({ adminToken: token, ...overrides });
    const store = fileLeadStore(config.leadsDir);
    const api = createLeadsApi({
      settings: () => config,
      store: () => store,
      notifyDependencies: fakeNotify(notifyOverrides).dependencies,
      now: () => new Date('2026-11-23T12:00:00.000Z'),
    });
    const as = (auth: string | null) => (request: Parameters<typeof call>[1]) =>
      call(api, { method: 'GET', ...request, headers: { ...(auth ? { authorization: auth } : {}), ...request.headers } });
    return { store, api, owner: as(`Bearer ${token}`), stranger: as('Bearer wrong'), anonymous: as(null) };
  };

  it('does not exist without a configured token', async () => {
    const { owner } = make({ adminToken: undefined });
    expect((await owner({})).statusCode).toBe(404);
  });

  it('stays closed with a token shorter than 32 characters, and says why, even to its owner', async () => {
    const weak = 'x'.repeat(31);
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const config = settings({ adminToken: weak });
    const store = fileLeadStore(config.leadsDir);
    await store.append(lead);
    const api = createLeadsApi({ settings: () => config, store: () => store });
    const response = await call(api, { method: 'GET', headers: { authorization: `Bearer ${weak}` } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({ error: 'weak_token', message: expect.stringContaining('32') });
    expect(JSON.stringify(response.body)).not.toContain('anna@example.nl');
    const strong = createLeadsApi({ settings: () => settings({ adminToken: 'x'.repeat(32) }), store: () => store });
    expect((await call(strong, { method: 'GET', headers: { authorization: `Bearer ${'x'.repeat(32)}` } })).statusCode).toBe(200);
  });

  it('refuses a missing or wrong token with 401, never with data', async () => {
    const { store, stranger, anonymous } = make();
    await store.append(lead);
    for (const attempt of [stranger, anonymous]) {
      const requests: Array<Parameters<typeof call>[1]> = [
        {},
        { query: { id: lead.id } },
        { query: { format: 'csv' } },
        { method: 'DELETE', query: { id: lead.id } },
      ];
      for (const request of requests) {
        const response = await attempt(request);
        expect(response.statusCode).toBe(401);
        expect(JSON.stringify(response.body)).not.toContain('anna@example.nl');
      }
    }
    expect(await store.list()).toHaveLength(1);
  });

  it('lists, filters, opens, marks, exports and erases, and purges what is too old on every visit', async () => {
    const { store, owner } = make();
    await store.append({ ...lead, id: 'old', receivedAt: '2024-11-01T00:00:00.000Z' });
    await store.append(lead);
    await store.append({ ...lead, id: 'sub', kind: 'newsletter', fields: { email: 'news@example.com' } });
    const listed = (await owner({})).body as { leads: StoredLead[] };
    expect(listed.leads.map((entry) => entry.id).sort()).toEqual(['lead-1', 'sub']);
    expect(((await owner({ query: { kind: 'newsletter' } })).body as { leads: StoredLead[] }).leads.map((entry) => entry.id)).toEqual([
      'sub',
    ]);
    expect(((await owner({ query: { id: 'lead-1' } })).body as { lead: StoredLead }).lead.fields.goals).toBe('<b>Meer</b> klussen');
    const marked = await owner({ method: 'PATCH', body: { id: 'lead-1', status: 'handled' } });
    expect((marked.body as { lead: StoredLead }).lead).toMatchObject({ status: 'handled', updatedAt: '2026-11-23T12:00:00.000Z' });
    expect(((await owner({ query: { status: 'new' } })).body as { leads: StoredLead[] }).leads.map((entry) => entry.id)).toEqual(['sub']);
    const csv = await owner({ query: { format: 'csv', kind: 'newsletter' } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.body)).toContain('news@example.com');
    expect(String(csv.body)).not.toContain('anna@example.nl');
    expect((await owner({ method: 'PATCH', body: { id: 'lead-1', status: 'archived' } })).statusCode).toBe(400);
    expect((await owner({ method: 'PATCH', headers: { 'content-type': 'text/plain' }, body: 'x' })).statusCode).toBe(415);
    expect((await owner({ method: 'DELETE', query: { id: 'lead-1' } })).statusCode).toBe(200);
    expect((await owner({ query: { id: 'lead-1' } })).statusCode).toBe(404);
    expect((await owner({ method: 'POST' })).statusCode).toBe(405);
  });

  it('answers a page at a time with the count; the requests filter leaves newsletter sign-ups out, the export does not page', async () => {
    const { store, owner } = make();
    for (let index = 0; index < 40; index += 1)
      await store.append({
        ...lead,
        id: `n${String(index).padStart(2, '0')}`,
        kind: index % 4 === 0 ? 'newsletter' : 'quote',
        receivedAt: new Date(Date.UTC(2026, 10, 1, 8, index)).toISOString(),
      });
    type Page = { leads: StoredLead[]; page: number; pages: number; total: number; pageSize: number; store: string };
    const page = async (query: Record<string, string>) => (await owner({ query })).body as Page;
    expect(await page({})).toMatchObject({ page: 1, pages: 2, total: 40, pageSize: 25, store: 'file' });
    expect((await page({})).leads[0]?.id).toBe('n39');
    expect((await page({ page: '2' })).leads.map((entry) => entry.id)).toEqual(
      Array.from({ length: 15 }, (_, index) => `n${String(14 - index).padStart(2, '0')}`),
    );
    for (const nonsense of ['0', '-1', 'two', '1.5']) expect((await page({ page: nonsense })).page).toBe(1);
    expect((await page({ page: '99' })).page).toBe(2);
    const requests = await page({ kind: 'requests' });
    expect(requests).toMatchObject({ total: 30, pages: 2 });
    expect(requests.leads.every((entry) => entry.kind === 'quote')).toBe(true);
    const csv = String((await owner({ query: { format: 'csv', kind: 'requests' } })).body);
    expect(csv.match(/"n\d{2}"\r\n/g)).toHaveLength(30);
  });

  it('retries failed notifications when the owner opens the inbox', async () => {
    const { store, owner } = make({ smtpUrl: 'smtp://mail' });
    await store.append({ ...lead, notify: 'notify_failed' });
    await owner({});
    expect((await store.get(lead.id))?.notify).toBe('sent');
  });

  it('locks a client out after ten wrong tokens, even for the right one, with Retry-After', async () => {
    const { stranger, owner } = make();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) expect((await stranger({})).statusCode).toBe(401);
    const locked = await owner({});
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the lockout when the Function starts afresh: the count is in the store, not in memory', async () => {
    const config = settings({ adminToken: token });
    const instance = () => {
      // A cold instance: nothing in this process's memory.
      (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
      return createLeadsApi({ settings: () => config, store: () => fileLeadStore(config.leadsDir) });
    };
    const first = instance();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1)
      expect((await call(first, { method: 'GET', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const cold = instance();
    expect((await call(cold, { method: 'GET', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(429);
  });
});

describe('postJson', () => {
  const response = (status: number, body: string, statusText = '') => new Response(body || null, { status, statusText });
  it('returns parsed JSON on success', async () => {
    expect(await postJson('/api/x', {}, async () => response(200, '{"ok":true}'))).toEqual({ ok: true });
  });

  it('throws "{status}: {body or status text}" and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(postJson('/api/x', {}, async () => response(502, '{"ok":false}'))).rejects.toThrow('502: {"ok":false}');
    await expect(postJson('/api/x', {}, async () => response(503, '', 'Service Unavailable'))).rejects.toEqual(
      new HttpError(503, '503: Service Unavailable'),
    );
    await expect(postJson('/api/x', {}, async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
