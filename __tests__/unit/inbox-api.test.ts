import fs from 'fs';
import path from 'path';
import { call } from '../support/function-call';
import { fakeNotify, lead, settings, tempDir } from '../support/lead-fixtures';
import { createLeadsApi } from '../../src/server/leads-api';
import type { NotifyDependencies } from '../../src/server/notify';
import type { LeadSettings } from '../../src/server/settings';
import { fileLeadStore } from '../../src/server/file-lead-store';
import { FAILURES_FILE, fileFailureLog } from '../../src/server/failure-logs';
import { bearerToken, sharedThrottle, throttleOver, tokensMatch } from '../../src/server/admin-auth';
import { FAILURE_WINDOW_MS, FREE_FAILURES, nextFailure } from '../../src/lib/leads/sign-in-throttle';
import type { PeriodSummary } from '../../src/lib/leads/summary';
import type { TapStore } from '../../src/server/tap-store';
import type { StoredLead } from '../../src/lib/leads/lead';

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

  it('counts ten wrong tokens per client in fifteen minutes, then refuses at once until the window ends', () => {
    const start = 1_000;
    expect(nextFailure(null, start)).toEqual({ counted: true, window: { start, count: 1 } });
    expect(nextFailure({ start, count: FREE_FAILURES - 1 }, start + 5)).toEqual({
      counted: true,
      window: { start, count: FREE_FAILURES },
    });
    // Over the limit: the seconds left in the window, rounded up, never less than one.
    expect(nextFailure({ start, count: FREE_FAILURES }, start + 60_000)).toEqual({
      counted: false,
      retryAfterSeconds: FAILURE_WINDOW_MS / 1000 - 60,
    });
    expect(nextFailure({ start, count: FREE_FAILURES }, start + FAILURE_WINDOW_MS - 1)).toEqual({ counted: false, retryAfterSeconds: 1 });
    // A window that is over counts afresh; so does one from a clock that went back.
    expect(nextFailure({ start, count: 50 }, start + FAILURE_WINDOW_MS)).toEqual({
      counted: true,
      window: { start: start + FAILURE_WINDOW_MS, count: 1 },
    });
    expect(nextFailure({ start, count: 50 }, start - 1)).toEqual({ counted: true, window: { start: start - 1, count: 1 } });
  });

  it('answers 401 for the first ten wrong tokens of a client, 429 after, and forgets after fifteen minutes', async () => {
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const throttle = sharedThrottle();
    const answers = [];
    for (let attempt = 0; attempt < FREE_FAILURES + 2; attempt += 1) answers.push(await throttle.failed('1.2.3.4', 1000));
    expect(answers.slice(0, FREE_FAILURES).every((answer) => answer.status === 401)).toBe(true);
    expect(answers.slice(FREE_FAILURES)).toEqual([
      { status: 429, retryAfterSeconds: FAILURE_WINDOW_MS / 1000 },
      { status: 429, retryAfterSeconds: FAILURE_WINDOW_MS / 1000 },
    ]);
    expect(await throttle.failed('5.6.7.8', 1000)).toEqual({ status: 401 });
    expect(await throttle.failed('1.2.3.4', 1000 + FAILURE_WINDOW_MS)).toEqual({ status: 401 });
  });

  it('counts wrong tokens in the leads folder, shared by every instance, without storing the address', async () => {
    const dir = tempDir();
    const [first, second] = [throttleOver(fileFailureLog(dir)), throttleOver(fileFailureLog(dir))];
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) expect(await first.failed('203.0.113.7', 1000)).toEqual({ status: 401 });
    expect((await second.failed('203.0.113.7', 2000)).status).toBe(429);
    expect(fs.readFileSync(path.join(dir, FAILURES_FILE), 'utf8')).not.toContain('203.0.113.7');
  });

  it('counts thirty wrong tokens sent side by side through two instances of the file log with no more 401s than the limit', async () => {
    const dir = tempDir();
    const instances = [throttleOver(fileFailureLog(dir)), throttleOver(fileFailureLog(dir))];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => instances[index % 2]!.failed('203.0.113.9', 1000)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(FREE_FAILURES);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - FREE_FAILURES);
  });
});

