import { attributionFields, attributionOf, pageOfLead, sourceKindOf, type Attribution } from '../../src/lib/leads/attribution';
import { mergeTaps, tapChannelOf, tapOf, tapUrl } from '../../src/lib/leads/taps';
import { periodStart, summarise } from '../../src/lib/leads/summary';
import { startBlobsServer, type RunningBlobsServer } from '../support/blobs-server';
import { tempDir } from '../support/lead-fixtures';
import { blobsTapStore, fileTapStore, FOLDS_PER_READ, type TapStore } from '../../src/server/tap-store';
import { createTapHandler } from '../../src/server/tap-handler';
import { createRateLimiter } from '../../src/lib/leads/rate-limit';
import { call } from '../support/function-call';
import { settings } from '../support/lead-fixtures';
import { getStore, type Store } from '@netlify/blobs';

describe('where a visit came from', () => {
  it('sorts a visit by its source: campaign first, then search, social, another site, none; unknown without an arrival', () => {
    const landed = (more: Partial<Attribution>): Attribution => ({ landingPage: '/', ...more });
    expect(sourceKindOf(landed({ referrerHost: 'www.google.nl', utm: { utmSource: 'facebook' } }))).toBe('campaign');
    for (const host of ['www.google.com', 'google.nl', 'www.bing.com', 'duckduckgo.com', 'www.ecosia.org', 'search.brave.com'])
      expect([host, sourceKindOf(landed({ referrerHost: host }))]).toEqual([host, 'search']);
    for (const host of ['m.facebook.com', 'l.instagram.com', 't.co', 'www.linkedin.com', 'x.com'])
      expect([host, sourceKindOf(landed({ referrerHost: host }))]).toEqual([host, 'social']);
    // Names that only contain a search engine's or network's name are other sites.
    for (const host of ['googleplumbers.com', 'notfacebook.org', 'chicago-plumbers.org'])
      expect([host, sourceKindOf(landed({ referrerHost: host }))]).toEqual([host, 'referral']);
    expect(sourceKindOf(landed({}))).toBe('direct');
    expect(sourceKindOf({ sentFrom: '/nl/' })).toBe('unknown');
    expect(sourceKindOf(undefined)).toBe('unknown');
    expect(pageOfLead({ sentFrom: '/nl/' })).toBe('/nl/');
    expect(pageOfLead({ landingPage: '/blog/x/', sentFrom: '/' })).toBe('/blog/x/');
  });

  it('reads back exactly the fields it posts', () => {
    const attribution: Attribution = {
      landingPage: '/nl/blog/loodgieter-zwolle/',
      referrerHost: 'www.google.nl',
      utm: { utmSource: 'flyer', utmMedium: 'print', utmCampaign: 'voorjaar', utmTerm: 'loodgieter', utmContent: 'qr' },
      sentFrom: '/nl/',
    };
    expect(attributionOf(attributionFields(attribution))).toEqual(attribution);
    expect(attributionOf({})).toEqual({});
    expect(attributionOf({ landingPage: 5, referrerHost: ['x'], utmSource: {}, sentFrom: true })).toEqual({});
    expect(attributionOf({ landingPage: '/' + 'a'.repeat(200), referrerHost: 'Localhost:8000' })).toEqual({
      referrerHost: 'localhost:8000',
    });
  });
});

describe('taps and the summary', () => {
  it('knows a tap by its link and takes only a known channel and a site path', () => {
    expect(tapChannelOf('tel:+13125550147')).toBe('phone');
    expect(tapChannelOf('https://wa.me/31384217788?text=Hallo')).toBe('whatsapp');
    expect(tapChannelOf('mailto:hello@tradecraftweb.com?subject=x')).toBe('email');
    expect(tapChannelOf('https://wa.me.evil.example/')).toBeNull();
    expect(tapChannelOf('/contact/')).toBeNull();
    expect(tapOf(Object.fromEntries(new URL(tapUrl('phone', '/blog/plumber-chicago/'), 'http://x').searchParams))).toEqual({
      channel: 'phone',
      page: '/blog/plumber-chicago/',
    });
    expect(tapOf({ channel: 'fax', page: '/' })).toBeNull();
    expect(tapOf({ channel: 'phone', page: 'https://evil.example/' })).toBeNull();
    expect(
      mergeTaps([
        { day: '2026-11-01', page: '/', channel: 'phone', count: 1 },
        { day: '2026-11-01', page: '/', channel: 'phone', count: 2 },
        { day: '2026-11-01', page: '/', channel: 'email', count: 1 },
      ]),
    ).toEqual([
      { day: '2026-11-01', page: '/', channel: 'phone', count: 3 },
      { day: '2026-11-01', page: '/', channel: 'email', count: 1 },
    ]);
  });

  it('counts a period from its first whole day; every request once per source and once per page', () => {
    const now = new Date('2026-11-25T08:00:00.000Z');
    expect(periodStart(now, 30)).toBe('2026-10-27');
    expect(periodStart(now, 1)).toBe('2026-11-25');
    const leads = Array.from({ length: 50 }, (_, index) => ({
      kind: (['intake', 'contact', 'quote', 'newsletter'] as const)[index % 4]!,
      status: (['new', 'won', 'lost'] as const)[index % 3]!,
      receivedAt: new Date(now.getTime() - index * 9 * 24 * 60 * 60 * 1000).toISOString(),
      sourceKind: (['search', 'direct', 'unknown'] as const)[index % 3]!,
      ...(index % 5 ? { page: `/p${index % 5}/` } : {}),
    }));
    for (const days of [30, 90, 365] as const) {
      const summary = summarise(leads, [], now, days);
      const sum = (rows: Array<{ leads: number; won: number }>) =>
        rows.reduce((total, row) => [total[0]! + row.leads, total[1]! + row.won], [0, 0]);
      expect(sum(summary.bySource)).toEqual([summary.leads, summary.won]);
      expect(sum(summary.byPage)).toEqual([summary.leads, summary.won]);
      expect(summary.leads).toBe(
        leads.filter((lead) => lead.kind !== 'newsletter' && lead.receivedAt.slice(0, 10) >= periodStart(now, days)).length,
      );
    }
  });
});

