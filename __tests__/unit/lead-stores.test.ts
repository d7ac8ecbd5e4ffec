import { getStore, type Store } from '@netlify/blobs';
import { blobsContext, startBlobsServer, type RunningBlobsServer } from '../support/blobs-server';
import { call } from '../support/function-call';
import { fakeNotify, lead, settings, tempDir } from '../support/lead-fixtures';
import { createLeadsApi } from '../../src/server/leads-api';
import { readLeadSettings } from '../../src/server/settings';
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
  retryKeyOf,
} from '../../src/lib/leads/blob-keys';
import { deliverDue } from '../../src/server/delivery';
import { leadFilterOf, matchesFilter, pageBounds } from '../../src/lib/leads/lead-query';
import type { LeadStore } from '../../src/server/lead-store';
import { openFailureLog, openLeadStore } from '../../src/server/open-lead-store';
import { throttleOver } from '../../src/server/admin-auth';
import { FREE_FAILURES } from '../../src/lib/leads/sign-in-throttle';
import type { StoredLead } from '../../src/lib/leads/lead';

describe('the Blobs key layout and paging', () => {
  it('names index entries so that they sort newest first and say what the filters need', () => {
    const older = { ...lead, id: 'b-1', receivedAt: '2024-01-01T00:00:00.000Z' };
    const newer = {
      ...lead,
      id: 'a-2',
      kind: 'quote' as const,
      status: 'quoted' as const,
      receivedAt: '2026-11-21T10:00:00.123Z',
      source: { landingPage: '/nl/blog/loodgieter-zwolle/', utm: { utmSource: 'flyer' } },
    };
    const keys = [indexKeyOf(older), indexKeyOf(newer)];
    expect([...keys].sort()).toEqual([indexKeyOf(newer), indexKeyOf(older)]);
    expect(parseIndexKey(indexKeyOf(newer))).toEqual({
      key: indexKeyOf(newer),
      id: 'a-2',
      kind: 'quote',
      status: 'quoted',
      receivedAt: newer.receivedAt,
      sourceKind: 'campaign',
      page: '/nl/blog/loodgieter-zwolle/',
    });
    expect(indexKeyOf(newer)).toMatch(/^index\/\d{4}\/\d{13}_quote_quoted_a-2~campaign~!nl!blog!loodgieter-zwolle!$/);
    // A lead from before sources were kept has none; a page with characters a key cannot carry is left out of it.
    expect(parseIndexKey(indexKeyOf(older))).toMatchObject({ sourceKind: 'unknown' });
    expect(parseIndexKey(indexKeyOf({ ...older, source: { sentFrom: '/a~b/' } }))).not.toHaveProperty('page');
    // Keys written before the stages and sources still read, in today's terms, marked for rewriting.
    const legacy = indexKeyOf(older).replace('_new_', '_handled_').replace(/~.*$/, '');
    expect(parseIndexKey(legacy)).toMatchObject({ id: 'b-1', status: 'contacted', sourceKind: 'unknown', legacy: true });
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
    expect(leadFilterOf({ kind: 'requests', status: 'won', source: 'search' })).toEqual({
      kind: 'requests',
      status: 'won',
      source: 'search',
    });
    expect(leadFilterOf({ kind: 'everything', status: 'handled', source: 'google' })).toEqual({});
    expect(pageBounds(0, 1, 25)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
    expect(pageBounds(51, 3, 25)).toEqual({ page: 3, pages: 3, start: 50, end: 51 });
    expect(pageBounds(50, 3, 25)).toEqual({ page: 2, pages: 2, start: 25, end: 50 });
    expect(matchesFilter({ kind: 'newsletter', status: 'new', sourceKind: 'direct' }, { kind: 'requests' })).toBe(false);
    expect(matchesFilter({ kind: 'contact', status: 'new', sourceKind: 'direct' }, { kind: 'requests', status: 'new' })).toBe(true);
    expect(matchesFilter({ kind: 'contact', status: 'new', sourceKind: 'direct' }, { source: 'search' })).toBe(false);
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
      expect(await store.update('x', { status: 'contacted', updatedAt: '2024-02-01T00:00:00.000Z' })).toMatchObject({
        id: 'x',
        status: 'contacted',
      });
      expect((await store.get('x'))?.status).toBe('contacted');
      expect(await store.update('nobody', { status: 'contacted' })).toBeNull();
      expect(await store.delete('y')).toBe(true);
      expect(await store.delete('y')).toBe(false);
      expect((await store.list()).map((entry) => entry.id)).toEqual(['x']);
    });

    it('purges the leads whose last contact is before the cutoff, a lead handled since kept', async () => {
      const store = await open();
      for (const day of [1, 2, 3, 4]) await store.append(at(day, `d${day}`));
      await store.update('d1', { status: 'contacted', updatedAt: '2024-01-05T00:00:00.000Z' });
      expect(await store.purge(new Date('2024-01-03T00:00:00.000Z'))).toBe(1);
      expect((await store.list()).map((entry) => entry.id)).toEqual(['d4', 'd3', 'd1']);
      expect(await store.purge(new Date('2024-01-03T00:00:00.000Z'))).toBe(0);
    });

    it('reads a page at a time, newest first, with the filter applied and counted', async () => {
      const store = await open();
      // 60 leads a minute apart: every fifth a newsletter sign-up, every third contacted.
      const kinds = ['intake', 'contact', 'quote', 'intake', 'newsletter'] as const;
      const all = Array.from({ length: 60 }, (_, index): StoredLead => ({
        ...lead,
        id: `p${String(index).padStart(2, '0')}`,
        kind: kinds[index % kinds.length]!,
        status: index % 3 === 0 ? 'contacted' : 'new',
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
      const quotes = await store.page({ filter: { kind: 'quote', status: 'contacted' }, page: 1, pageSize: 25 });
      expect(quotes.leads.map((entry) => entry.id)).toEqual(newestIds((entry) => entry.kind === 'quote' && entry.status === 'contacted'));
      expect((await store.list({ kind: 'newsletter' })).map((entry) => entry.id)).toEqual(
        newestIds((entry) => entry.kind === 'newsletter'),
      );
      expect(await store.page({ filter: { kind: 'contact' }, page: 1, pageSize: 25 })).toMatchObject({ total: 12, pages: 1 });

      // A status change moves the lead between the filters at once.
      await store.update('p59', { status: 'contacted' });
      expect((await store.page({ filter: { status: 'contacted' }, page: 1, pageSize: 5 })).leads[0]?.id).toBe('p59');
      expect((await store.page({ filter: { status: 'new' }, page: 1, pageSize: 5 })).leads[0]?.id).toBe('p58');
      expect(await store.page({ filter: {}, page: 1, pageSize: 25 })).toMatchObject({ total: 60 });
    });

    it('finds the leads whose notifications are still to be sent, and forgets them once sent', async () => {
      const store = await open();
      await store.append(at(1, 'quiet'));
      await store.append({ ...at(2, 'failed-at-once'), notify: 'notify_failed' });
      await store.append({ ...at(3, 'later'), notify: 'pending' });
      await store.append({ ...at(4, 'delivered'), notify: 'pending' });
      await store.update('delivered', { notify: 'sent' });
      expect((await store.undeliveredLeads()).map((entry) => entry.id).sort()).toEqual(['failed-at-once', 'later']);
      await store.update('later', { notify: 'notify_failed' });
      expect((await store.undeliveredLeads()).map((entry) => entry.id).sort()).toEqual(['failed-at-once', 'later']);
      await store.update('later', { notify: 'sent' });
      await store.delete('failed-at-once');
      expect(await store.undeliveredLeads()).toEqual([]);
    });

    it('filters by kind of source and counts for the summary without the leads’ words', async () => {
      const store = await open();
      await store.append({ ...at(1, 's1'), source: { landingPage: '/blog/plumber-chicago/', referrerHost: 'www.google.com' } });
      await store.append({
        ...at(2, 's2'),
        kind: 'quote',
        source: { landingPage: '/', utm: { utmCampaign: 'spring' }, sentFrom: '/plumber/' },
      });
      await store.append({ ...at(3, 's3'), source: { sentFrom: '/nl/' } });
      await store.append({ ...at(4, 's4'), kind: 'newsletter' });
      await store.update('s1', { status: 'won', updatedAt: '2024-02-01T00:00:00.000Z' });
      expect((await store.page({ filter: { source: 'search' }, page: 1, pageSize: 25 })).leads.map((entry) => entry.id)).toEqual(['s1']);
      expect((await store.list({ source: 'unknown' })).map((entry) => entry.id)).toEqual(['s4', 's3']);
      const counted = await store.summaryLeads(new Date('2024-01-02T00:00:00.000Z'));
      expect(
        counted
          .map(({ kind, status, sourceKind, page, receivedAt }) => ({ kind, status, sourceKind, page, receivedAt }))
          .sort((x, y) => x.receivedAt.localeCompare(y.receivedAt)),
      ).toEqual([
        { kind: 'quote', status: 'new', sourceKind: 'campaign', page: '/', receivedAt: at(2, '').receivedAt },
        { kind: 'intake', status: 'new', sourceKind: 'unknown', page: '/nl/', receivedAt: at(3, '').receivedAt },
        { kind: 'newsletter', status: 'new', sourceKind: 'unknown', page: undefined, receivedAt: at(4, '').receivedAt },
      ]);
      expect((await store.get('s2'))?.source).toEqual({ landingPage: '/', utm: { utmCampaign: 'spring' }, sentFrom: '/plumber/' });
    });

    it('starts empty: one empty page', async () => {
      const store = await open();
      expect(await store.page({ filter: {}, page: 1, pageSize: 25 })).toEqual({ leads: [], page: 1, pageSize: 25, pages: 1, total: 0 });
      expect(await store.undeliveredLeads()).toEqual([]);
      expect(await store.purge(new Date())).toBe(0);
    });
  });
}

storeContract('file', async () => fileLeadStore(tempDir()));

describe('Netlify Blobs on a local Blobs server', () => {
  // Each test makes a few hundred requests to a real server on loopback: on a 2-core machine that also runs the type
  // check, the linter and the spell check beside it, that took longer than jest's default timeout.
  jest.setTimeout(30_000);
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

    // Ten leads came in before the cutoff: only they are read, and those contacted since are kept.
    await store.update('m003', { status: 'contacted', updatedAt: '2025-07-01T00:00:00.000Z' });
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
    expect(await store.undeliveredLeads()).toEqual([]);
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
    // A migration that stopped before erasing an old key, and the owner marked that lead handled meanwhile, when the
    // inbox had only new and handled: its index entry is in that version's spelling.
    await raw.setJSON(leadKeyOf(handledSince.id), { ...handledSince, status: 'handled' });
    await raw.set(indexKeyOf(handledSince).replace('_new_', '_handled_').replace(/~.*$/, ''), '');
    await raw.setJSON('unrelated-note', { keep: true });

    expect(await store.migrate!()).toBe(3);
    const page = await store.page({ filter: {}, page: 1, pageSize: 25 });
    expect(page.leads.map((entry) => [entry.id, entry.status])).toEqual([
      ['m003', 'new'],
      ['m002', 'new'],
      ['m001', 'contacted'],
      ['m000', 'new'],
    ]);
    // The old spelling of m001's entry was rewritten as the page met it, and the lead shown all the same.
    expect((await keysOf(raw)).filter((key) => key.startsWith('index/') && key.includes('m001'))).toEqual([
      indexKeyOf({ ...handledSince, status: 'contacted' }),
    ]);
    expect((await store.undeliveredLeads()).map((entry) => entry.id)).toEqual(['m002']);
    expect((await keysOf(raw)).filter((key) => !key.includes('/'))).toEqual(['unrelated-note']);
    expect(await store.migrate!()).toBe(0);
  });

  it('shows leads stored under the old key layout on the first inbox visit, and delivery sends their notifications', async () => {
    const raw = freshStore();
    const config = settings({ adminToken: 'a-long-random-secret-for-the-inbox-tests', smtpUrl: 'smtp://mail' });
    const old = { ...lead, receivedAt: new Date().toISOString(), notify: 'notify_failed' as const };
    await raw.setJSON(legacyLeadKey(old), old);
    const notify = fakeNotify();
    const api = createLeadsApi({ settings: () => config, store: () => blobsLeadStore(raw) });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const response = await call(api, { method: 'GET', headers: { authorization: `Bearer ${config.adminToken}` } });
    info.mockRestore();
    // Reading the inbox sends nothing: the lead waits in delivery's queue.
    expect(response.body).toMatchObject({ store: 'blobs', total: 1, leads: [{ id: lead.id, notify: 'notify_failed' }] });
    expect(await keysOf(raw)).toEqual([indexKeyOf(old), leadKeyOf(old.id), retryKeyOf(old.id)]);
    await deliverDue({ store: blobsLeadStore(raw), settings: config, dependencies: notify.dependencies });
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
    await raw.setJSON(leadKeyOf('m001'), { ...minute(1), status: 'contacted' });
    const arriving = { ...minute(0), id: 'arriving', receivedAt: new Date(now - 1000).toISOString() };
    await raw.set(indexKeyOf(arriving), '');

    const first = await store.page({ filter: {}, page: 1, pageSize: 25 });
    expect(first.leads.map((entry) => entry.id)).toEqual(['m002']);
    const second = await store.page({ filter: {}, page: 1, pageSize: 25 });
    expect(second.leads.map((entry) => [entry.id, entry.status])).toEqual([
      ['m002', 'new'],
      ['m001', 'contacted'],
    ]);
    // The lead still arriving keeps its entry (counted, not shown); the erased lead's entry is gone.
    expect(second.total).toBe(3);
    expect((await keysOf(raw)).filter((key) => key.startsWith('index/')).map((key) => key.split('_').slice(1).join('_'))).toEqual([
      'intake_new_arriving~unknown~',
      'intake_new_m002~unknown~',
      'intake_contacted_m001~unknown~',
    ]);
  });

  it('counts wrong tokens in a store of their own, so a new Function instance does not start a guesser afresh', async () => {
    const settingsOnNetlify = readLeadSettings({ NETLIFY_BLOBS_CONTEXT: blobsContext(server, 'signins'), NETLIFY: 'true' });
    const [first, second] = [throttleOver(openFailureLog(settingsOnNetlify)), throttleOver(openFailureLog(settingsOnNetlify))];
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) expect(await first.failed('198.51.100.4', 5000)).toEqual({ status: 401 });
    expect((await second.failed('198.51.100.4', 5000)).status).toBe(429);
    // The leads store never sees them.
    expect(await openLeadStore(settingsOnNetlify).list()).toEqual([]);
  });

  it('writes the count only if it is still the one read: thirty guesses side by side, no more 401s than the limit', async () => {
    const settingsOnNetlify = readLeadSettings({ NETLIFY_BLOBS_CONTEXT: blobsContext(server, 'side-by-side'), NETLIFY: 'true' });
    // Three Function instances, each with its own connection to the store.
    const instances = [0, 1, 2].map(() => throttleOver(openFailureLog(settingsOnNetlify)));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => instances[index % 3]!.failed('198.51.100.7', 5000)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(FREE_FAILURES);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - FREE_FAILURES);
    // The condition itself, as two instances meet it: a count read before another instance wrote is not written.
    const [one, other] = [openFailureLog(settingsOnNetlify), openFailureLog(settingsOnNetlify)];
    const absent = await one.read('198.51.100.8');
    expect(absent).toEqual({ window: null, version: null });
    expect(await other.writeIf('198.51.100.8', { start: 5000, count: 1 }, null)).toBe(true);
    expect(await one.writeIf('198.51.100.8', { start: 5000, count: 1 }, absent.version)).toBe(false);
    const current = await one.read('198.51.100.8');
    expect(current.window).toEqual({ start: 5000, count: 1 });
    expect(await other.writeIf('198.51.100.8', { start: 5000, count: 2 }, '"an-older-version"')).toBe(false);
    expect(await other.writeIf('198.51.100.8', { start: 5000, count: 2 }, current.version)).toBe(true);
  });

  it('is chosen from NETLIFY_BLOBS_CONTEXT, as on Netlify', async () => {
    const store = openLeadStore(readLeadSettings({ NETLIFY_BLOBS_CONTEXT: blobsContext(server, 'ctx'), NETLIFY: 'true' }));
    expect(store.name).toBe('blobs');
    await store.append(lead);
    expect((await store.list()).map((entry) => entry.id)).toEqual([lead.id]);
  });
});