describe('inbox API', () => {
  const token = 'a-long-random-secret-for-the-inbox-tests';
  const make = (overrides: Partial<LeadSettings> = {}, notifyOverrides: Partial<NotifyDependencies> = {}) => {
    (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
    const config = settings({ adminToken: token, ...overrides });
    const store = fileLeadStore(config.leadsDir);
    const notify = fakeNotify(notifyOverrides);
    const taps: TapStore = {
      count: async () => undefined,
      since: async () => [
        { day: '2026-11-20', page: '/blog/plumber-chicago/', channel: 'phone', count: 4 },
        { day: '2026-03-01', page: '/', channel: 'email', count: 2 },
      ],
    };
    const api = createLeadsApi({
      settings: () => config,
      store: () => store,
      taps: () => taps,
      now: () => new Date('2026-11-23T12:00:00.000Z'),
    });
    const as = (auth: string | null) => (request: Parameters<typeof call>[1]) =>
      call(api, { method: 'GET', ...request, headers: { ...(auth ? { authorization: auth } : {}), ...request.headers } });
    return { store, api, notify, owner: as(`Bearer ${token}`), stranger: as('Bearer wrong'), anonymous: as(null) };
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
    // Erased from the store, not only left out of the list.
    expect(await store.get('old')).toBeNull();
    expect(((await owner({ query: { kind: 'newsletter' } })).body as { leads: StoredLead[] }).leads.map((entry) => entry.id)).toEqual([
      'sub',
    ]);
    expect(((await owner({ query: { id: 'lead-1' } })).body as { lead: StoredLead }).lead.fields.goals).toBe('<b>Meer</b> klussen');
    const marked = await owner({ method: 'PATCH', body: { id: 'lead-1', status: 'quoted' } });
    expect((marked.body as { lead: StoredLead }).lead).toMatchObject({ status: 'quoted', updatedAt: '2026-11-23T12:00:00.000Z' });
    const noted = await owner({ method: 'PATCH', body: { id: 'lead-1', note: '  Call back Thursday, wants a booking page.  ' } });
    expect((noted.body as { lead: StoredLead }).lead).toMatchObject({
      status: 'quoted',
      note: 'Call back Thursday, wants a booking page.',
    });
    for (const body of [
      { id: 'lead-1' },
      { id: 'lead-1', note: 'x'.repeat(2001) },
      { id: 'lead-1', note: 7 },
      { id: 'lead-1', status: 'handled' },
    ])
      expect([body, (await owner({ method: 'PATCH', body })).statusCode]).toEqual([body, 400]);
    const stagedCsv = String((await owner({ query: { format: 'csv' } })).body);
    expect(stagedCsv.split('\r\n')[0]).toMatch(/^\uFEFF"receivedAt","kind","status","note","lastChange",/);
    expect(stagedCsv).toContain('"quoted","Call back Thursday, wants a booking page.","2026-11-23T12:00:00.000Z"');
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

  it('sends nothing when the owner reads it: notifications are delivery’s work, never the reader’s wait', async () => {
    const { store, owner, notify } = make({ smtpUrl: 'smtp://mail', webhookUrl: 'https://hooks.example/x' });
    await store.append({ ...lead, notify: 'notify_failed', delivery: { mail: { state: 'failed', attempts: 1, at: lead.receivedAt } } });
    await store.append({ ...lead, id: 'lead-2', notify: 'pending' });
    const before = await store.list();
    for (let view = 0; view < 3; view += 1) expect((await owner({})).statusCode).toBe(200);
    expect(notify.sent).toEqual([]);
    expect(notify.webhooks).toEqual([]);
    // Not tried either (a real channel would have failed and counted a try): both leads as they were.
    expect(await store.list()).toEqual(before);
  });

  it('refuses a stranger’s guesses at once over the limit, and opens at once for the right token from the same address', async () => {
    const { stranger, owner } = make();
    // Side by side, as a guesser would send them: the count is written with a condition, so none counts from a stale number.
    const answers = await Promise.all(Array.from({ length: 30 }, () => stranger({})));
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(FREE_FAILURES);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(30 - FREE_FAILURES);
    expect(refused.every((answer) => Number(answer.headers['retry-after']) === FAILURE_WINDOW_MS / 1000)).toBe(true);
    expect((await owner({})).statusCode).toBe(200);
  });

  it('keeps counting when the Function starts afresh, and the right token still opens at once', async () => {
    const config = settings({ adminToken: token });
    const instance = () => {
      // A cold instance: nothing in this process's memory.
      (globalThis as { __adminFailures?: unknown }).__adminFailures = undefined;
      return createLeadsApi({ settings: () => config, store: () => fileLeadStore(config.leadsDir) });
    };
    const first = instance();
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1)
      expect((await call(first, { method: 'GET', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const cold = instance();
    expect((await call(cold, { method: 'GET', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(429);
    expect((await call(cold, { method: 'GET', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('sums up where requests came from over 30, 90 and 365 days, with the won ones and the taps beside their pages', async () => {
    const { store, owner } = make();
    const at = (
      id: string,
      day: string,
      source: StoredLead['source'],
      status: StoredLead['status'] = 'new',
      kind: StoredLead['kind'] = 'intake',
    ) => store.append({ ...lead, id, kind, status, receivedAt: `${day}T10:00:00.000Z`, ...(source ? { source } : {}) });
    await at('a', '2026-11-20', { landingPage: '/blog/plumber-chicago/', referrerHost: 'www.google.com' }, 'won');
    await at('b', '2026-11-02', { landingPage: '/blog/plumber-chicago/', utm: { utmSource: 'newsletter' } });
    await at('c', '2026-09-01', { landingPage: '/', referrerHost: 'www.facebook.com' });
    await at('d', '2026-03-01', { sentFrom: '/nl/' }, 'won');
    await at('e', '2026-11-21', { landingPage: '/' }, 'new', 'newsletter');
    await at('f', '2025-06-01', { landingPage: '/' });
    const periods = ((await owner({ query: { view: 'summary' } })).body as { periods: PeriodSummary[] }).periods;
    const [month, quarter, year] = periods;
    expect(periods.map((period) => [period.days, period.leads, period.won])).toEqual([
      [30, 2, 1],
      [90, 3, 1],
      [365, 4, 2],
    ]);
    expect(month!.bySource).toEqual([
      { source: 'search', leads: 1, won: 1 },
      { source: 'campaign', leads: 1, won: 0 },
    ]);
    expect(month!.byPage).toEqual([{ page: '/blog/plumber-chicago/', leads: 2, won: 1, taps: { phone: 4, whatsapp: 0, email: 0 } }]);
    expect(quarter!.bySource.map((row) => row.source)).toEqual(['search', 'social', 'campaign']);
    expect(year!.byPage.find((row) => row.page === '/')).toEqual({
      page: '/',
      leads: 1,
      won: 0,
      taps: { phone: 0, whatsapp: 0, email: 2 },
    });
    expect(year!.bySource.find((row) => row.source === 'unknown')).toEqual({ source: 'unknown', leads: 1, won: 1 });
    expect(year!.taps).toEqual({ phone: 4, whatsapp: 0, email: 2 });
  });
});