/** The contract every tap store keeps. */
function tapStoreContract(name: string, open: () => TapStore) {
  it(`${name}: counts taps per page, channel and day, and reads a period back`, async () => {
    const store = open();
    const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
    for (let index = 0; index < 3; index += 1) await store.count({ page: '/blog/plumber-chicago/', channel: 'phone' }, day('2026-11-24'));
    await store.count({ page: '/', channel: 'email' }, day('2026-11-25'));
    await store.count({ page: '/', channel: 'whatsapp' }, day('2026-10-01'));
    const read = async (from: string) =>
      (await store.since(from, day('2026-11-25'))).map((tap) => `${tap.day} ${tap.channel} ${tap.page} ${tap.count}`).sort();
    expect(await read('2026-11-01')).toEqual(['2026-11-24 phone /blog/plumber-chicago/ 3', '2026-11-25 email / 1']);
    // Read again (after any folding), the counts are the same.
    expect(await read('2026-09-01')).toEqual([
      '2026-10-01 whatsapp / 1',
      '2026-11-24 phone /blog/plumber-chicago/ 3',
      '2026-11-25 email / 1',
    ]);
    expect(await read('2026-09-01')).toHaveLength(3);
  });
}

describe('tap stores', () => {
  tapStoreContract('file', () => fileTapStore(tempDir()));

  let server: RunningBlobsServer;
  let fresh = 0;
  const blobsStore = (): Store =>
    getStore({
      name: `taps-${(fresh += 1)}`,
      siteID: 'site',
      token: server.token,
      edgeURL: server.url,
      uncachedEdgeURL: server.url,
      consistency: 'strong',
    });
  beforeAll(async () => {
    server = await startBlobsServer();
  });
  afterAll(async () => {
    await server.stop();
  });
  tapStoreContract('blobs', () => blobsTapStore(blobsStore()));

  it('blobs: folds days that are over into their month, a few a read, and counts each tap once throughout', async () => {
    const raw = blobsStore();
    const store = blobsTapStore(raw);
    const days = Array.from({ length: 10 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    for (const [index, day] of days.entries())
      for (let tap = 0; tap <= index; tap += 1) await store.count({ page: '/', channel: 'phone' }, new Date(`${day}T09:00:00.000Z`));
    const now = new Date('2026-11-10T18:00:00.000Z');
    const total = async () => (await store.since('2026-11-01', now)).reduce((sum, tap) => sum + tap.count, 0);
    // Days with taps still kept one by one (the local server keeps a folder once emptied; Netlify lists none).
    const dayFolders = async () => new Set((await raw.list({ prefix: 'day/' })).blobs.map((blob) => blob.key.split('/')[1])).size;
    // 1 + 2 + … + 10 taps, one day more each day.
    expect(await dayFolders()).toBe(10);
    expect(await total()).toBe(55);
    expect(await dayFolders()).toBe(10 - FOLDS_PER_READ);
    expect(await total()).toBe(55);
    expect(await total()).toBe(55);
    // Today is never folded: its taps may still come in.
    expect(await dayFolders()).toBe(1);
    expect(Object.keys((await raw.get('month/2026-11', { type: 'json' })) as object).sort()).toEqual(days.slice(0, 9));
  });
});

describe('the tap Function', () => {
  it('counts a tap with 204, refuses what is not one with 400 and a flood with 429, and reads nothing but the query', async () => {
    const counted: Array<{ page: string; channel: string }> = [];
    const handler = createTapHandler({
      settings: () => settings(),
      taps: () => ({ count: async (tap) => void counted.push(tap), since: async () => [] }),
      limiter: createRateLimiter({ max: 2, windowMs: 60_000 }),
    });
    expect((await call(handler, { method: 'POST', query: { channel: 'phone', page: '/blog/plumber-chicago/' } })).statusCode).toBe(204);
    expect((await call(handler, { method: 'POST', query: { channel: 'telex', page: '/' } })).statusCode).toBe(400);
    expect((await call(handler, { method: 'GET', query: { channel: 'phone', page: '/' } })).statusCode).toBe(405);
    expect((await call(handler, { method: 'POST', query: { channel: 'email', page: '/' } })).statusCode).toBe(204);
    expect((await call(handler, { method: 'POST', query: { channel: 'email', page: '/' } })).statusCode).toBe(429);
    expect(counted).toEqual([
      { channel: 'phone', page: '/blog/plumber-chicago/' },
      { channel: 'email', page: '/' },
    ]);
  });
});
